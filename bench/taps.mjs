// The first tap: on a phone profile (4× CPU, 1.6 Mbps, 150 ms round trip, 412 × 823, touch), when
// each page paints its first control that needs the page's script, and how long a tap at that
// very moment takes to have its effect; a tap with no effect within 10 s is lost. Beside the
// fixture's one-button page, the floor. Five loads of each page, interleaved, each in a fresh
// browser; prints the medians and the script each page loads.
//
//   node bench/taps.mjs                          build the app and the fixture, then measure
//   node bench/taps.mjs --skip-build --rounds=5 --pages=project,post-project
//
// Writes nothing.
import { pathToFileURL } from "node:url";

import { chromium } from "@playwright/test";

import { CHROME_FLAGS, chromePath } from "./lighthouse.mjs";
import { median } from "./lighthouse-figures.mjs";
import { SERVICE_CITY, roundsFromArgs } from "./pages.mjs";
import { buildAppAndFixture, startApp, startFixture } from "./servers.mjs";

/** How long a tap may take to show its effect before it counts as lost. */
const LOST_AFTER_MS = 10_000;

const pressed = { attribute: "aria-pressed", value: "true" };

/**
 * What is tapped on each page and how its effect shows: the tapped control (the first element
 * `control` finds) takes an attribute's value, or an element matching `appears` is in the page.
 */
export const TAP_TARGETS = [
  {
    name: "fixture",
    server: "fixture",
    path: "/button",
    control: "button[aria-pressed]",
    effect: pressed,
  },
  // The favourite heart: of the first project card, of the project page's header.
  { name: "home", path: "/", control: 'button[aria-pressed="false"]', effect: pressed },
  // Its cards are examples without a heart: the theme switch in the header.
  {
    name: "service-city",
    path: SERVICE_CITY,
    control: 'header button[aria-label^="Switch to"]',
    effect: { appears: "html.dark" },
  },
  {
    name: "project",
    path: "/project/1001",
    control: 'button[aria-pressed="false"]',
    effect: pressed,
  },
  // Sending the empty form: each missing field is marked.
  {
    name: "post-project",
    path: "/post-project",
    control: 'form button[type="submit"]',
    effect: { appears: '[aria-invalid="true"]' },
  },
  // The dashboard's second tab.
  {
    name: "dashboard",
    path: "/contractor-dashboard",
    control: '[role="tablist"] [role="tab"]:nth-child(2)',
    effect: { attribute: "aria-selected", value: "true" },
  },
];

/** Records in the page when the first pointer went down. */
function recordTaps() {
  addEventListener("pointerdown", () => (window.__tapAt ??= performance.now()), { capture: true });
}

/**
 * One load in a fresh browser: when the control was painted (ms from the navigation's start),
 * how long the tap at that moment took to have its effect (null: lost), and the script loaded.
 */
export async function tapOnce(url, target) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(recordTaps);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    // Not awaited: the tap goes in while the page is still loading.
    const navigation = page.goto(url, { waitUntil: "load", timeout: 120_000 }).catch(() => null);
    const control = await page.waitForSelector(target.control, {
      state: "attached",
      timeout: 60_000,
    });
    // Brought into view at once, then "painted" when the next frame has it on screen.
    const paintedAt = await control.evaluate(
      (element) =>
        new Promise((resolve) => {
          element.scrollIntoView({ block: "center" });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
        }),
    );
    const box = await control.boundingBox();
    if (!box) throw new Error(`${target.name}: ${target.control} has no box`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const effectAt = await page
      .waitForFunction(
        ([element, effect]) =>
          (
            effect.appears
              ? document.querySelector(effect.appears)
              : element.getAttribute(effect.attribute) === effect.value
          )
            ? performance.now()
            : false,
        [control, target.effect],
        { polling: "raf", timeout: LOST_AFTER_MS },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    await navigation;
    const { tapAt, scriptKb } = await page.evaluate(() => ({
      tapAt: window.__tapAt ?? null,
      scriptKb:
        performance
          .getEntriesByType("resource")
          .filter((entry) => entry.initiatorType === "script" || /\.js(\?|$)/.test(entry.name))
          .reduce((sum, entry) => sum + entry.encodedBodySize, 0) / 1024,
    }));
    return {
      paintedAt,
      tapToEffect: effectAt === null || tapAt === null ? null : effectAt - tapAt,
      scriptKb,
    };
  } finally {
    await browser.close();
  }
}

/** Medians of each page's loads; a lost tap counts, and is counted, apart. */
export function tapRows(loadsByPage) {
  return Object.entries(loadsByPage).map(([name, loads]) => {
    const effects = loads.map((load) => load.tapToEffect).filter((value) => value !== null);
    return {
      name,
      loads: loads.length,
      lost: loads.length - effects.length,
      paintedAt: Math.round(median(loads.map((load) => load.paintedAt))),
      tapToEffect: effects.length ? Math.round(median(effects)) : null,
      scriptKb: Math.round(median(loads.map((load) => load.scriptKb))),
    };
  });
}

async function main(args) {
  const rounds = roundsFromArgs(args);
  const pagesArg = args.find((arg) => arg.startsWith("--pages="));
  const names = pagesArg?.slice("--pages=".length).split(",");
  const targets = TAP_TARGETS.filter(
    (target) => target.name === "fixture" || !names || names.includes(target.name),
  );
  const log = (message) =>
    console.log(`[taps ${new Date().toISOString().slice(11, 19)}] ${message}`);
  await buildAppAndFixture(args, log);
  const servers = [];
  try {
    const app = await startApp();
    servers.push(app);
    const fixture = await startFixture();
    servers.push(fixture);
    const loads = {};
    for (let round = 1; round <= rounds; round++) {
      for (const target of targets) {
        const origin = target.server === "fixture" ? fixture.origin : app.origin;
        const load = await tapOnce(`${origin}${target.path}`, target);
        (loads[target.name] ??= []).push(load);
        log(
          `round ${round}/${rounds} ${target.name}: painted ${Math.round(load.paintedAt)} ms, ` +
            (load.tapToEffect === null
              ? "tap lost"
              : `effect ${Math.round(load.tapToEffect)} ms later`),
        );
      }
    }
    console.log(
      `\nFirst tap, medians of ${rounds} loads (4× CPU, 1.6 Mbps, 150 ms, 412 × 823, touch):\n`,
    );
    console.log("| page | control painted, ms | tap to effect, ms | taps lost | script, KB |");
    console.log("| --- | --- | --- | --- | --- |");
    for (const row of tapRows(loads)) {
      console.log(
        `| ${row.name} | ${row.paintedAt} | ${row.tapToEffect ?? "–"} | ${row.lost} of ${row.loads} | ${row.scriptKb} |`,
      );
    }
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
