import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { dateCredentials, slugOf } from "@/lib/pros/model";

describe("slugOf", () => {
  it("makes a readable slug from a business name", () => {
    expect(slugOf("Northside Renovations & Sons")).toBe("northside-renovations-and-sons");
    expect(slugOf("  Électricité Côté Inc. ")).toBe("electricite-cote-inc");
    expect(slugOf("!!!")).toBe("contractor");
  });

  it("always answers what /pros/{slug} accepts, for any name", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        expect(slugOf(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slugOf(name).length).toBeLessThanOrEqual(60);
      }),
    );
  });
});

describe("dateCredentials", () => {
  const before = [
    { kind: "wsibClearance" as const, number: "W-1234", statedOn: "2026-01-05" },
    { kind: "hcraLicence" as const, number: "B1234", statedOn: "2026-02-01" },
  ];

  it("keeps the date of an unchanged number and dates a new or changed one today", () => {
    const dated = dateCredentials(
      [
        { kind: "wsibClearance", number: "W-1234" },
        { kind: "hcraLicence", number: "B9999" },
        { kind: "esaLicence", number: "7012345" },
      ],
      before,
      "2026-11-27",
    );
    expect(dated).toEqual([
      { kind: "wsibClearance", number: "W-1234", statedOn: "2026-01-05" },
      { kind: "hcraLicence", number: "B9999", statedOn: "2026-11-27" },
      { kind: "esaLicence", number: "7012345", statedOn: "2026-11-27" },
    ]);
  });

  it("drops a credential no longer given", () => {
    expect(dateCredentials([], before, "2026-11-27")).toEqual([]);
  });
});
