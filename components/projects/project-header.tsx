import { MapPin, Star } from "lucide-react";
import { useTranslations } from "next-intl";

import { FavoriteButton } from "@/components/favorites/favorite-button";
import { useFavoriteLabels } from "@/components/favorites/use-favorite-labels";
import { Badge } from "@/components/ui/badge";
import { site } from "@/content/site";
import { useStatusLabel } from "./use-status-label";
import type { Project } from "@/lib/projects/project";

/** The project's category and status, title, place and rating, with its favourite button. */
export function ProjectHeader({ project }: { project: Project }) {
  const t = useTranslations("project");
  const favoriteLabels = useFavoriteLabels();
  const statusLabel = useStatusLabel()(project);
  return (
    <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{project.category}</Badge>
          {project.kind === "request" ? (
            <Badge variant="outline" data-testid="example-badge">
              {t("exampleBadge")}
            </Badge>
          ) : null}
          <Badge
            variant={project.status === "completed" ? "success" : "outline"}
            data-testid="project-status"
          >
            {statusLabel}
          </Badge>
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {project.title}
        </h1>
        <p className="text-muted-foreground flex items-center gap-1">
          <MapPin className="size-4" aria-hidden />
          {project.location}
        </p>
        {project.kind === "request" ? (
          <p
            className="border-border bg-muted/40 max-w-prose rounded-md border p-3 text-sm"
            data-testid="example-note"
          >
            {t("exampleNote", { brand: site.brand })}
          </p>
        ) : null}
        {project.rating ? (
          <p className="flex items-center gap-1 text-sm font-medium">
            <Star className="fill-accent text-accent size-4" aria-hidden />
            {project.rating.toFixed(1)}
            {project.reviews ? (
              <span className="text-muted-foreground">
                {t("reviewsCount", { count: project.reviews })}
              </span>
            ) : null}
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
