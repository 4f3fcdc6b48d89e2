import { sampleProjects } from "./projects";
import { slugify } from "./slug";
import type { SampleProject } from "./types";

/** Sample projects whose category contains the service slug, or the reverse (SPEC section 2). */
export function projectsForService(serviceSlug: string, limit = 6): SampleProject[] {
  return sampleProjects
    .filter((project) => {
      const category = slugify(project.category);
      return category.includes(serviceSlug) || serviceSlug.includes(category);
    })
    .slice(0, limit);
}
