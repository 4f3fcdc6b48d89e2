// Lookups over the catalogue: the one place pages, metadata and the sitemap find records.
import { articles } from "./articles";
import { categories } from "./categories";
import { cities } from "./cities";
import { contractors } from "./contractors";
import { sampleProjects } from "./projects";
import { services } from "./services";
import type { Category } from "./types";

/** All Categories leads to /projects; every other category has its own page. */
export function categoryHref(category: Category): string {
  return category.slug === "all" ? "/projects" : `/category/${category.slug}`;
}

export const getService = (slug: string) => services.find((service) => service.slug === slug);
export const getCity = (slug: string) => cities.find((city) => city.slug === slug);
export const getCategory = (slug: string) =>
  categories.find((category) => category.slug === slug && category.slug !== "all");
export const getContractor = (id: number) => contractors.find((contractor) => contractor.id === id);
export const getArticle = (id: number) => articles.find((article) => article.id === id);

// By the id in a page's address, written only as the page's own links write it ("1", never
// "01"): one address per record, whatever Next does with parameters it did not prerender.
export const getContractorAt = (param: string) =>
  contractors.find((contractor) => String(contractor.id) === param);
export const getArticleAt = (param: string) =>
  articles.find((article) => String(article.id) === param);

/** Home page "Our Recent Work": the first featured projects. */
export const featuredProjects = (count: number) =>
  sampleProjects.filter((project) => project.featured).slice(0, count);

/** The magazine's order: newest first. */
export const articlesNewestFirst = () =>
  [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
