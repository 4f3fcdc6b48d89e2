import { Clock, MapPin } from "lucide-react";
import Image from "next/image";
import { useTranslations } from "next-intl";

import { CatalogueIcon } from "@/components/common/catalogue-icon";
import Link from "@/components/common/link";
import { Badge, badgeVariants } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { licenceFor } from "@/content/licences";
import { getService } from "@/content/lookups";
import type { City, Service } from "@/content/types";
import { quoteHref } from "@/lib/projects/quote-link";
import { serviceHeroImage, servingAreas } from "@/lib/service-page";

/** The service's opening: title, what it is, its badges, the price in a city, the areas served. */
export function ServiceHero({ service, city }: { service: Service; city?: City }) {
  const t = useTranslations("service");
  const common = useTranslations("common");
  const areas = city ? servingAreas(city) : null;
  const seeAlso = service.seeAlso ? getService(service.seeAlso.slug) : undefined;
  return (
    <section className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2">
      <div className="space-y-5">
        <span className="bg-primary/10 text-primary grid size-12 place-items-center rounded-lg">
          <CatalogueIcon name={service.icon} className="size-6" />
        </span>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance">
          {city ? t("heroCityTitle", { service: service.name, city: city.name }) : service.name}
        </h1>
        <p className="text-lg font-medium">
          {city
            ? t("heroCitySubtitle", { service: service.name.toLowerCase(), city: city.name })
            : t("heroOntarioSubtitle", { service: service.name.toLowerCase() })}
        </p>
        <p className="text-muted-foreground">{service.detailedDescription}</p>
        {service.seeAlso && seeAlso ? (
          <p className="text-sm">
            {service.seeAlso.when}{" "}
            <Link
              href={city ? `/services/${seeAlso.slug}/${city.slug}` : `/services/${seeAlso.slug}`}
              className="text-primary font-semibold underline-offset-4 hover:underline"
            >
              {t("seeAlso", { name: seeAlso.name })}
            </Link>
          </p>
        ) : null}
        <ServiceBadges service={service} />
        <Button asChild size="lg" variant="accent" data-testid="hero-quote">
          <Link href={quoteHref(service, city)}>{common("getFreeQuote")}</Link>
        </Button>
        {areas ? (
          <div>
            <h2 id="serving-areas" className="text-sm font-semibold">
              {t("servingAreas")}
            </h2>
            <ul aria-labelledby="serving-areas" className="mt-2 flex flex-wrap gap-2">
              {areas.map((area) => (
                <li key={area}>
                  <Badge variant="outline">
                    <MapPin aria-hidden />
                    {area}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <Image
        src={serviceHeroImage(service)}
        alt=""
        width={1200}
        height={800}
        unoptimized
        className="w-full rounded-xl shadow-lg"
      />
    </section>
  );
}

/** What kind of service it is: professional, how long it takes, the licence Ontario or Toronto requires (a link to why), emergency calls. */
function ServiceBadges({ service }: { service: Service }) {
  const t = useTranslations("service");
  const licence = licenceFor(service.slug);
  return (
    <ul className="flex flex-wrap gap-2" aria-label={service.name}>
      <li>
        <Badge>{t("professionalService")}</Badge>
      </li>
      <li>
        <Badge variant="secondary">
          <Clock aria-hidden />
          {service.averageTimeframe}
        </Badge>
      </li>
      {licence ? (
        <li>
          <a
            href="#licence"
            data-testid="licence-badge"
            className={badgeVariants({
              variant: "accent",
              size: "lg",
              className: "underline-offset-4 hover:underline",
            })}
          >
            {t(licence.scope === "toronto" ? "licenceRequiredToronto" : "licenceRequired")}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
