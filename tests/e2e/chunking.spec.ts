import { expect, test } from "./fixtures";
import { chunksRequested } from "./helpers";

// The app's client components arrive in a few merged chunks, not one small file each: with
// Next's default chunking the dashboard loaded 14 chunks and the post form 12 (lib/chunking.mjs,
// docs/decisions/0036-light-pages-and-hydration.md).

const MOST_CHUNKS = 9;

for (const path of ["/contractor-dashboard", "/post-project"]) {
  test(`${path} loads at most ${MOST_CHUNKS} chunks`, async ({ page }) => {
    const chunks = chunksRequested(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Its scripts ran: the dashboard's projects are rendered in the browser.
    if (path === "/contractor-dashboard") {
      await expect(page.getByTestId("dashboard-project").first()).toBeVisible();
    }
    expect(chunks.size).toBeGreaterThan(2);
    expect(chunks.size, [...chunks].join("\n")).toBeLessThanOrEqual(MOST_CHUNKS);
  });
}
