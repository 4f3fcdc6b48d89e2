import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export type ThemeName = "light" | "dark";

/** Opens a page with the theme preset in localStorage, as a returning visitor would have it. */
export async function gotoInTheme(page: Page, path: string, theme: ThemeName) {
  await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
  await page.goto(path);
  if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
}

/**
 * Runs axe-core (WCAG 2.1 A and AA) on the page as it stands, or only on the part `include`
 * selects, leaving out what `exclude` selects, and expects no violations.
 */
export async function expectNoAxeViolations(page: Page, include?: string, exclude?: string) {
  const builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "best-practice",
  ]);
  if (include) builder.include(include);
  if (exclude) builder.exclude(exclude);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Checks each path in light and in dark mode. */
export async function expectPagesAccessible(page: Page, paths: readonly string[]) {
  for (const theme of ["light", "dark"] as const) {
    for (const path of paths) {
      await gotoInTheme(page, path, theme);
      await expectNoAxeViolations(page);
    }
  }
}
