// Which municipalities a contractor's choice of areas covers: pure, so /pro shows the count live
// and the server stores the same list on save (contractor_profiles.covers).
import { municipalities, municipalityBySlug } from "@/content/municipalities";
import { distanceKm } from "@/lib/matching/places";

/**
 * The slugs `areas`, a base and a radius cover, sorted and each once: the chosen areas (unknown
 * slugs left out); Toronto's six former municipalities when Toronto is chosen; and every
 * municipality whose published point lies within `radiusKm` of the base's, the base included. A
 * radius reaching some of Toronto's former municipalities does not cover Toronto as a whole: that
 * takes Toronto's own point within the radius.
 */
export function coveredSlugs(
  areas: readonly string[],
  base: string | null,
  radiusKm: number | null,
): string[] {
  const covered = new Set<string>();
  for (const slug of areas) {
    if (!municipalityBySlug(slug)) continue;
    covered.add(slug);
    for (const part of municipalities) if (part.within === slug) covered.add(part.slug);
  }
  const centre = base === null ? undefined : municipalityBySlug(base);
  if (centre && radiusKm !== null) {
    covered.add(centre.slug);
    for (const place of municipalities) {
      if (distanceKm(centre.centre, place.centre) <= radiusKm) covered.add(place.slug);
    }
  }
  return [...covered].sort();
}

/** A catalogue city's name as its municipality's slug ("Richmond Hill" is `richmond-hill`). */
export const catalogueAreaSlug = (name: string) => name.toLowerCase().replace(/ /g, "-");
