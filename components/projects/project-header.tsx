import { MapPin } from "lucide-react";
import { useTranslations } from "next-intl";

import { FavoriteButton } from "@/components/favorites/favorite-button";
import { useFavoriteLabels } from "@/components/favorites/use-favorite-labels";
import { Badge } from "@/components/ui/badge";
import { site } from "@/content/site";
import { useStatusLabel } from "./use-status-label";
import type { Project } from "@/lib/projects/project";

/** The project's category and status, title and place (a catalogue sample marked as an example), with its favourite button. */
export function ProjectHeader({ project }: { project: Project }) {
  const t = useTranslations("project");
  const favoriteLabels = useFavoriteLabels();
  const shownStatus = useStatusLabel()(project);
  // The owner's view of a project not listed yet: nobody can propose until it is.
  const statusLabel = project.listed === false ? t("unlistedBadge") : shownStatus;
  return (
    <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{project.category}</Badge>
          {project.kind !== "posted" ? (
            <Badge variant="outline" data-testid="example-badge">
              {t("exampleBadge")}
            </Badge>
          ) : null}
          {/* An example request takes no proposals: "Open for proposals" would be untrue. */}
          {project.kind === "request" ? null : (
            <Badge
              variant={project.status === "completed" ? "success" : "outline"}
              data-testid="project-status"
            >
              {statusLabel}
            </Badge>
          )}
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {project.title}
        </h1>
        <p className="text-muted-foreground flex items-center gap-1">
          <MapPin className="size-4" aria-hidden />
          {project.location}
        </p>
        {project.kind !== "posted" ? (
          <p
            className="border-border bg-muted/40 max-w-prose rounded-md border p-3 text-sm"
            data-testid="example-note"
          >
            {t(project.kind === "request" ? "exampleNote" : "exampleCompletedNote", {
              brand: site.brand,
            })}
          </p>
        ) : null}
      </div>
      <FavoriteButton
        id={project.displayId}
        labels={favoriteLabels(project.title)}
        className="border-border border print:hidden"
      />
    </header>
  );
}
