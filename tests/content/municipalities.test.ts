import { describe, expect, it } from "vitest";

import { cities } from "@/content/cities";
import {
  CATALOGUE_CITY_MUNICIPALITIES,
  municipalities,
  municipalityBySlug,
} from "@/content/municipalities";
import { distanceKm } from "@/lib/matching/places";

const GTHA = [
  "toronto",
  "mississauga",
  "brampton",
  "caledon",
  "aurora",
  "east-gwillimbury",
  "georgina",
  "king",
  "markham",
  "newmarket",
  "richmond-hill",
  "vaughan",
  "whitchurch-stouffville",
  "ajax",
  "brock",
  "clarington",
  "oshawa",
  "pickering",
  "scugog",
  "uxbridge",
  "whitby",
  "burlington",
  "halton-hills",
  "milton",
  "oakville",
  "hamilton",
];
const FORMER_TORONTO = [
  "old-toronto",
  "east-york",
  "etobicoke",
  "north-york",
  "scarborough",
  "york",
];
const NEIGHBOURS = [
  "guelph",
  "kitchener",
  "waterloo",
  "cambridge",
  "barrie",
  "st-catharines",
  "niagara-falls",
  "brantford",
  "orangeville",
  "peterborough",
];

const centre = (slug: string) => {
  const municipality = municipalityBySlug(slug);
  if (!municipality) throw new Error(`no municipality ${slug}`);
  return municipality.centre;
};
const km = (a: string, b: string) => distanceKm(centre(a), centre(b));

describe("content/municipalities", () => {
  it("has unique, kebab-case slugs", () => {
    const slugs = municipalities.map((municipality) => municipality.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("has unique names within a region", () => {
    const keys = municipalities.map(
      (municipality) => `${municipality.region}/${municipality.name}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("lists the 26 GTHA municipalities, Toronto's six former municipalities and the neighbours", () => {
    expect(GTHA).toHaveLength(26);
    for (const slug of [...GTHA, ...FORMER_TORONTO, ...NEIGHBOURS]) {
      expect(municipalityBySlug(slug), slug).toBeDefined();
    }
  });

  it("writes names as the municipalities do", () => {
    expect(municipalityBySlug("whitchurch-stouffville")?.name).toBe("Whitchurch-Stouffville");
    expect(municipalityBySlug("st-catharines")?.name).toBe("St. Catharines");
    expect(municipalityBySlug("richmond-hill")?.name).toBe("Richmond Hill");
  });

  it("puts each GTHA municipality in its region", () => {
    const regionOf = (slug: string) => municipalityBySlug(slug)?.region;
    expect(["mississauga", "brampton", "caledon"].map(regionOf)).toEqual(["Peel", "Peel", "Peel"]);
    expect(["markham", "vaughan", "georgina"].map(regionOf)).toEqual(["York", "York", "York"]);
    expect(["ajax", "brock", "whitby"].map(regionOf)).toEqual(["Durham", "Durham", "Durham"]);
    expect(["burlington", "oakville"].map(regionOf)).toEqual(["Halton", "Halton"]);
    expect(regionOf("hamilton")).toBe("Hamilton");
    expect(regionOf("toronto")).toBe("Toronto");
  });

  it("places Toronto's six former municipalities, and only those, within Toronto", () => {
    const within = municipalities.filter((municipality) => municipality.within);
    expect(within.map((municipality) => municipality.slug).sort()).toEqual(
      [...FORMER_TORONTO].sort(),
    );
    for (const area of within) expect(area.within).toBe("toronto");
  });

  it("names an existing entry in every `within`, and no area inside another area", () => {
    for (const municipality of municipalities) {
      if (!municipality.within) continue;
      const parent = municipalityBySlug(municipality.within);
      expect(parent, municipality.slug).toBeDefined();
      expect(parent?.within, municipality.slug).toBeUndefined();
    }
  });

  it("keeps every finer area's centre near its municipality's", () => {
    for (const slug of FORMER_TORONTO) expect(km(slug, "toronto"), slug).toBeLessThan(25);
  });

  it("has every centre inside Ontario's bounding box, rounded to 4 decimals", () => {
    for (const { slug, centre } of municipalities) {
      expect(centre.lat, slug).toBeGreaterThanOrEqual(41.6);
      expect(centre.lat, slug).toBeLessThanOrEqual(57);
      expect(centre.lon, slug).toBeGreaterThanOrEqual(-95.2);
      expect(centre.lon, slug).toBeLessThanOrEqual(-74.3);
      expect(Math.round(centre.lat * 1e4) / 1e4, slug).toBe(centre.lat);
      expect(Math.round(centre.lon * 1e4) / 1e4, slug).toBe(centre.lon);
    }
  });

  it("has no two entries at the same point and none far from Toronto (a copied or mistyped pair)", () => {
    const points = municipalities.map(({ centre }) => `${centre.lat},${centre.lon}`);
    expect(new Set(points).size).toBe(points.length);
    for (const { slug } of municipalities) expect(km(slug, "toronto"), slug).toBeLessThan(150);
  });

  it("names the page each centre was read from", () => {
    for (const { slug, source } of municipalities) {
      expect(() => new URL(source), slug).not.toThrow();
      expect(source, slug).toMatch(/^https?:\/\/[^/]+\.[a-z]+\//);
    }
  });

  it("maps every catalogue city to the municipality with its slug", () => {
    expect(Object.keys(CATALOGUE_CITY_MUNICIPALITIES).sort()).toEqual(
      cities.map((city) => city.slug).sort(),
    );
    for (const city of cities) {
      const slug =
        CATALOGUE_CITY_MUNICIPALITIES[city.slug as keyof typeof CATALOGUE_CITY_MUNICIPALITIES];
      expect(slug).toBe(city.slug);
      expect(municipalityBySlug(slug)?.name).toBe(city.name);
    }
  });

  it("finds nothing for an unknown slug", () => {
    expect(municipalityBySlug("atlantis")).toBeUndefined();
    expect(municipalityBySlug("")).toBeUndefined();
  });

  // The published points are not downtowns: Toronto's sits near the city's middle (Don Mills and
  // Lawrence), Hamilton's west of its downtown. Old Toronto's point is downtown Toronto.
  it.each([
    ["toronto", "hamilton", 65, 80],
    ["old-toronto", "hamilton", 60, 70],
    ["toronto", "oshawa", 40, 50],
    ["old-toronto", "oshawa", 45, 55],
    ["toronto", "mississauga", 20, 35],
    ["mississauga", "brampton", 8, 20],
    ["kitchener", "waterloo", 2, 10],
    ["toronto", "barrie", 65, 85],
    ["toronto", "peterborough", 95, 115],
    ["ajax", "pickering", 1, 8],
  ])("puts %s and %s %i to %i km apart", (a, b, low, high) => {
    expect(km(a, b)).toBeGreaterThanOrEqual(low);
    expect(km(a, b)).toBeLessThanOrEqual(high);
  });
});
