import { COMPILE_HINT } from "@/lib/compile-hints.mjs";

import { expect, test } from "./fixtures";
import { CHUNK_SCRIPT } from "./helpers";

// Every script the browser runs from the build starts with V8's compile hint, so Chrome compiles
// it in the background as it arrives instead of function by function while the page starts
// (lib/compile-hints.mjs).

for (const path of ["/services/plumbing/toronto", "/contractor-dashboard", "/post-project"]) {
  test(`${path}: every chunk it loads is marked for compiling as it arrives`, async ({ page }) => {
    const chunks: Promise<{ url: string; start: string }>[] = [];
    page.on("response", (response) => {
      if (!CHUNK_SCRIPT.test(new URL(response.url()).pathname)) return;
      chunks.push(
        response.text().then((text) => ({ url: response.url(), start: text.slice(0, 40) })),
      );
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const loaded = await Promise.all(chunks);
    expect(loaded.length).toBeGreaterThan(5);
    for (const chunk of loaded) {
      expect(chunk.start.startsWith(COMPILE_HINT), chunk.url).toBe(true);
    }
  });
}
