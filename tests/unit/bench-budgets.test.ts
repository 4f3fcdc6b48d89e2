import { describe, expect, it } from "vitest";

import { BUDGETS, evaluate, lighthouseVerdicts } from "@/bench/report.mjs";

const FIXTURE = {
  scores: { performance: 99, accessibility: 100, "best-practices": 96, seo: 100 },
  tbtMs: 60,
  lcpMs: 1000,
  mainThreadMs: 800,
};

/** The fixture's figures with some changed. */
const page = (changes: Partial<typeof FIXTURE> & { performance?: number }) => {
  const { performance, ...rest } = changes;
  return {
    ...FIXTURE,
    scores: { ...FIXTURE.scores, "best-practices": 100, performance: performance ?? 99 },
    ...rest,
  };
};

const verdict = (app: ReturnType<typeof page>, measure: string) => {
  const found = lighthouseVerdicts(app, FIXTURE).find((entry) => entry.measure === measure);
  if (!found) throw new Error(`no verdict for ${measure}`);
  return found.pass;
};

describe("Lighthouse budgets against the fixture from the same rounds", () => {
  it("are the ones the issue sets", () => {
    expect(BUDGETS.performanceBelowFixture).toBe(3);
    expect(BUDGETS.tbtAboveFixtureMs).toBe(150);
    expect(BUDGETS.mainThreadRatio).toBe(1.4);
    expect(BUDGETS.lcpAboveFixtureMs).toBe(500);
    expect(BUDGETS.catalogueJsAboveFixture).toBe(25_000);
  });

  it("performance: at most 3 points below the fixture", () => {
    expect(verdict(page({ performance: 96 }), "performance")).toBe(true);
    expect(verdict(page({ performance: 95 }), "performance")).toBe(false);
  });

  it("TBT: at most 150 ms above the fixture", () => {
    expect(verdict(page({ tbtMs: 210 }), "TBT")).toBe(true);
    expect(verdict(page({ tbtMs: 211 }), "TBT")).toBe(false);
  });

  it("main-thread work: at most 1.4 times the fixture's", () => {
    expect(verdict(page({ mainThreadMs: 1120 }), "main-thread work")).toBe(true);
    expect(verdict(page({ mainThreadMs: 1121 }), "main-thread work")).toBe(false);
  });

  it("LCP: at most 500 ms above the fixture", () => {
    expect(verdict(page({ lcpMs: 1500 }), "LCP")).toBe(true);
    expect(verdict(page({ lcpMs: 1501 }), "LCP")).toBe(false);
  });

  it("a page equal to the fixture meets all four", () => {
    expect(lighthouseVerdicts(page({}), FIXTURE).every((entry) => entry.pass)).toBe(true);
  });
});

describe("evaluate", () => {
  const lighthouseRun = (condition: string, app: ReturnType<typeof page>, indexed = true) => ({
    condition,
    pages: [{ page: "home", path: "/", indexed, app, fixture: FIXTURE }],
  });

  it("checks every page in both the quiet and the loaded run", () => {
    const checks = evaluate({
      lighthouse: {
        runs: [
          lighthouseRun("quiet", page({})),
          lighthouseRun("loaded", page({ tbtMs: 400, performance: 90 })),
        ],
      },
    });
    const quiet = checks.filter((check) => check.area === "Lighthouse quiet");
    const loaded = checks.filter((check) => check.area === "Lighthouse loaded");
    // Four budgets in each run, and the other categories once, in the quiet run.
    expect(quiet).toHaveLength(5);
    expect(loaded).toHaveLength(4);
    expect(quiet.every((check) => check.pass)).toBe(true);
    expect(loaded.filter((check) => !check.pass).map((check) => check.what)).toEqual([
      "/ performance",
      "/ TBT",
    ]);
  });

  it("holds accessibility, best practices and SEO at 100, SEO only on indexed pages", () => {
    const withSeo = (seo: number, indexed: boolean) =>
      evaluate({
        lighthouse: {
          runs: [
            lighthouseRun("quiet", { ...page({}), scores: { ...page({}).scores, seo } }, indexed),
          ],
        },
      }).find((check) => check.what.endsWith("seo"));
    expect(withSeo(66, true)?.pass).toBe(false);
    expect(withSeo(66, true)?.missed).toEqual(["seo"]);
    expect(withSeo(66, false)?.pass).toBe(true);
  });

  it("allows catalogue pages, home included, 25 kB of gzip JavaScript above the fixture", () => {
    const checks = evaluate({
      javascript: [
        { kind: "fixture", label: "empty fixture", path: "/", gzipBytes: 135_000 },
        { kind: "catalogue", label: "home", path: "/", gzipBytes: 160_000 },
        { kind: "catalogue", label: "services", path: "/services", gzipBytes: 160_001 },
        { kind: "app", label: "post-project", path: "/post-project", gzipBytes: 245_000 },
        { kind: "app", label: "dashboard", path: "/contractor-dashboard", gzipBytes: 245_001 },
      ],
    });
    expect(checks.map((check) => check.pass)).toEqual([null, true, false, true, false]);
  });
});
