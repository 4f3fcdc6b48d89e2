import { MapPin } from "lucide-react";
import { useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { City, Service } from "@/content/types";

const NEIGHBOURHOODS_SHOWN = 3;
const SERVICES_SHOWN = 3;

export function LocationCard({ city, services }: { city: City; services: Service[] }) {
  const t = useTranslations("directory");
  const neighbourhoods = city.keyNeighborhoods ?? [];
  const more = neighbourhoods.length - NEIGHBOURHOODS_SHOWN;
  return (
    <article className="border-border bg-card flex w-full flex-col gap-4 rounded-lg border p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="flex items-center gap-1.5 text-xl font-semibold">
            <MapPin className="text-primary size-5" aria-hidden />
            {city.name}
          </h3>
          <p className="text-muted-foreground text-sm">{city.province}</p>
        </div>
        <Badge variant={city.populationSize === "major" ? "default" : "outline"}>
          {t("market", { size: city.populationSize })}
        </Badge>
      </div>
      <p className="text-muted-foreground text-sm">{city.marketDescription}</p>
      {neighbourhoods.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {neighbourhoods.slice(0, NEIGHBOURHOODS_SHOWN).map((name) => (
            <li key={name}>
              <Badge variant="secondary">{name}</Badge>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Badge variant="outline">{t("more", { count: more })}</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {services.slice(0, SERVICES_SHOWN).map((service) => (
          <Button key={service.slug} asChild size="sm" variant="outline">
            <Link href={`/services/${service.slug}/${city.slug}`}>
              {service.name}
              <span className="sr-only"> {t("inCity", { city: city.name })}</span>
            </Link>
          </Button>
        ))}
        <Button asChild size="sm">
          <Link href={`/services?location=${city.slug}`}>
            {t("viewAllServices")}
            <span className="sr-only"> {t("inCity", { city: city.name })}</span>
          </Link>
        </Button>
      </div>
    </article>
  );
}
