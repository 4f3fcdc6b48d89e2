import { describe, expect, it } from "vitest";

import { TAP_TARGETS, tapRows } from "@/bench/taps.mjs";

describe("the first-tap bench", () => {
  it("takes medians of the taps that had an effect and counts the lost ones apart", () => {
    const load = (paintedAt: number, tapToEffect: number | null) => ({
      paintedAt,
      tapToEffect,
      scriptKb: 150,
    });
    const [row] = tapRows({
      project: [load(900, 1200), load(1000, null), load(1100, 1400), load(950, 1000)],
    });
    expect(row).toEqual({
      name: "project",
      loads: 4,
      lost: 1,
      paintedAt: 975,
      tapToEffect: 1200,
      scriptKb: 150,
    });
  });

  it("reports no tap-to-effect figure when every tap was lost", () => {
    const [row] = tapRows({ dashboard: [{ paintedAt: 900, tapToEffect: null, scriptKb: 170 }] });
    expect(row).toMatchObject({ lost: 1, tapToEffect: null });
  });

  it("measures the fixture and the five page types of the issue, each with an effect", () => {
    expect(TAP_TARGETS.map((target) => target.name)).toEqual([
      "fixture",
      "home",
      "service-city",
      "project",
      "post-project",
      "dashboard",
    ]);
    for (const target of TAP_TARGETS) {
      expect("appears" in target.effect || "attribute" in target.effect).toBe(true);
    }
  });
});
