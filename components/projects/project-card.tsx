import { CategoryArtwork } from "@/components/common/artwork";
import type { ProjectCardView } from "@/lib/projects/views";
import { ProjectCardFrame } from "./project-card-frame";

/** A project card: its photo, or its category's artwork when it has none. */
export function ProjectCard({
  project,
  headingLevel,
}: {
  project: ProjectCardView;
  /** h2 where the grid sits right under the page's h1, so headings never skip a level. */
  headingLevel?: "h2" | "h3";
}) {
  return (
    <ProjectCardFrame
      project={project}
      headingLevel={headingLevel}
      artwork={<CategoryArtwork category={project.category} className="size-full" />}
    />
  );
}
