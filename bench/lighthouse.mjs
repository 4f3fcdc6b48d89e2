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
const CHROME_FLAGS = [
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
    return extractFigures(result.lhr);
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * `rounds` rounds; in each, for every page: the empty fixture, then the page. Each page is thus
 * compared with the fixture runs taken just before it, in the same rounds. A page with a
 * `copyUrl` (its static copy, bench/static-copy.mjs) has that measured between the two. Returns
 * one entry per page: { page, path, indexed, app, fixture, copy? } with the median figures of
 * each side.
 */
export async function lighthouseRounds(pages, fixtureUrl, { rounds, categories, label, log }) {
  const raw = new Map(pages.map((page) => [page.name, { app: [], fixture: [], copy: [] }]));
  for (let round = 1; round <= rounds; round++) {
    for (const page of pages) {
      const runs = raw.get(page.name);
      const sides = [["fixture", fixtureUrl], ...(page.copyUrl ? [["copy", page.copyUrl]] : [])];
      for (const [side, url] of [...sides, ["app", page.url]]) {
        const started = Date.now();
        const run = await runLighthouse(url, { categories });
        runs[side].push(run);
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
  const first = raw.get(pages[0]?.name)?.app[0];
  return {
    lighthouseVersion: first?.lighthouseVersion,
    userAgent: first?.userAgent,
    pages: pages.map((page) => ({
      page: page.name,
      path: page.path,
      indexed: page.indexed !== false,
      app: medianFigures(raw.get(page.name).app),
      fixture: medianFigures(raw.get(page.name).fixture),
      ...(page.copyUrl ? { copy: medianFigures(raw.get(page.name).copy) } : {}),
    })),
  };
}
