import { useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { ProjectGrid } from "@/components/projects/project-grid";
import { projectsForService, projectsForServiceInCity } from "@/content/related";
import { tradeForService, tradeProjects } from "@/content/trades";
import type { City, Service } from "@/content/types";
import { completedProject } from "@/lib/projects/catalogue";
import { toCardView } from "@/lib/projects/views";

/**
 * Example work of this service (in the city, on a city page), said to be examples (the site's
 * own, not contractors' work), with a link to all of it.
 */
export function ServiceRecentProjects({ service, city }: { service: Service; city?: City }) {
  const t = useTranslations("service");
  const home = useTranslations("home");
  // A city page shows only work done in that city; the Ontario page shows the service's projects.
  const related = city
    ? projectsForServiceInCity(service.slug, city)
    : projectsForService(service.slug);
  // "See all" leads to the trade page (the searchable list) or, from a city page without one, to
  // the Ontario page's list; with the number of projects that page shows.
  const trade = tradeForService(service.slug);
  const allProjects = trade
    ? { href: trade.path, count: tradeProjects(trade).length }
    : city
      ? {
          href: `/services/${service.slug}#recent`,
          count: projectsForService(service.slug, Number.POSITIVE_INFINITY).length,
        }
      : null;
  if (related.length === 0 && !(city && allProjects && allProjects.count > 0)) return null;
  return (
    <section aria-labelledby="recent" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="recent" className="text-3xl font-bold tracking-tight">
        {city
          ? t("recentCityTitle", { name: service.name, city: city.name })
          : t("recentTitle", { name: service.name })}
      </h2>
      {related.length > 0 ? (
        <p className="text-muted-foreground mt-2" data-testid="examples-note">
          {home("recentBody")}
        </p>
      ) : null}
      {related.length > 0 ? (
        <div className="mt-8">
          <ProjectGrid projects={related.map((sample) => toCardView(completedProject(sample)))} />
        </div>
      ) : city ? (
        <p className="text-muted-foreground mt-4" data-testid="no-city-projects">
          {t("noCityProjects", { service: service.name, city: city.name })}
        </p>
      ) : null}
      {allProjects && allProjects.count > 0 ? (
        <p className="mt-6">
          <Link
            href={allProjects.href}
            className="text-primary font-semibold underline-offset-4 hover:underline"
          >
            {t("allServiceProjects", { count: allProjects.count, service: service.name })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
