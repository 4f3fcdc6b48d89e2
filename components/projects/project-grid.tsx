import type { ProjectCardView } from "@/lib/projects/views";
import { ProjectCard } from "./project-card";

export function ProjectGrid({
  projects,
  headingLevel,
}: {
  projects: ProjectCardView[];
  headingLevel?: "h2" | "h3";
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        <li key={project.displayId} className="flex">
          <ProjectCard project={project} priority={index < 3} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
