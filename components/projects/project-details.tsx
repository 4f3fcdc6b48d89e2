import { ArrowLeft, CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import Link from "@/components/common/link";
import { ProjectNotes, ProjectQuestionsSection } from "@/components/questions/project-questions";
import { ProjectVisitsSection } from "@/components/visits/project-visits";
import { Button } from "@/components/ui/button";
import type { Project } from "@/lib/projects/project";
import type { ProjectEntries } from "@/lib/questions/shapes";
import { OWNER_MAIN_SLOT } from "@/lib/projects/views";
import { cn } from "@/lib/utils";
import { CompletedProjectOutcome } from "./completed-project-outcome";
import { FactList, ItemList, type FactRow } from "./project-fact-list";
import { ProjectGallery } from "./project-gallery";
import { ProjectHeader } from "./project-header";
import { useProjectFacts } from "./use-project-facts";

/**
 * The project page body; `actions` holds what a visitor may do (proposal, owner controls), and a
 * listed posted project's `entries` its homeowner's notes and the questions contractors asked.
 */
export function ProjectDetails({
  project,
  actions,
  entries,
}: {
  project: Project;
  actions?: ReactNode;
  entries?: ProjectEntries;
}) {
  const t = useTranslations("project");
  const { outcome, request, details } = useProjectFacts(project);
  const completed = project.kind === "completed";
  const isCompleted = completed || project.status === "completed";
  // A completed posted project keeps its owner's controls (reopen, notes, delete).
  const showActions = Boolean(actions) && (!isCompleted || project.kind === "posted");
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 print:hidden">
        <Link href="/contractor-dashboard">
          <ArrowLeft aria-hidden />
          {t("back")}
        </Link>
      </Button>
      <ProjectHeader project={project} />

      <div
        className={cn(
          "mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]",
          showActions && "lg:grid-rows-[auto_1fr]",
        )}
      >
        {/* First on a phone, so Submit Proposal (or the owner's controls) is on the first screen. */}
        {showActions ? (
          <div className="lg:col-start-2 lg:row-start-1" data-testid="project-actions">
            {actions}
          </div>
        ) : null}

        <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {/* The owner's proposals take this place once the browser knows who is looking. */}
          {project.kind === "posted" ? <div id={OWNER_MAIN_SLOT} className="empty:hidden" /> : null}
          {completed ? <CompletedProjectOutcome project={project} outcome={outcome} /> : null}
          <ProjectGallery project={project} />
          {completed ? null : (
            <ProseSection id="description" title={t("description")} text={project.description} />
          )}
          {project.contractorNotes ? (
            <ProseSection id="notes" title={t("contractorNotes")} text={project.contractorNotes} />
          ) : null}
          {entries && project.rowId !== null ? (
            <ProjectNotes rowId={project.rowId} notes={entries.notes} />
          ) : null}
          <ProjectRequest project={project} request={request} />
          {entries && project.rowId !== null ? (
            <ProjectQuestionsSection rowId={project.rowId} questions={entries.questions} />
          ) : null}
          {entries ? <ProjectVisitsSection /> : null}
        </div>

        <aside className={cn("space-y-6", showActions && "lg:col-start-2 lg:row-start-2")}>
          <ProjectFactsPanel project={project} details={details} />
          {isCompleted ? (
            <p
              role="status"
              className="border-success/40 bg-success/10 flex items-center gap-2 rounded-lg border p-4 font-medium"
            >
              <CheckCircle2 className="text-success size-5" aria-hidden />
              {t("completed")}
            </p>
          ) : null}
        </aside>
      </div>
    </article>
  );
}

/** A titled paragraph of the project's own text, its line breaks kept. */
function ProseSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="text-muted-foreground mt-3 whitespace-pre-line">{text}</p>
    </section>
  );
}

/** The requirements: under the original request on a completed sample, on their own otherwise. */
function ProjectRequest({ project, request }: { project: Project; request: FactRow[] }) {
  const t = useTranslations("project");
  if (project.kind !== "completed") {
    return (
      <ItemList
        id="requirements"
        title={t("requirements")}
        items={project.requirements}
        level="h2"
      />
    );
  }
  return (
    <section
      aria-labelledby="original-request"
      className="space-y-4"
      data-testid="original-request"
    >
      <h2 id="original-request" className="text-xl font-semibold">
        {t("originalRequest")}
      </h2>
      <FactList facts={request} className="grid gap-3 sm:grid-cols-2" stacked />
      <ItemList id="requirements" title={t("requirements")} items={project.requirements} minor />
    </section>
  );
}

/** The side panel's facts, with the proposal count where the page knows it. */
function ProjectFactsPanel({ project, details }: { project: Project; details: FactRow[] }) {
  const t = useTranslations("project");
  return (
    <section
      aria-labelledby="details"
      className="border-border bg-card rounded-lg border p-5 shadow-sm"
    >
      <h2 id="details" className="text-lg font-semibold">
        {t("details")}
      </h2>
      <FactList facts={details} className="mt-4 space-y-3 text-sm">
        {project.proposalCount !== null ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t("proposalsLabel")}</dt>
            <dd className="text-right font-medium" data-testid="proposal-count">
              {t("proposals", { count: project.proposalCount })}
            </dd>
          </div>
        ) : null}
      </FactList>
    </section>
  );
}
