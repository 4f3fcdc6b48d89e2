// Pure place geometry for matching: no server code, so the post form and /pro can use it too.

export interface Point {
  readonly lat: number;
  readonly lon: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula on a 6,371 km sphere. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  // min() keeps rounding from pushing the argument past 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

// Canada Post's addressing guidelines: a postal code is A1A 1A1 (the forward sortation area, a
// space, the local delivery unit); D, F, I, O, Q and U are never used, nor W and Z first.
// Ontario's codes start with K, L, M, N or P.
const LETTER = "[ABCEGHJ-NPRSTVWXYZ]";
const ONTARIO_FIRST = "[KLMNP]";
const POSTAL_CODE = new RegExp(`^(${ONTARIO_FIRST}\\d${LETTER})(?:-?\\d${LETTER}\\d)?$`);

/**
 * An Ontario postal code, whole or just its forward sortation area, in any case and spacing
 * ("m4e 2v1", "M4E", "m4e2v1", "M4E-2V1"): its FSA, or null for anything else.
 */
export function parsePostalCode(input: string): { fsa: string } | null {
  const compact = input.toUpperCase().replace(/\s+/g, "");
  const match = POSTAL_CODE.exec(compact);
  return match?.[1] ? { fsa: match[1] } : null;
}

/**
 * The municipality a forward sortation area implies, where it implies one: Canada Post gives M
 * to Toronto alone, so an M code is Toronto. Other letters span many municipalities: null.
 */
export function municipalityOfPostalCode(fsa: string): "toronto" | null {
  return parsePostalCode(fsa)?.fsa.startsWith("M") ? "toronto" : null;
}
