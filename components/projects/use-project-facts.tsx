import Image from "next/image";
import { useFormatter, useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { placeLabel } from "@/content/municipalities";
import { dayAtNoonUtc, isDay } from "@/lib/calendar-day";
import type { Project } from "@/lib/projects/project";
import type { FactRow } from "./project-fact-list";

const LONG_DATE = { year: "numeric", month: "long", day: "numeric" } as const;

/**
 * A stored date as the project page writes it ("November 25, 2026"): a catalogue's YYYY-MM-DD as
 * that day, a moment on its day in Toronto (the formatter's time zone); null stays null.
 */
export function useLongDate() {
  const format = useFormatter();
  return (value: string | null) =>
    !value
      ? null
      : isDay(value)
        ? format.dateTime(dayAtNoonUtc(value), { ...LONG_DATE, timeZone: "UTC" })
        : format.dateTime(new Date(value), LONG_DATE);
}

/**
 * The project page's label and value rows: what a completed sample's work came to (`outcome`),
 * what the homeowner asked for (`request`), and the side panel's `details`.
 */
export function useProjectFacts(project: Project) {
  const t = useTranslations("project");
  const date = useLongDate();
  const contractorLink = project.contractor ? (
    <Link
      href={`/contractor/${project.contractor.id}`}
      className="text-primary mt-1 inline-flex items-center gap-2 underline-offset-4 hover:underline"
      data-testid="done-by"
    >
      <Image
        src={project.contractor.image}
        alt=""
        width={32}
        height={32}
        unoptimized
        className="size-8 rounded-full"
      />
      {project.contractor.name}
    </Link>
  ) : null;
  // "Etobicoke (Toronto)", "Oakville", or elsewhere in Ontario; nothing for a project never asked.
  const municipality = !project.municipality
    ? null
    : project.municipality === "elsewhere"
      ? t("municipalityElsewhere")
      : placeLabel(project.municipality);
  // What a completed sample's work came to; it leads that page.
  const outcome: FactRow[] = [
    [t("price"), project.price],
    [t("completionTime"), project.completionTime],
    [t("completionDate"), date(project.completionDate)],
    [t("doneBy"), contractorLink],
  ];
  // What the homeowner asked for: the page's facts on an open project, the original request's
  // on a completed one.
  const request: FactRow[] = [
    [t("homeowner"), project.homeowner ?? t("unknown")],
    [t("budget"), project.budget],
    [t("timeline"), project.timeline],
    [t("urgency"), project.urgency ? t(`urgencyLabels.${project.urgency}`) : null],
  ];
  const property: FactRow[] = [
    [t("category"), project.category],
    [t("location"), project.location],
    [t("propertyType"), project.propertyType],
    [t("year"), project.year],
    [t("area"), project.area],
    [t("bedrooms"), project.bedrooms],
    [t("bathrooms"), project.bathrooms],
  ];
  const details: FactRow[] =
    project.kind === "completed"
      ? property
      : [
          [t("category"), project.category],
          request[0]!,
          [t("location"), project.location],
          [t("municipality"), municipality],
          ...request.slice(1),
          [t("posted"), date(project.postedDate)],
          [t("startDate"), date(project.startDate)],
          [t("completionDate"), date(project.completionDate)],
          [t("estimatedCost"), project.estimatedCost],
        ];
  return { outcome, request, details };
}
