import { articles } from "./articles";
import { sampleProjects } from "./projects";
import { slugify } from "./slug";
import type { Article, Category, City, SampleProject } from "./types";

/** Sample projects whose category contains the service slug, or the reverse. */
export function projectsForService(serviceSlug: string, limit = 6): SampleProject[] {
  return sampleProjects
    .filter((project) => {
      const category = slugify(project.category);
      return category.includes(serviceSlug) || serviceSlug.includes(category);
    })
    .slice(0, limit);
}

/** Whether a project is in the city: its location ("Leslieville, Toronto, ON") names it. */
export const isInCity = (project: SampleProject, city: City) =>
  project.location.split(",").some((part) => part.trim() === city.name);

/** A service page's recent projects in one city: only work done in that city, maybe none. */
export const projectsForServiceInCity = (serviceSlug: string, city: City, limit = 6) =>
  projectsForService(serviceSlug, Number.POSITIVE_INFINITY)
    .filter((project) => isInCity(project, city))
    .slice(0, limit);

/** A category page's projects: exactly those of that category. */
export const categoryProjects = (category: Category) =>
  sampleProjects.filter((project) => project.category === category.name);

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / DAY_MS;

/**
 * Articles to read next: the same category first, then those published closest in time (newer
 * first on a tie), so each article links to a different set rather than everyone to the newest.
 */
export function relatedArticles(article: Article, all: readonly Article[] = articles, limit = 3) {
  return all
    .filter((other) => other.id !== article.id)
    .map((other) => ({
      other,
      sameCategory: other.category === article.category,
      distance: daysBetween(other.date, article.date),
    }))
    .sort(
      (a, b) =>
        Number(b.sameCategory) - Number(a.sameCategory) ||
        a.distance - b.distance ||
        b.other.date.localeCompare(a.other.date) ||
        a.other.id - b.other.id,
    )
    .slice(0, limit)
    .map(({ other }) => other);
}
