import { expect, test } from "./fixtures";

// A page's framework scripts are asked for once its first frame is drawn, so a phone paints the
// content before running them (server/scripts-after-paint.mjs, docs/performance.md); the page
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
