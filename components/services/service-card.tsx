import { ArrowRight, Clock, TrendingUp } from "lucide-react";
import { useTranslations } from "next-intl";

import { CatalogueIcon } from "@/components/common/catalogue-icon";
import { Badge } from "@/components/ui/badge";
import { licenceFor } from "@/content/licences";
import { services } from "@/content/services";
import type { Service } from "@/content/types";
import { ServiceCardLink } from "./directory-city";

const KEY_SERVICES_SHOWN = 3;

/** A directory card; the whole card is one link named by the service. */
export function ServiceCard({ service }: { service: Service }) {
  const t = useTranslations("directory");
  const more = service.keyServices.length - KEY_SERVICES_SHOWN;
  const licence = licenceFor(service.slug);
  return (
    <article className="group border-border bg-card relative flex w-full flex-col gap-4 rounded-lg border p-6 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <span className="bg-primary/10 text-primary grid size-12 place-items-center rounded-lg">
          <CatalogueIcon name={service.icon} className="size-6" />
        </span>
        <div className="flex flex-wrap justify-end gap-1.5">
          {licence ? (
            <Badge variant="secondary" data-testid="licence-badge">
              {t(licence.scope === "toronto" ? "licenceRequiredToronto" : "licenceRequired")}
            </Badge>
          ) : null}
        </div>
      </div>
      <h3 className="text-xl font-semibold">
        <ServiceCardLink
          slug={service.slug}
          className="after:absolute after:inset-0 after:content-['']"
        >
          {service.name}
        </ServiceCardLink>
      </h3>
      <p className="text-muted-foreground text-sm">{service.description}</p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="flex items-center gap-1">
          <Clock className="size-4" aria-hidden />
          {t("timeline", { value: service.averageTimeframe })}
        </span>
        <span className="flex items-center gap-1">
          <TrendingUp className="size-4" aria-hidden />
          {t("rank", { rank: service.popularityRank, total: services.length })}
        </span>
      </div>
      <ul className="flex flex-wrap gap-1.5">
        {service.keyServices.slice(0, KEY_SERVICES_SHOWN).map((key) => (
          <li key={key}>
            <Badge variant="outline">{key}</Badge>
          </li>
        ))}
        {more > 0 ? (
          <li>
            <Badge variant="outline">{t("more", { count: more })}</Badge>
          </li>
        ) : null}
      </ul>
      <span
        className="text-primary mt-auto flex items-center gap-1 text-sm font-semibold"
        aria-hidden
      >
        {t("viewDetails")}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </article>
  );
}
