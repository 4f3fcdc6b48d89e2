/** localStorage key of the favourites: a JSON list of displayed project ids. */
export const FAVORITES_STORAGE_KEY = "favorites";

/**
 * Parses the stored favourites. An unparseable or wrongly shaped value logs
 * "Error loading favorites" and yields an empty list.
 */
export function parseFavorites(raw: string | null): number[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) throw new Error("favorites is not a list");
    return [...new Set(value.map(Number).filter((id) => Number.isInteger(id) && id > 0))];
  } catch (error) {
    console.error("Error loading favorites", error);
    return [];
  }
}

/** Adds the id if absent, removes it if present. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}
