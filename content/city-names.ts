/**
 * The catalogue's cities by name, in catalogue order: the dashboard's city filter and the
 * projects table's `city` column (lib/db/schema.ts) read this small list; a content test keeps
 * it equal to the cities in content/cities.ts.
 */
export const CITY_NAMES = [
  "Toronto",
  "Mississauga",
  "Brampton",
  "Markham",
  "Vaughan",
  "Richmond Hill",
] as const;
export type CityName = (typeof CITY_NAMES)[number];
