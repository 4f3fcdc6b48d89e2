import { describe, expect, it } from "vitest";

import { seededRandom } from "@/lib/seeded-random.mjs";

describe("seededRandom", () => {
  it("gives the sequence the stored images and report figures were made with", () => {
    const next = seededRandom(1);
    expect([next(), next(), next()]).toEqual([
      0.6270739405881613, 0.002735721180215478, 0.5274470399599522,
    ]);
  });

  it("repeats a seed's sequence and differs between seeds", () => {
    const first = seededRandom(42);
    const again = seededRandom(42);
    const other = seededRandom(43);
    const a = Array.from({ length: 5 }, first);
    expect(Array.from({ length: 5 }, again)).toEqual(a);
    expect(Array.from({ length: 5 }, other)).not.toEqual(a);
  });

  it("stays in [0, 1)", () => {
    const next = seededRandom(0xffffffff);
    for (let i = 0; i < 10_000; i++) {
      const value = next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
