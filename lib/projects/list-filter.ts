// The dashboard's filters (trade, city, budget, urgency), as the address bar keeps them and the
// project list's API takes them (GET /api/projects). Small and free of the catalogue, so the
// browser can use it.
import { CITY_NAMES } from "@/content/city-names";
import { BUDGET_OPTIONS, CATEGORY_NAMES, URGENCY_OPTIONS } from "@/lib/validation/options";

export const LIST_FILTERS = {
  category: CATEGORY_NAMES,
  city: CITY_NAMES,
  budget: BUDGET_OPTIONS,
  urgency: URGENCY_OPTIONS,
} as const;

export type ListFilterKey = keyof typeof LIST_FILTERS;
export const LIST_FILTER_KEYS = Object.keys(LIST_FILTERS) as ListFilterKey[];
export type ListFilter = Partial<Record<ListFilterKey, string>>;

/** The filters an address names; a value that is not in its list is left out, not guessed at. */
export function listFilterOf(params: URLSearchParams): ListFilter {
  const filter: ListFilter = {};
  for (const key of LIST_FILTER_KEYS) {
    const value = params.get(key);
    if (value !== null && (LIST_FILTERS[key] as readonly string[]).includes(value)) {
      filter[key] = value;
    }
  }
  return filter;
}

/** The filter as a query string, in a fixed order ("" when nothing is chosen). */
export function listFilterQuery(filter: ListFilter): string {
  const params = new URLSearchParams();
  for (const key of LIST_FILTER_KEYS) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

/**
 * The catalogue city a free-text location names as a whole word, case aside, the first of the
 * list winning: the same rule as the projects table's `city` column (lib/db/schema.ts), for the
 * sample requests, which are not in the database.
 */
export function cityOfLocation(location: string): string | undefined {
  return CITY_NAMES.find((name) =>
    new RegExp(`(^|[^\\p{L}\\p{N}_])${name.replace(/ /g, "\\s+")}($|[^\\p{L}\\p{N}_])`, "iu").test(
      location,
    ),
  );
}

/** Whether a project (posted or sample) passes every chosen filter. */
export function passesListFilter(
  project: { category: string; location: string; budget: string; urgency: string | null },
  filter: ListFilter,
): boolean {
  return (
    (!filter.category || project.category === filter.category) &&
    (!filter.city || cityOfLocation(project.location) === filter.city) &&
    (!filter.budget || project.budget === filter.budget) &&
    (!filter.urgency || project.urgency === filter.urgency)
  );
}
