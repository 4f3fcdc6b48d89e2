import { ExternalLink } from "lucide-react";
import { useTranslations } from "next-intl";

import type { LicenceRequirement } from "@/content/licences";

/** Which licence the service needs and why, each rule with its source (content/licences.ts). */
export function ServiceLicence({ requirement }: { requirement: LicenceRequirement }) {
  const t = useTranslations("service");
  return (
    <section
      id="licence"
      aria-labelledby="licence-title"
      className="mx-auto max-w-7xl scroll-mt-24 px-4 py-10 sm:px-6"
      data-testid="service-licence"
    >
      <div className="border-border bg-card max-w-3xl rounded-lg border p-6 shadow-sm">
        <h2 id="licence-title" className="text-2xl font-bold tracking-tight">
          {t(requirement.scope === "toronto" ? "licenceRequiredToronto" : "licenceRequired")}
        </h2>
        <p className="mt-3 font-medium">{requirement.licence}</p>
        <p className="text-muted-foreground mt-2">{requirement.why}</p>
        <h3 className="mt-4 text-sm font-semibold">{t("licenceSources")}</h3>
        <ul className="mt-2 space-y-1 text-sm">
          {requirement.sources.map((source) => (
            <li key={source.url}>
              <a
                href={source.url}
                rel="noopener noreferrer"
                target="_blank"
                className="text-primary inline-flex items-center gap-1 py-1 underline-offset-4 hover:underline"
              >
                {source.name}
                <ExternalLink className="size-3.5" aria-hidden />
              </a>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground mt-4 text-xs">{t("licenceNotice")}</p>
      </div>
    </section>
  );
}
