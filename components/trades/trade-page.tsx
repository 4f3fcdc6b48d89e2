import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import Link from "@/components/common/link";
import { PageIntro } from "@/components/common/page-intro";
import { ProjectCard } from "@/components/projects/project-card";
import { TopicLinks } from "@/components/services/topic-links";
import { Button } from "@/components/ui/button";
import { cities } from "@/content/cities";
import {
  tradeFigures,
  tradeProjects,
  type SheetFilter,
  type Trade,
  type TradeSelectOption,
} from "@/content/trades";
import { ProjectBrowser, type BrowsableProject } from "./project-browser";
import { ClientMessages } from "@/i18n/client-messages";
import { completedProject } from "@/lib/projects/catalogue";
import type { Project } from "@/lib/projects/project";
import { toBrowseView, toCardView } from "@/lib/projects/views";

/** Year and property type choices of the Filters sheet: the years and kinds the samples have. */
const YEARS = ["2024", "2023", "2022"];
const PROPERTY_TYPES = ["House", "Condo", "Commercial"];

/** A sample as the browser filters it, with its card rendered here on the server. */
function browsable(project: Project): BrowsableProject {
  return { ...toBrowseView(project), card: <ProjectCard project={toCardView(project)} /> };
}

/** The figures band under a trade page's heading (see `tradeFigures`). */
async function Figures({ trade }: { trade: Trade }) {
  const figures = tradeFigures(trade);
  if (!figures) return null;
  const t = await getTranslations("trades.figures");
  return (
    <dl
      className="mt-8 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4"
      data-testid="trade-figures"
    >
      {figures.map((figure) => (
        <div key={figure.key} className="border-border bg-card rounded-lg border p-4">
          <dt className="text-muted-foreground text-sm">{t(figure.key)}</dt>
          <dd className="text-primary mt-1 text-2xl font-bold">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A trade page: heading, figures, the project browser over the trade's sample projects, and a way
 * on to the service page and the quote form. `children` holds sections of one trade (cleaning).
 */
export async function TradePage({
  trade,
  projectsTitle,
  typeFilter,
  sortable,
  children,
}: {
  trade: Trade;
  projectsTitle?: string;
  typeFilter?: readonly TradeSelectOption[];
  sortable?: boolean;
  children?: ReactNode;
}) {
  const t = await getTranslations("trades");
  const page = await getTranslations(`pages.${trade.key}`);
  const projects = tradeProjects(trade);
  const sheetOptions: Partial<Record<SheetFilter, readonly string[]>> = {
    category: [...new Set(projects.map((project) => project.category))].sort(),
    year: YEARS,
    propertyType: PROPERTY_TYPES,
    location: cities.map((city) => city.name),
  };

  return (
    <>
      <PageIntro title={page("title")} description={t(`${trade.key}.intro`)}>
        <Figures trade={trade} />
      </PageIntro>
      {children}
      <section aria-labelledby="trade-projects" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="trade-projects" className="mb-6 text-2xl font-bold">
          {projectsTitle ?? t(`${trade.key}.projectsTitle`)}
        </h2>
        <ClientMessages namespaces={["trades"]}>
          <ProjectBrowser
            trade={trade.key}
            projects={projects.map((sample) => browsable(completedProject(sample)))}
            searchLocation={trade.searchLocation}
            sheetFilters={trade.sheetFilters}
            sheetOptions={sheetOptions}
            select={trade.select}
            typeFilter={typeFilter}
            sortable={sortable}
          />
        </ClientMessages>
      </section>
      <TopicLinks serviceSlug={trade.serviceSlug} current="trade" />
      <section className="border-border bg-secondary/60 border-t">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div>
            <h2 className="text-2xl font-bold">{t(`${trade.key}.ctaTitle`)}</h2>
            <p className="text-muted-foreground mt-2">{t("ctaBody")}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link href="/post-project">{t("postProject")}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={`/services/${trade.serviceSlug}`}>
                {t("aboutService", { trade: t(`${trade.key}.noun`) })}
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
