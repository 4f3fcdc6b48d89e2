// The figures the bench keeps from one Lighthouse result (lhr), and their medians over rounds.
// Pure functions: no browser, no files (tests/unit/bench-lighthouse.test.ts).

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values) {
  if (values.length === 0) throw new Error("median of an empty list");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function shortUrl(url) {
  try {
    const { pathname, search } = new URL(url);
    return pathname + search;
  } catch {
    return String(url);
  }
}

function describeItem(item) {
  if (item.node) return { selector: item.node.selector, snippet: item.node.snippet };
  if (item.description)
    return { message: item.description, url: shortUrl(item.sourceLocation?.url ?? "") };
  return { url: shortUrl(item.url ?? "") };
}

/**
 * The largest contentful paint element: the first table of the audit's list names the node
 * ({ selector, snippet }); null when Lighthouse found none.
 */
export function lcpElement(lhr) {
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  const tables = details?.type === "list" ? details.items : [details];
  for (const table of tables ?? []) {
    const node = table?.items?.find((item) => item.node)?.node;
    if (node) return { selector: node.selector ?? "", snippet: node.snippet ?? "" };
  }
  return null;
}

/**
 * Main-thread work by category ("Script Evaluation", "Style & Layout", …) in ms, and the total
 * (the audit's numericValue; the sum of the categories when that is missing).
 */
export function mainThreadWork(lhr) {
  const audit = lhr.audits["mainthread-work-breakdown"];
  /** @type {Record<string, number>} */
  const byCategory = {};
  for (const item of audit?.details?.items ?? []) {
    const label = item.groupLabel ?? item.group;
    byCategory[label] = (byCategory[label] ?? 0) + item.duration;
  }
  const total =
    audit?.numericValue ?? Object.values(byCategory).reduce((sum, duration) => sum + duration, 0);
  return { total, byCategory };
}

/**
 * Requests the page started after its load event. The network-requests audit gives each
 * request's times in ms from the earliest request (its debugData.networkStartTimeTs, in µs); the
 * metrics audit gives the observed load event in µs (observedLoadTs), or in ms from navigation
 * start (observedLoad) when the timestamps are missing.
 */
export function requestsAfterLoad(lhr) {
  const observed = lhr.audits.metrics?.details?.items?.[0];
  const network = lhr.audits["network-requests"]?.details;
  if (!observed || !network) {
    return { loadMs: null, count: 0, transferBytes: 0, byType: {}, urls: [] };
  }
  const startTs = network.debugData?.networkStartTimeTs;
  const loadMs =
    Number.isFinite(startTs) && Number.isFinite(observed.observedLoadTs)
      ? (observed.observedLoadTs - startTs) / 1000
      : observed.observedLoad;
  const after = (network.items ?? []).filter((request) => {
    const started = request.rendererStartTime ?? request.networkRequestTime;
    return Number.isFinite(started) && started > loadMs;
  });
  /** @type {Record<string, number>} */
  const byType = {};
  for (const request of after) {
    const type = request.resourceType ?? "Other";
    byType[type] = (byType[type] ?? 0) + 1;
  }
  return {
    loadMs,
    count: after.length,
    byType,
    transferBytes: after.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    urls: after.map((request) => shortUrl(request.url)),
  };
}

/**
 * The CPU time of the page's renderer main thread in ms, from the run's own trace: the thread time
 * (`tdur`) of its top-level tasks, not their wall time, so that time the shared machine spent on
 * other work while the task waited for a core is not counted. Times the CPU slowdown Lighthouse
 * simulates (its mainthread-work-breakdown does the same with wall time). The page's renderer is
 * the process of the main frame in `TracingStartedInBrowser`; null when the trace has no thread
 * times.
 * @param {{ traceEvents: any[] }} trace
 * @param {number} multiplier
 */
export function rendererCpuMs(trace, multiplier) {
  const events = trace?.traceEvents ?? [];
  const started = events.find((event) => event.name === "TracingStartedInBrowser");
  const frames = started?.args?.data?.frames ?? [];
  const mainFrame = frames.find((frame) => !frame.parent) ?? frames[0];
  const rendererThreads = new Set(
    events
      .filter(
        (event) =>
          event.ph === "M" &&
          event.name === "thread_name" &&
          event.args?.name === "CrRendererMain" &&
          (mainFrame === undefined || event.pid === mainFrame.processId),
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  let micros = 0;
  let timed = false;
  for (const event of events) {
    if (event.ph !== "X" || event.name !== "RunTask") continue;
    if (!rendererThreads.has(`${event.pid}:${event.tid}`)) continue;
    if (typeof event.tdur !== "number") continue;
    micros += event.tdur;
    timed = true;
  }
  return timed ? (micros / 1000) * multiplier : null;
}

/** Everything the bench keeps from one Lighthouse result. */
export function extractFigures(lhr, trace) {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  }
  /** @type {Record<string, number>} */
  const scores = {};
  /** @type {Record<string, any[]>} */
  const failing = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue; // a run limited to some categories
    scores[id] = Math.round(category.score * 100);
    // The audits that cost points: weighted audits that did not pass (the reason a score < 100).
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => ({
        id: audit.id,
        score: audit.score,
        displayValue: audit.displayValue ?? "",
        // What failed: the elements, console messages or requests the audit names (a few).
        items:
          id === "performance" ? [] : (audit.details?.items ?? []).slice(0, 5).map(describeItem),
      }));
  }
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === "Script");
  const mainThread = mainThreadWork(lhr);
  const multiplier =
    lhr.configSettings?.throttlingMethod === "simulate"
      ? (lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1)
      : 1;
  const cpuMs = trace ? rendererCpuMs(trace, multiplier) : null;
  return {
    scores,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    lcpElement: lcpElement(lhr),
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    // The budget's main-thread figure: the renderer's CPU time when the trace has it, else the
    // wall time of its tasks as Lighthouse's mainthread-work-breakdown counts it.
    mainThreadMs: cpuMs ?? mainThread.total,
    mainThreadWallMs: mainThread.total,
    mainThreadByCategory: mainThread.byCategory,
    // What the browser fetched, scripts loaded after the HTML included.
    scriptCount: scripts.length,
    scriptTransferBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    afterLoad: requestsAfterLoad(lhr),
    // Where main-thread time went, by script.
    bootup: (lhr.audits["bootup-time"]?.details?.items ?? []).slice(0, 6).map((item) => ({
      url: shortUrl(item.url),
      totalMs: Math.round(item.total),
      scriptingMs: Math.round(item.scripting),
    })),
    failing,
    warnings: lhr.runWarnings ?? [],
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? "",
  };
}

/** How often each value occurs, most frequent first: [{ value, runs }]. */
function tally(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()]
    .map(([value, runs]) => ({ value, runs }))
    .sort((a, b) => b.runs - a.runs);
}

/**
 * The figures of several runs of one side (the page, or the fixture in the same rounds): each
 * figure is its own median. The LCP element and the requests after load are listed with the
 * number of runs they occurred in.
 */
export function medianFigures(runs) {
  if (runs.length === 0) throw new Error("no runs");
  /** @type {Record<string, number>} */
  const scores = {};
  for (const id of Object.keys(runs[0].scores))
    scores[id] = median(runs.map((run) => run.scores[id]));
  const categories = [...new Set(runs.flatMap((run) => Object.keys(run.mainThreadByCategory)))];
  /** @type {Record<string, number>} */
  const mainThreadByCategory = {};
  for (const label of categories) {
    mainThreadByCategory[label] = Math.round(
      median(runs.map((run) => run.mainThreadByCategory[label] ?? 0)),
    );
  }
  /** @type {Record<string, any[]>} */
  const failing = {};
  for (const id of Object.keys(runs[0].failing)) {
    const byId = new Map();
    for (const run of runs) {
      for (const audit of run.failing[id] ?? []) {
        const entry = byId.get(audit.id) ?? { ...audit, runs: 0 };
        entry.runs += 1;
        byId.set(audit.id, entry);
      }
    }
    failing[id] = [...byId.values()];
  }
  // Diagnostics of the run with the median main-thread time.
  const byMainThread = [...runs].sort((a, b) => a.mainThreadMs - b.mainThreadMs);
  const middleRun = byMainThread[Math.floor((byMainThread.length - 1) / 2)];
  return {
    scores,
    tbtMs: Math.round(median(runs.map((run) => run.tbtMs))),
    lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
    lcpElements: tally(runs.map((run) => run.lcpElement?.selector ?? "none")).map(
      ({ value, runs: count }) => ({
        selector: value,
        snippet: runs.find((run) => run.lcpElement?.selector === value)?.lcpElement.snippet ?? "",
        runs: count,
      }),
    ),
    cls: Number(median(runs.map((run) => run.cls)).toFixed(3)),
    mainThreadMs: Math.round(median(runs.map((run) => run.mainThreadMs))),
    mainThreadWallMs: Math.round(
      median(runs.map((run) => run.mainThreadWallMs ?? run.mainThreadMs)),
    ),
    mainThreadByCategory,
    scriptCount: median(runs.map((run) => run.scriptCount)),
    scriptTransferBytes: Math.round(median(runs.map((run) => run.scriptTransferBytes))),
    afterLoad: {
      count: median(runs.map((run) => run.afterLoad.count)),
      byType: Object.fromEntries(
        [...new Set(runs.flatMap((run) => Object.keys(run.afterLoad.byType)))].map((type) => [
          type,
          median(runs.map((run) => run.afterLoad.byType[type] ?? 0)),
        ]),
      ),
      transferBytes: Math.round(median(runs.map((run) => run.afterLoad.transferBytes))),
      urls: tally(runs.flatMap((run) => [...new Set(run.afterLoad.urls)])).map(
        ({ value, runs: count }) => ({ url: value, runs: count }),
      ),
    },
    runs: runs.map((run) => ({
      performance: run.scores.performance,
      tbtMs: Math.round(run.tbtMs),
      lcpMs: Math.round(run.lcpMs),
      mainThreadMs: Math.round(run.mainThreadMs),
    })),
    bootup: middleRun.bootup,
    failing,
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  };
}
