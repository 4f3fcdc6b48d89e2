// "Get Free Quote" on a service page carries its intent to the post form: the service's category
// and the city, in the address. Both halves live here, free of the catalogue, for the form's bundle.
import { CATEGORY_NAMES } from "@/content/category-names";
import type { City, Service } from "@/content/types";

// Services whose name is no category's and begins none.
const CATEGORY_OF_SERVICE: Record<string, string> = { electrician: "Electrical" };

/**
 * The project category a service's requests are posted under: the same name, or the closest one
 * that one name begins with ("Landscaping" → "Landscaping & Snow Removal").
 */
export function serviceCategory(service: Service): string | undefined {
  if (CATEGORY_OF_SERVICE[service.slug]) return CATEGORY_OF_SERVICE[service.slug];
  return CATEGORY_NAMES.filter(
    (category) => service.name.startsWith(category) || category.startsWith(service.name),
  ).sort(
    (a, b) => Number(b === service.name) - Number(a === service.name) || b.length - a.length,
  )[0];
}

/**
 * "Get Free Quote" on a service page: the post form with the service's category and the city
 * already chosen (the form reads them from the address).
 */
export function quoteHref(service: Service, city?: City): string {
  const query = new URLSearchParams();
  const category = serviceCategory(service);
  if (category) query.set("category", category);
  if (city) query.set("location", `${city.name}, ON`);
  const search = query.toString();
  return search ? `/post-project?${search}` : "/post-project";
}

/** The category and place a service page chose (`?category=Plumbing&location=Mississauga, ON`). */
export function chosenInAddress(search: string) {
  const query = new URLSearchParams(search);
  const category = CATEGORY_NAMES.find((name) => name === query.get("category"));
  const location = query.get("location")?.trim();
  return {
    category,
    location:
      location && location.length <= 120 && !/[\p{Cc}]/u.test(location) ? location : undefined,
  };
}
