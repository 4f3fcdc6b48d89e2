import { describe, expect, it } from "vitest";

import { municipalities, municipalityBySlug } from "@/content/municipalities";
import { coveredSlugs } from "@/lib/matching/coverage";
import { distanceKm } from "@/lib/matching/places";

const TORONTO_PARTS = [
  "east-york",
  "etobicoke",
  "north-york",
  "old-toronto",
  "scarborough",
  "york",
];
const km = (from: string, to: string) =>
  distanceKm(municipalityBySlug(from)!.centre, municipalityBySlug(to)!.centre);

describe("coveredSlugs", () => {
  it("is the chosen areas alone without a radius, sorted", () => {
    expect(coveredSlugs(["mississauga", "etobicoke"], null, null)).toEqual([
      "etobicoke",
      "mississauga",
    ]);
    expect(coveredSlugs([], null, null)).toEqual([]);
  });

  it("takes a base without a radius, or a radius without a base, as no radius", () => {
    expect(coveredSlugs(["oakville"], "hamilton", null)).toEqual(["oakville"]);
    expect(coveredSlugs(["oakville"], null, 50)).toEqual(["oakville"]);
  });

  it("adds Toronto's six former municipalities when Toronto is chosen", () => {
    expect(coveredSlugs(["toronto"], null, null)).toEqual(["toronto", ...TORONTO_PARTS].sort());
  });

  it("does not add Toronto for one of its former municipalities", () => {
    expect(coveredSlugs(["etobicoke", "scarborough"], null, null)).toEqual([
      "etobicoke",
      "scarborough",
    ]);
  });

  it("lists each slug once, and leaves out slugs that are no municipality", () => {
    expect(coveredSlugs(["toronto", "york", "york", "atlantis"], null, null)).toEqual(
      ["toronto", ...TORONTO_PARTS].sort(),
    );
  });

  it("covers the base and every published point within the radius", () => {
    // Toronto's published point lies in North York (3.7 km off); Old Toronto's is 9.9 km away.
    expect(km("toronto", "north-york")).toBeLessThan(5);
    expect(km("toronto", "old-toronto")).toBeGreaterThan(9);
    expect(coveredSlugs([], "toronto", 5)).toEqual(["north-york", "toronto"]);
    expect(coveredSlugs([], "toronto", 10)).toEqual([
      "east-york",
      "north-york",
      "old-toronto",
      "toronto",
    ]);
  });

  it("covers a former municipality by its point without covering Toronto as a whole", () => {
    // From Etobicoke: York 8.7 km, Mississauga 11.2, Old Toronto 11.3; Toronto's point 17.9.
    expect(km("etobicoke", "toronto")).toBeGreaterThan(12);
    expect(coveredSlugs([], "etobicoke", 12)).toEqual([
      "etobicoke",
      "mississauga",
      "old-toronto",
      "york",
    ]);
  });

  it("reaches Toronto and all its former municipalities 100 km from Hamilton, and not Newmarket", () => {
    const covered = coveredSlugs([], "hamilton", 100);
    expect(covered).toContain("hamilton");
    expect(covered).toContain("toronto");
    for (const part of TORONTO_PARTS) expect(covered).toContain(part);
    // Pickering's point is 98.8 km away, Newmarket's 100.2 km, Peterborough's 177.6 km.
    expect(covered).toContain("pickering");
    expect(covered).not.toContain("newmarket");
    expect(covered).not.toContain("peterborough");
    const expected = municipalities
      .filter((place) => km("hamilton", place.slug) <= 100)
      .map((place) => place.slug)
      .sort();
    expect(covered).toEqual(expected);
    expect(covered).toHaveLength(29);
  });

  it("joins the chosen areas, Toronto's parts and the radius", () => {
    expect(coveredSlugs(["toronto", "oshawa"], "hamilton", 25)).toEqual(
      ["brantford", "burlington", "hamilton", "oshawa", "toronto", ...TORONTO_PARTS].sort(),
    );
  });

  it("covers the base even at the smallest radius where nothing else is near", () => {
    expect(coveredSlugs([], "peterborough", 5)).toEqual(["peterborough"]);
  });
});
