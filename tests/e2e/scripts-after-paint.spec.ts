import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { AFTER_PAINT_LOADER } from "@/server/scripts-after-paint.mjs";

import { expect, test } from "./fixtures";

// A page's framework scripts are asked for once the whole document is read and a frame drawn, so
// a phone paints the content before running them (server/scripts-after-paint.mjs, docs/performance.md); the page
// then hydrates as before.

const CHUNK = /^\/_next\/static\/chunks\/[^/]+\.js$/;

for (const path of ["/services/plumbing/toronto", "/project/1001", "/contractor-dashboard"]) {
  test(`${path} draws its first frame before asking for its scripts, then hydrates @phone`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]*" async="">/);
    expect(html).toContain("__afterPaint(");

    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(String(error)));
    // Registered before any of the page's own code: the time its first frame began.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: number }).firstFrame = performance.now();
      });
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");

    const { firstFrame, chunkStarts, painted } = await page.evaluate((pattern) => {
      const chunk = new RegExp(pattern);
      return {
        firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
        chunkStarts: performance
          .getEntriesByType("resource")
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script")
          .filter((entry) => chunk.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
        painted: performance.getEntriesByName("first-contentful-paint").length,
      };
    }, CHUNK.source);
    expect(painted).toBe(1);
    expect(chunkStarts.length).toBeGreaterThan(3);
    for (const start of chunkStarts) expect(start).toBeGreaterThanOrEqual(firstFrame);

    // Hydrated: a site link is followed in place (the same window), not loaded anew.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator("footer a[data-client-nav][href='/how-it-works']").click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(errors).toEqual([]);
  });
}

test("a document that arrives slowly asks for its scripts only once all of it is read and drawn", async ({
  page,
}) => {
  // A page of our own on loopback, sent in three parts: a phone on a slow network gets the
  // document in pieces, and a frame drawn after the first piece must not let the scripts in.
  let documentEnded = Number.POSITIVE_INFINITY;
  let scriptAsked = Number.NEGATIVE_INFINITY;
  const server = createServer((request, response) => {
    if (request.url === "/late.js") {
      scriptAsked = Date.now();
      response.writeHead(200, { "content-type": "text/javascript" });
      response.end("window.lateRan = true;");
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.write(
      `<!doctype html><html><head>${AFTER_PAINT_LOADER}<script>__afterPaint("/late.js")</script>` +
        "</head><body><p>The first part.</p>",
    );
    setTimeout(() => response.write("<p>The second part.</p>"), 400);
    setTimeout(() => {
      documentEnded = Date.now();
      response.end("<p>The end.</p></body></html>");
    }, 800);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect.poll(() => page.evaluate(() => "lateRan" in window)).toBe(true);
    expect(scriptAsked).toBeGreaterThanOrEqual(documentEnded);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
