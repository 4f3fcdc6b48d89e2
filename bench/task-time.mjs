// The main thread's task time of each page type and its floors, on a phone-sized Chromium with the
// CPU slowed 4× for real (not simulated), many loads interleaved: a steadier reading of "what the
// app's own code and hydration add" than three Lighthouse runs (docs/performance.md). Sides:
// - the empty fixture;
// - the page's static copy (its markup in one element React does not hydrate);
// - its hydrated copy (the same markup as React elements of a server component, every element
//   hydrated, no code of the app: bench/static-copy/html-to-elements.ts);
// - the page.
//
//   node bench/task-time.mjs                        build the app, then every page type, 10 rounds
//   node bench/task-time.mjs --skip-build --rounds=10 --pages=home,dashboard
//
// Prints the medians; writes nothing but the static copies (bench/static-copy.mjs).
import { pathToFileURL } from "node:url";

import { chromium } from "@playwright/test";

import { CHROME_FLAGS, chromePath } from "./lighthouse.mjs";
import { median } from "./lighthouse-figures.mjs";
import { pageTypesFromArgs, roundsFromArgs } from "./pages.mjs";
import { BUDGETS } from "./report.mjs";
import { buildAppAndFixture, startApp, startFixture } from "./servers.mjs";
import { startFloors } from "./static-copy.mjs";

export const SIDES = ["fixture", "copy", "hydrated", "page"];

/**
 * One load in a fresh browser: the main thread's task time (ms) from the page's start until two
 * seconds after the network is idle (the app asks for its scripts after the first paint, so they
 * are included).
 */
export async function taskTime(url) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Performance.enable");
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(2_000);
    const { metrics } = await cdp.send("Performance.getMetrics");
    return { task: (metrics.find((metric) => metric.name === "TaskDuration")?.value ?? 0) * 1000 };
  } finally {
    await browser.close();
  }
}

/**
 * Medians of each side's loads, and what the page and its hydrated copy add to the static copy
 * against the allowance for the app's islands and hydration (0.4 × the fixture).
 */
export function taskTimeRows(loadsByPage) {
  return Object.entries(loadsByPage).map(([name, sides]) => {
    const task = Object.fromEntries(
      SIDES.map((side) => [side, Math.round(median(sides[side].map((load) => load.task)))]),
    );
    return {
      name,
      task,
      hydrationAdds: task.hydrated - task.copy,
      pageAdds: task.page - task.copy,
      allowance: Math.round(BUDGETS.mainThreadFixtureShareAboveCopy * task.fixture),
    };
  });
}

async function main(args) {
  const rounds = args.some((arg) => arg.startsWith("--rounds=")) ? roundsFromArgs(args) : 10;
  const pages = pageTypesFromArgs(args).filter((page) => page.lighthouse !== false);
  const log = (message) =>
    console.log(`[task time ${new Date().toISOString().slice(11, 19)}] ${message}`);
  await buildAppAndFixture(args, log);
  const servers = [];
  try {
    const app = await startApp();
    servers.push(app);
    const fixture = await startFixture();
    servers.push(fixture);
    const floors = await startFloors(app, fixture, pages, { log });
    servers.push(floors);
    /** @type {Record<string, Record<string, Awaited<ReturnType<typeof taskTime>>[]>>} */
    const loads = {};
    for (let round = 1; round <= rounds; round++) {
      for (const page of floors.pages) {
        const urls = {
          fixture: `${fixture.origin}/`,
          copy: page.copyUrl,
          hydrated: page.hydratedUrl,
          page: page.url,
        };
        const figures = {};
        for (const side of SIDES) {
          const load = await taskTime(urls[side]);
          ((loads[page.name] ??= {})[side] ??= []).push(load);
          figures[side] = Math.round(load.task);
        }
        log(`round ${round}/${rounds} ${page.name}: ${JSON.stringify(figures)}`);
      }
    }
    console.log(`\nMain-thread task time, ms, medians of ${rounds} loads (4× CPU, 412 × 823):\n`);
    console.log(
      "| page | fixture | static copy | hydrated copy | page | hydration adds | page adds | 0.4 × fixture |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const row of taskTimeRows(loads)) {
      const { fixture, copy, hydrated, page } = row.task;
      console.log(
        `| ${row.name} | ${fixture} | ${copy} | ${hydrated} | ${page} | ${row.hydrationAdds} | ${row.pageAdds} | ${row.allowance} |`,
      );
    }
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
