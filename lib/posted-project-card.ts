import type { ProjectCardData } from "@/components/projects/project-card";
import type { PublicProject } from "@/lib/data/projects";

/** A posted project (from the API) on the project card. */
export function postedProjectCard(project: PublicProject): ProjectCardData {
  return {
    displayId: project.displayId,
    title: project.title,
    image: project.images[0],
    category: project.category,
    location: project.location,
    budget: project.budget,
  };
}
