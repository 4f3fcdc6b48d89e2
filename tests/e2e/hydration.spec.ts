import { expect, holdScripts, test } from "./fixtures";
import { untilHydrated } from "./hydration";

// The tests' own promise (tests/e2e/hydration.ts): after `goto` every page has hydrated, so a
// click is never lost on the server-rendered HTML; a test of what happens before opts out.

const reactProps = (node: Element) =>
  Object.keys(node).some((key) => key.startsWith("__reactProps$"));

test("a page opened with goto has hydrated, its Suspense boundaries too @phone", async ({
  page,
}) => {
  await page.goto("/services");
  expect(await page.evaluate(() => window.__pageHydrated?.())).toBe(true);
  expect(await page.getByTestId("theme-toggle").evaluate(reactProps)).toBe(true);
  expect(await page.getByLabel("Search services").evaluate(reactProps)).toBe(true);
});

test("a page whose scripts have not run is not reported hydrated", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/services", { waitUntil: "domcontentloaded" });
  expect(await page.evaluate(() => window.__pageHydrated?.())).toBe(false);
  expect(await page.getByTestId("theme-toggle").evaluate(reactProps)).toBe(false);
  release();
  await untilHydrated(page);
  expect(await page.getByTestId("theme-toggle").evaluate(reactProps)).toBe(true);
});
