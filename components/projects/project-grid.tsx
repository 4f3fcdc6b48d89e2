import type { ProjectCardView } from "@/lib/projects/views";
import { CardGrid } from "./card-grid";
import { ProjectCard } from "./project-card";

/** Project cards in the site's grid. */
export function ProjectGrid({
  projects,
  headingLevel,
}: {
  projects: ProjectCardView[];
  headingLevel?: "h2" | "h3";
}) {
  return (
    <CardGrid
      cards={projects.map((project) => ({
        key: project.displayId,
        card: <ProjectCard project={project} headingLevel={headingLevel} />,
      }))}
    />
  );
}
