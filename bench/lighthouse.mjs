// Lighthouse (mobile preset) against pages already being served, one run at a time, each page
// interleaved with the empty fixture so that both see the same state of the shared machine.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

import { CATEGORIES, extractFigures, medianFigures } from "./lighthouse-figures.mjs";

export { CATEGORIES };

export const chromePath =
  process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

// The machine has no internet: nothing in the browser may try to reach one.
export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/**
 * One Lighthouse run with the default (mobile) preset: Moto G Power, slow 4G and 4× CPU slowdown,
 * simulated. A fresh browser with a fresh profile every time. Returns extractFigures(lhr).
 */
export async function runLighthouse(url, { categories = CATEGORIES } = {}) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), "torontopros-bench-chrome-"));
  const chrome = await launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: "silent",
    handleSIGINT: false,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return extractFigures(result.lhr, result.artifacts?.Trace);
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

// The sides a page type may have, in the order each round measures them: the empty fixture, the
// page's static copy and plain copy when given (its floors: bench/static-copy.mjs), the page.
const SIDES = [
  ["fixture", "fixtureUrl"],
  ["copy", "copyUrl"],
  ["plain", "plainUrl"],
  ["app", "url"],
];

/**
 * `rounds` rounds; in each, for every page: the empty fixture, its static copy and plain copy
 * when the page has a `copyUrl` and a `plainUrl`, then the page. Each page is thus compared with
 * the runs of its floors taken just before it, in the same rounds. Returns one entry per page:
 * { page, path, indexed, app, fixture, copy?, plain?, documents? } with the median figures of
 * each side (and the page's `documents` as given).
 */
export async function lighthouseRounds(pages, fixtureUrl, { rounds, categories, label, log }) {
  const measured = pages.map((page) => ({
    page,
    sides: SIDES.filter(([, key]) => key === "fixtureUrl" || page[key]).map(([side, key]) => ({
      side,
      url: key === "fixtureUrl" ? fixtureUrl : page[key],
      runs: [],
    })),
  }));
  for (let round = 1; round <= rounds; round++) {
    for (const { page, sides } of measured) {
      for (const { side, url, runs } of sides) {
        const started = Date.now();
        const run = await runLighthouse(url, { categories });
        runs.push(run);
        log?.(
          `lighthouse ${label} round ${round}/${rounds} ${page.name} ` +
            `${side === "app" ? page.path : `(${side})`}: perf ${run.scores.performance}, ` +
            `TBT ${Math.round(run.tbtMs)} ms, LCP ${Math.round(run.lcpMs)} ms, ` +
            `main thread ${Math.round(run.mainThreadMs)} ms ` +
            `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    }
  }
  const first = measured[0]?.sides.at(-1)?.runs[0];
  return {
    lighthouseVersion: first?.lighthouseVersion,
    userAgent: first?.userAgent,
    pages: measured.map(({ page, sides }) => ({
      page: page.name,
      path: page.path,
      indexed: page.indexed !== false,
      ...Object.fromEntries(sides.map(({ side, runs }) => [side, medianFigures(runs)])),
      ...(page.documents ? { documents: page.documents } : {}),
    })),
  };
}
