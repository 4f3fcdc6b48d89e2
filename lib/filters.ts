// Filtering and sorting of project lists on the trade pages, and the search match the services
// directory shares. Pure functions over plain records, so every page and its tests share one
// definition.
import type { OptionRule, PropertyType } from "@/content/types";
import { firstPriceFigure } from "@/lib/price";

/** The fields of a project that the trade pages search, filter and sort on. */
export interface FilterableProject {
  title: string;
  description: string;
  contractor: string;
  location: string;
  category: string;
  year: number;
  propertyType: PropertyType;
  price: string;
  featured: boolean;
}

/** Criteria from a trade page's search box, Filters sheet and selects; empty values match all. */
export interface ProjectFilters {
  query?: string;
  /** Whether the search box also matches the location (pages without a Location filter). */
  searchLocation?: boolean;
  category?: string;
  year?: number;
  propertyType?: PropertyType;
  /** A city name; matches projects whose location names that city. */
  city?: string;
  /** A page-specific choice (Featured, Local, Residential...), see {@link OptionRule}. */
  option?: OptionRule;
}

export type { OptionRule };

const includes = (text: string, needle: string) => text.toLowerCase().includes(needle);

/** What a trade page's search box looks in: title, description, contractor, maybe location. */
const searchedFields = (project: FilterableProject, searchLocation: boolean) => {
  const fields = [project.title, project.description, project.contractor];
  if (searchLocation) fields.push(project.location);
  return fields;
};

// Array.isArray does not narrow a readonly array out of a union.
const isTextList = (value: readonly string[] | FilterableProject): value is readonly string[] =>
  Array.isArray(value);

/**
 * Case-insensitive substring match of the query on any one text (a query spanning two texts does
 * not match); an empty query matches everything. Given a project, the texts are its title,
 * description and contractor, and its location where the page searches it.
 */
export function matchesQuery(fields: readonly string[], query: string): boolean;
export function matchesQuery(
  project: FilterableProject,
  query: string,
  searchLocation?: boolean,
): boolean;
export function matchesQuery(
  searched: readonly string[] | FilterableProject,
  query: string,
  searchLocation = false,
): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const fields = isTextList(searched) ? searched : searchedFields(searched, searchLocation);
  return fields.some((field) => includes(field, needle));
}

export function matchesOption(project: FilterableProject, rule: OptionRule) {
  if (rule.featured && !project.featured) return false;
  if (rule.propertyTypes && !rule.propertyTypes.includes(project.propertyType)) return false;
  if (rule.words) {
    const haystack = [project.title, project.price, rule.inDescription ? project.description : ""]
      .join(" ")
      .toLowerCase();
    if (!rule.words.some((word) => haystack.includes(word.toLowerCase()))) return false;
  }
  return true;
}

export function matchesFilters(project: FilterableProject, filters: ProjectFilters) {
  return (
    matchesQuery(project, filters.query ?? "", filters.searchLocation) &&
    (!filters.category || project.category === filters.category) &&
    (!filters.year || project.year === filters.year) &&
    (!filters.propertyType || project.propertyType === filters.propertyType) &&
    (!filters.city || includes(project.location, filters.city.toLowerCase())) &&
    (!filters.option || matchesOption(project, filters.option))
  );
}

export function filterProjects<T extends FilterableProject>(
  projects: readonly T[],
  filters: ProjectFilters,
): T[] {
  return projects.filter((project) => matchesFilters(project, filters));
}

export const SORT_KEYS = ["newest", "price"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

const comparators: Record<SortKey, (a: FilterableProject, b: FilterableProject) => number> = {
  newest: (a, b) => b.year - a.year,
  price: (a, b) => {
    const [x, y] = [firstPriceFigure(a.price), firstPriceFigure(b.price)];
    return x === y ? 0 : x < y ? -1 : 1;
  },
};

/** Newest first or Price: Low to High; ties keep the catalogue's order. */
export function sortProjects<T extends FilterableProject>(
  projects: readonly T[],
  key: SortKey,
): T[] {
  return [...projects].sort(comparators[key]);
}
