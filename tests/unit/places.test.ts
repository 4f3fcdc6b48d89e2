import { describe, expect, it } from "vitest";

import { distanceKm, municipalityOfPostalCode, parsePostalCode } from "@/lib/matching/places";

describe("distanceKm", () => {
  it("is zero from a point to itself", () => {
    expect(distanceKm({ lat: 43.6532, lon: -79.3832 }, { lat: 43.6532, lon: -79.3832 })).toBe(0);
  });

  it("measures a 6,371 km sphere", () => {
    // One degree of arc is 2π × 6,371 / 360 km; the pole is a quarter turn from the equator.
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(111.195, 3);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111.195, 3);
    expect(distanceKm({ lat: 90, lon: 0 }, { lat: 0, lon: 0 })).toBeCloseTo(10007.543, 3);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(20015.087, 3);
  });

  it("shrinks a degree of longitude with latitude", () => {
    const atToronto = distanceKm({ lat: 43.65, lon: -79.4 }, { lat: 43.65, lon: -78.4 });
    expect(atToronto).toBeGreaterThan(80);
    expect(atToronto).toBeLessThan(81);
  });

  it("is the same both ways", () => {
    const pearson = { lat: 43.6777, lon: -79.6248 };
    const billyBishop = { lat: 43.6275, lon: -79.3962 };
    expect(distanceKm(pearson, billyBishop)).toBe(distanceKm(billyBishop, pearson));
  });

  it("puts Toronto's two airports about 19 km apart", () => {
    const pearson = { lat: 43.6777, lon: -79.6248 };
    const billyBishop = { lat: 43.6275, lon: -79.3962 };
    expect(distanceKm(pearson, billyBishop)).toBeGreaterThan(18);
    expect(distanceKm(pearson, billyBishop)).toBeLessThan(20.5);
  });

  it("crosses the antimeridian the short way", () => {
    expect(distanceKm({ lat: 0, lon: 179.5 }, { lat: 0, lon: -179.5 })).toBeCloseTo(111.195, 3);
  });
});

describe("parsePostalCode", () => {
  it.each([
    ["M4E 2V1", "M4E"],
    ["m4e 2v1", "M4E"],
    ["m4e2v1", "M4E"],
    ["M4E", "M4E"],
    ["m4e", "M4E"],
    ["  M5V 3L9  ", "M5V"],
    ["M5V  3L9", "M5V"],
    ["m5v\t3l9", "M5V"],
    ["M4E-2V1", "M4E"],
    ["L5B 1M2", "L5B"], // Mississauga
    ["l6p 3z1", "L6P"], // Brampton
    ["K1A 0B1", "K1A"], // Ottawa
    ["N2L 3G1", "N2L"], // Waterloo
    ["P3E 2C6", "P3E"], // Sudbury
    ["L0G 1W0", "L0G"], // rural King: 0 is a rural FSA, W is fine after the first letter
    ["M4W 1A8", "M4W"],
  ])("reads %j as %s", (input, fsa) => {
    expect(parsePostalCode(input)).toEqual({ fsa });
  });

  it.each([
    ["H2X 1Y4", "Montreal"],
    ["V6B 4Y8", "Vancouver"],
    ["T2P 2M5", "Calgary"],
    ["B3H 4R2", "Halifax"],
    ["R3C 4T3", "Winnipeg"],
    ["X1A 2L9", "Yellowknife"],
  ])("refuses %j (%s, outside Ontario)", (input) => {
    expect(parsePostalCode(input)).toBeNull();
  });

  it.each([
    ["", "empty"],
    ["   ", "blank"],
    ["M4", "too short"],
    ["M4E 2V", "a partial second half"],
    ["M4E 2V1X", "too long"],
    ["M4E2V12", "too long"],
    ["4ME 2V1", "digit first"],
    ["MM4 2V1", "letter-letter-digit"],
    ["M4E 2VV", "letter where a digit belongs"],
    ["MDE", "D never used"],
    ["M4F", "F never used"],
    ["M4I", "I never used"],
    ["M4O", "O never used"],
    ["M4Q", "Q never used"],
    ["M4U", "U never used"],
    ["M4E 2D1", "D in the second half"],
    ["M4E 2O1", "O in the second half"],
    ["W1A 1A1", "W never first"],
    ["Z1A 1A1", "Z never first"],
    ["M4E–2V1", "an en dash"],
    ["M4E--2V1", "two hyphens"],
    ["M4E-", "a trailing hyphen"],
    ["M4E 2V1 Toronto", "trailing words"],
    ["M4É", "an accented letter"],
    ["90210", "a ZIP code"],
  ])("refuses %j (%s)", (input) => {
    expect(parsePostalCode(input)).toBeNull();
  });
});

describe("municipalityOfPostalCode", () => {
  it.each(["M4E", "m4e", "M1B", "M9W", "M5V", "M6P"])("gives Toronto for %s", (fsa) => {
    expect(municipalityOfPostalCode(fsa)).toBe("toronto");
  });

  it.each(["L5B", "L4C", "K1A", "N2L", "P3E", "L0G"])("gives nothing for %s", (fsa) => {
    expect(municipalityOfPostalCode(fsa)).toBeNull();
  });

  it("gives nothing for what is not an Ontario code", () => {
    expect(municipalityOfPostalCode("")).toBeNull();
    expect(municipalityOfPostalCode("MOE")).toBeNull();
    expect(municipalityOfPostalCode("H2X")).toBeNull();
  });

  it("follows from a parsed full code", () => {
    const parsed = parsePostalCode("m4e 2v1");
    expect(parsed && municipalityOfPostalCode(parsed.fsa)).toBe("toronto");
  });
});
