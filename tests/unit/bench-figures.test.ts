import { describe, expect, it } from "vitest";

import {
  extractFigures,
  lcpElement,
  mainThreadWork,
  median,
  medianFigures,
  rendererCpuMs,
  requestsAfterLoad,
} from "@/bench/lighthouse-figures.mjs";

/** A Lighthouse result shaped as Lighthouse 12 writes it, with the audits the bench reads. */
function makeLhr({
  performance = 0.97,
  tbt = 80,
  lcp = 1800,
  loadTs = 1_000_500_000, // µs; the earliest request starts at 1_000_000_000, so load is at 500 ms
} = {}) {
  const category = (score: number, auditIds: string[]) => ({
    score,
    auditRefs: auditIds.map((id) => ({ id, weight: 1 })),
  });
  return {
    lighthouseVersion: "12.8.2",
    finalDisplayedUrl: "http://127.0.0.1:3000/",
    environment: { hostUserAgent: "Mozilla/5.0 HeadlessChrome/156.0.0.0" },
    runWarnings: [],
    categories: {
      performance: category(performance, ["total-blocking-time", "largest-contentful-paint"]),
      accessibility: category(1, []),
      "best-practices": category(0.96, ["errors-in-console"]),
      seo: category(1, []),
    },
    audits: {
      "total-blocking-time": { id: "total-blocking-time", score: 0.9, numericValue: tbt },
      "largest-contentful-paint": { id: "largest-contentful-paint", score: 1, numericValue: lcp },
      "cumulative-layout-shift": { id: "cumulative-layout-shift", score: 1, numericValue: 0.01 },
      "errors-in-console": {
        id: "errors-in-console",
        score: 0,
        details: {
          items: [{ description: "404", sourceLocation: { url: "http://x/favicon.ico" } }],
        },
      },
      "largest-contentful-paint-element": {
        details: {
          type: "list",
          items: [
            {
              type: "table",
              items: [{ node: { selector: "main > h1", snippet: '<h1 class="text-3xl">' } }],
            },
            { type: "table", items: [{ phase: "TTFB", timing: 300 }] },
          ],
        },
      },
      "mainthread-work-breakdown": {
        numericValue: 700,
        details: {
          items: [
            { group: "scriptEvaluation", groupLabel: "Script Evaluation", duration: 400 },
            { group: "styleLayout", groupLabel: "Style & Layout", duration: 200 },
            { group: "other", groupLabel: "Other", duration: 100 },
          ],
        },
      },
      metrics: {
        details: {
          items: [{ observedLoad: 501, observedLoadTs: loadTs, observedNavigationStart: 0 }],
        },
      },
      "network-requests": {
        details: {
          items: [
            {
              url: "http://x/",
              resourceType: "Document",
              rendererStartTime: 0,
              transferSize: 9000,
            },
            {
              url: "http://x/_next/a.js",
              resourceType: "Script",
              rendererStartTime: 100,
              transferSize: 50_000,
            },
            {
              url: "http://x/_next/b.js",
              resourceType: "Script",
              rendererStartTime: 450,
              transferSize: 20_000,
            },
            {
              url: "http://x/services?_rsc=abc",
              resourceType: "Fetch",
              rendererStartTime: 620,
              transferSize: 3_000,
            },
            {
              url: "http://x/_next/late.js",
              resourceType: "Script",
              rendererStartTime: 900,
              transferSize: 7_000,
            },
          ],
          debugData: { type: "debugdata", networkStartTimeTs: 1_000_000_000 },
        },
      },
      "bootup-time": {
        details: { items: [{ url: "http://x/_next/a.js", total: 300, scripting: 250 }] },
      },
    },
  };
}

describe("median", () => {
  it("takes the middle value of an odd count and the mean of the middle two of an even count", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([90, 100, 95, 97, 20])).toBe(95);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it("does not reorder the list it is given", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it("refuses an empty list", () => {
    expect(() => median([])).toThrow();
  });
});

describe("figures from one Lighthouse result", () => {
  it("keeps scores, TBT, LCP and its element, main-thread work and scripts", () => {
    const figures = extractFigures(makeLhr());
    expect(figures.scores).toEqual({
      performance: 97,
      accessibility: 100,
      "best-practices": 96,
      seo: 100,
    });
    expect(figures.tbtMs).toBe(80);
    expect(figures.lcpMs).toBe(1800);
    expect(figures.lcpElement).toEqual({ selector: "main > h1", snippet: '<h1 class="text-3xl">' });
    expect(figures.mainThreadMs).toBe(700);
    expect(figures.mainThreadByCategory).toEqual({
      "Script Evaluation": 400,
      "Style & Layout": 200,
      Other: 100,
    });
    expect(figures.scriptCount).toBe(3);
    expect(figures.scriptTransferBytes).toBe(77_000);
    expect(figures.failing["best-practices"]?.map((audit: { id: string }) => audit.id)).toEqual([
      "errors-in-console",
    ]);
  });

  it("counts the requests started after the load event", () => {
    const after = requestsAfterLoad(makeLhr());
    expect(after.loadMs).toBe(500);
    expect(after.count).toBe(2);
    expect(after.transferBytes).toBe(10_000);
    expect(after.byType).toEqual({ Fetch: 1, Script: 1 });
    expect(after.urls).toEqual(["/services?_rsc=abc", "/_next/late.js"]);
  });

  it("moves requests across the line when the load event moves", () => {
    expect(requestsAfterLoad(makeLhr({ loadTs: 1_000_050_000 })).count).toBe(4);
    expect(requestsAfterLoad(makeLhr({ loadTs: 1_001_000_000 })).count).toBe(0);
  });

  it("falls back to the load time from navigation start without timestamps", () => {
    const lhr = makeLhr();
    delete (lhr.audits["network-requests"].details as { debugData?: unknown }).debugData;
    const after = requestsAfterLoad(lhr);
    expect(after.loadMs).toBe(501);
    expect(after.count).toBe(2);
  });

  it("sums the categories when the breakdown has no total, and copes with no LCP element", () => {
    const lhr = makeLhr();
    delete (lhr.audits["mainthread-work-breakdown"] as { numericValue?: number }).numericValue;
    expect(mainThreadWork(lhr).total).toBe(700);
    lhr.audits["largest-contentful-paint-element"] = { details: { type: "list", items: [] } };
    expect(lcpElement(lhr)).toBeNull();
  });

  it("refuses a result Lighthouse marked as failed", () => {
    const lhr = { ...makeLhr(), runtimeError: { code: "NO_FCP", message: "no paint" } };
    expect(() => extractFigures(lhr)).toThrow(/no paint/);
  });
});

describe("median figures over rounds", () => {
  const runs = [
    makeLhr({ performance: 0.9, tbt: 300, lcp: 2500 }),
    makeLhr({ performance: 0.99, tbt: 20, lcp: 1500, loadTs: 1_000_050_000 }),
    makeLhr({ performance: 0.95, tbt: 100, lcp: 1900 }),
  ].map(extractFigures);

  it("takes each figure's own median", () => {
    const figures = medianFigures(runs);
    expect(figures.scores.performance).toBe(95);
    expect(figures.tbtMs).toBe(100);
    expect(figures.lcpMs).toBe(1900);
    expect(figures.afterLoad.count).toBe(2);
    expect(figures.afterLoad.byType).toEqual({ Fetch: 1, Script: 1 });
    expect(figures.runs.map((run: { performance: number }) => run.performance)).toEqual([
      90, 99, 95,
    ]);
  });

  it("lists the LCP element and the late requests with the number of runs they occurred in", () => {
    const figures = medianFigures(runs);
    expect(figures.lcpElements).toEqual([
      { selector: "main > h1", snippet: '<h1 class="text-3xl">', runs: 3 },
    ]);
    expect(figures.afterLoad.urls[0]).toEqual({ url: "/services?_rsc=abc", runs: 3 });
    expect(figures.afterLoad.urls).toContainEqual({ url: "/_next/b.js", runs: 1 });
    expect(figures.failing["best-practices"]?.[0]?.runs).toBe(3);
  });
});

describe("the renderer's CPU time from a Lighthouse trace", () => {
  // The page's renderer (pid 2) and another one (pid 3, e.g. a prerender), each with a main thread.
  const trace = (tasks: { pid: number; tid: number; dur: number; tdur?: number }[]) => ({
    traceEvents: [
      {
        name: "TracingStartedInBrowser",
        ph: "I",
        pid: 1,
        tid: 1,
        args: {
          data: {
            frames: [
              { frame: "F1", processId: 2 },
              { frame: "F2", parent: "F1", processId: 3 },
            ],
          },
        },
      },
      { name: "thread_name", ph: "M", pid: 2, tid: 20, args: { name: "CrRendererMain" } },
      { name: "thread_name", ph: "M", pid: 2, tid: 21, args: { name: "Compositor" } },
      { name: "thread_name", ph: "M", pid: 3, tid: 30, args: { name: "CrRendererMain" } },
      ...tasks.map((task, i) => ({ name: "RunTask", ph: "X", ts: 1000 * i, ...task })),
    ],
  });

  it("sums the thread time of the main frame's renderer main thread's tasks, times the slowdown", () => {
    const ms = rendererCpuMs(
      trace([
        { pid: 2, tid: 20, dur: 50_000, tdur: 20_000 },
        { pid: 2, tid: 20, dur: 10_000, tdur: 9_000 },
        // Another thread of the renderer, and another renderer's main thread: not counted.
        { pid: 2, tid: 21, dur: 40_000, tdur: 40_000 },
        { pid: 3, tid: 30, dur: 40_000, tdur: 40_000 },
      ]),
      4,
    );
    expect(ms).toBe(((20_000 + 9_000) / 1000) * 4);
  });

  it("is null when the trace has no thread times, so the wall time is used instead", () => {
    expect(rendererCpuMs(trace([{ pid: 2, tid: 20, dur: 50_000 }]), 4)).toBeNull();
    expect(rendererCpuMs({ traceEvents: [] }, 4)).toBeNull();
  });

  it("is the main-thread figure of a result that has a trace, its wall time kept beside it", () => {
    const figures = extractFigures(
      {
        ...makeLhr(),
        configSettings: { throttlingMethod: "simulate", throttling: { cpuSlowdownMultiplier: 4 } },
      },
      trace([{ pid: 2, tid: 20, dur: 300_000, tdur: 100_000 }]),
    );
    expect(figures.mainThreadMs).toBe(400);
    expect(figures.mainThreadWallMs).toBe(extractFigures(makeLhr()).mainThreadMs);
  });
});
