// Lighthouse (mobile and desktop presets) against pages already being served, one run at a time.
import { mkdtempSync, rmSync } from "node:fs";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

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

/** The default Lighthouse config is the mobile preset (Moto G Power, slow 4G, 4x CPU slowdown). */
const CONFIGS = { mobile: undefined, desktop: desktopConfig };

/** One Lighthouse run in a fresh browser with a fresh profile; returns the figures we keep. */
export async function runLighthouse(url, preset) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), "torontopros-bench-chrome-"));
  const chrome = await launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: "silent",
    handleSIGINT: false,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
      CONFIGS[preset],
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return summarise(result.lhr);
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

function summarise(lhr) {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  }
  const scores = {};
  const failing = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = Math.round(category.score * 100);
    // The audits that cost points: weighted audits that did not pass (the reason a score < 100).
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => ({
        id: audit.id,
        score: audit.score,
        displayValue: audit.displayValue ?? "",
        // What failed: the elements, console messages or requests the audit names (a few).
        items:
          id === "performance" ? [] : (audit.details?.items ?? []).slice(0, 5).map(describeItem),
      }));
  }
  // Where main-thread time went (total blocking time comes from these scripts) and what the
  // largest contentful paint was.
  const bootup = (lhr.audits["bootup-time"]?.details?.items ?? []).slice(0, 6).map((item) => ({
    url: shortUrl(item.url),
    totalMs: Math.round(item.total),
    scriptingMs: Math.round(item.scripting),
  }));
  const lcpElement =
    lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
      ?.snippet ?? "";
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === "Script");
  return {
    scores,
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    // What the browser actually fetched, including scripts loaded after the HTML (cross-check for
    // the byte counts taken from the HTML).
    scriptTransferBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scriptCount: scripts.length,
    failing,
    bootup,
    lcpElement,
    warnings: lhr.runWarnings ?? [],
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? "",
  };
}

function shortUrl(url) {
  try {
    const { pathname } = new URL(url);
    return pathname;
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

function medianRun(list) {
  return [...list].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor(list.length / 2)];
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Every page with both presets, `runs` times each. Rounds are interleaved (every page once, then
 * again) so that load from other work on the shared machine falls on all pages alike, the empty
 * fixture included. Each figure is the median of its runs.
 */
export async function lighthouseAll(pages, { runs = 3, presets = ["mobile", "desktop"], log }) {
  const raw = {};
  for (let round = 1; round <= runs; round++) {
    for (const preset of presets) {
      for (const page of pages) {
        const key = `${page.name}|${preset}`;
        const started = Date.now();
        const run = await runLighthouse(page.url, preset);
        (raw[key] ??= []).push(run);
        log?.(
          `lighthouse ${preset} ${page.name} run ${round}/${runs}: ` +
            CATEGORIES.map((id) => run.scores[id]).join("/") +
            ` TBT ${Math.round(run.tbtMs)} ms (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    }
  }
  const results = [];
  for (const page of pages) {
    for (const preset of presets) {
      const list = raw[`${page.name}|${preset}`];
      const scores = {};
      for (const id of CATEGORIES) scores[id] = median(list.map((run) => run.scores[id]));
      // Failing audits over all runs, with how many runs each failed in.
      const failing = {};
      for (const id of CATEGORIES) {
        const byId = new Map();
        for (const run of list) {
          for (const audit of run.failing[id]) {
            const entry = byId.get(audit.id) ?? { ...audit, runs: 0 };
            entry.runs += 1;
            byId.set(audit.id, entry);
          }
        }
        failing[id] = [...byId.values()];
      }
      results.push({
        page: page.name,
        path: page.path,
        preset,
        scores,
        lcpMs: Math.round(median(list.map((run) => run.lcpMs))),
        cls: Number(median(list.map((run) => run.cls)).toFixed(3)),
        tbtMs: Math.round(median(list.map((run) => run.tbtMs))),
        scriptTransferBytes: median(list.map((run) => run.scriptTransferBytes)),
        scriptCount: median(list.map((run) => run.scriptCount)),
        runs: list.map((run) => ({
          scores: run.scores,
          lcpMs: Math.round(run.lcpMs),
          cls: Number(run.cls.toFixed(3)),
          tbtMs: Math.round(run.tbtMs),
        })),
        failing,
        // Diagnostics of the run with the median total blocking time.
        bootup: medianRun(list).bootup,
        lcpElement: medianRun(list).lcpElement,
        warnings: [...new Set(list.flatMap((run) => run.warnings))],
      });
    }
  }
  const first = Object.values(raw)[0]?.[0];
  return { results, lighthouseVersion: first?.lighthouseVersion, userAgent: first?.userAgent };
}
