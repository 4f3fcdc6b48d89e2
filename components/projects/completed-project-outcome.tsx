import { useTranslations } from "next-intl";

import type { Project } from "@/lib/projects/project";
import { FactList, ItemList, type FactRow } from "./project-fact-list";

/** What was done on a completed sample: its figures, its scope, the result and its features. */
export function CompletedProjectOutcome({
  project,
  outcome,
}: {
  project: Project;
  outcome: FactRow[];
}) {
  const t = useTranslations("project");
  return (
    <section
      aria-labelledby="what-was-done"
      className="border-success/40 bg-card space-y-6 rounded-lg border p-5 shadow-sm sm:p-6"
      data-testid="what-was-done"
    >
      <h2 id="what-was-done" className="text-2xl font-semibold">
        {t("whatWasDone")}
      </h2>
      <FactList facts={outcome} className="grid gap-3 sm:grid-cols-2" stacked />
      <ItemList id="scope" title={t("scope")} items={project.projectScope} />
      <section aria-labelledby="result" className="space-y-3">
        <h3 id="result" className="text-lg font-semibold">
          {t("result")}
        </h3>
        <p className="text-muted-foreground whitespace-pre-line">{project.description}</p>
        <ItemList id="amenities" title={t("amenities")} items={project.amenities} minor />
      </section>
    </section>
  );
}
