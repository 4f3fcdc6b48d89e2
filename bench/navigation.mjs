// `node bench/navigation.mjs`: click-to-paint of a link whose page was fetched on intent (pointer
// over it first) against one pressed cold (nothing fetched before the click), on the built app,
// with the CPU slowed 4× as Lighthouse's mobile preset does. Prints the medians of 10 of each.
import { chromium } from "@playwright/test";

import { chromePath } from "./lighthouse.mjs";
import { median } from "./lighthouse-figures.mjs";
import { startApp } from "./servers.mjs";

const FROM = "/services/plumbing/toronto";
const TO = "/services/plumbing/mississauga";
const RUNS = 10;

const app = await startApp();
const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox"] });
try {
  const timings = { intent: [], cold: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const kind of ["intent", "cold"]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(app.origin + FROM, { waitUntil: "networkidle" });
      const link = page.locator(`a[href="${TO}"]`).first();
      await link.scrollIntoViewIfNeeded();
      if (kind === "intent") {
        const fetched = page.waitForResponse((r) => r.url().includes(`${TO}?_rsc`));
        await link.hover();
        await fetched;
      }
      // From the press to the new page's heading on screen, timed in the page itself.
      const ms = await link.evaluate(
        (anchor, to) =>
          new Promise((resolve) => {
            const start = performance.now();
            const done = () => {
              if (
                location.pathname === to &&
                document.querySelector("h1")?.textContent?.includes("Mississauga")
              ) {
                requestAnimationFrame(() => resolve(performance.now() - start));
              } else requestAnimationFrame(done);
            };
            anchor.dispatchEvent(
              new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }),
            );
            requestAnimationFrame(done);
          }),
        TO,
      );
      timings[kind].push(ms);
      await context.close();
    }
  }
  const intent = median(timings.intent);
  const cold = median(timings.cold);
  console.log(
    `click-to-paint ${FROM} → ${TO} (4× CPU, median of ${RUNS}): ` +
      `fetched on intent ${Math.round(intent)} ms, cold ${Math.round(cold)} ms`,
  );
} finally {
  await browser.close();
  await app.stop();
}
