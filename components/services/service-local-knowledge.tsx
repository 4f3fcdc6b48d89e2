import { useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { Badge } from "@/components/ui/badge";
import { cities } from "@/content/cities";
import type { City, Service } from "@/content/types";

/**
 * What the work meets in Ontario (climate, rules, materials, challenges), its common projects,
 * and the same service in the other cities.
 */
export function ServiceLocalKnowledge({
  service,
  city,
  place,
}: {
  service: Service;
  city?: City;
  place: string;
}) {
  const t = useTranslations("service");
  const considerations = [
    { title: t("climate"), items: service.localConsiderations.climateFactors },
    { title: t("regulations"), items: service.localConsiderations.regulations },
    { title: t("materials"), items: service.localConsiderations.popularMaterials },
    { title: t("challenges"), items: service.localConsiderations.challenges },
  ];
  return (
    <section aria-labelledby="local" className="bg-muted/50 py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="local" className="text-3xl font-bold tracking-tight">
          {city ? t("ontarioWideTitle", { service: service.name }) : t("localTitle", { place })}
        </h2>
        {city ? <p className="text-muted-foreground mt-2">{t("ontarioWideBody")}</p> : null}
        <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {considerations.map((group) => (
            <div
              key={group.title}
              className="border-border bg-card rounded-lg border p-5 shadow-sm"
            >
              <h3 className="font-semibold">{group.title}</h3>
              <ul className="text-muted-foreground mt-3 list-disc space-y-2 pl-5 text-sm">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <h3 className="mt-10 font-semibold">{t("commonProjects")}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {service.commonProjects.map((project) => (
            <li key={project}>
              <Badge variant="secondary">{project}</Badge>
            </li>
          ))}
        </ul>
        <h3 className="mt-10 font-semibold">{t("otherCities", { service: service.name })}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {cities
            .filter((other) => other.slug !== city?.slug)
            .map((other) => (
              <li key={other.slug}>
                <Link
                  href={`/services/${service.slug}/${other.slug}`}
                  className="border-border hover:bg-card inline-block rounded-full border px-3 py-1 text-sm"
                >
                  {other.name}
                </Link>
              </li>
            ))}
        </ul>
      </div>
    </section>
  );
}
