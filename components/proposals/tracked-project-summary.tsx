import { MapPin } from "lucide-react";
import { useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { useStatusLabel } from "@/components/projects/use-status-label";
import type { TrackedProposal } from "@/lib/proposals/shapes";

/** The project the proposal is for: its title (a link to its page), place and status. */
export function TrackedProjectSummary({ project }: { project: TrackedProposal["project"] }) {
  const t = useTranslations("tracker");
  const projectStatus = useStatusLabel()(project);
  return (
    <section
      aria-labelledby="tracked-project"
      className="border-border bg-card space-y-3 rounded-lg border p-5 shadow-sm sm:p-6"
    >
      <h2 id="tracked-project" className="text-muted-foreground text-sm font-medium">
        {t("projectHeading")}
      </h2>
      <p className="text-lg font-semibold">
        <Link href={`/project/${project.displayId}`} className="underline-offset-4 hover:underline">
          {project.title}
        </Link>
      </p>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex items-center gap-2">
          <MapPin className="text-muted-foreground size-4 shrink-0" aria-hidden />
          <dt className="sr-only">{t("location")}</dt>
          <dd>{project.location}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted-foreground">{t("projectStatus")}:</dt>
          <dd className="font-medium" data-testid="tracked-project-status">
            {projectStatus}
          </dd>
        </div>
      </dl>
    </section>
  );
}
