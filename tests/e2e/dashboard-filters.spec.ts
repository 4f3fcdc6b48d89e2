import type { Page } from "@playwright/test";

import {
  choose,
  expectNoAxeViolations,
  gotoInTheme,
  holdScripts,
  hydrated,
  postProjectByApi,
} from "./fixtures";
import { expect, test } from "./own-server";

// The contractor's dashboard narrows the list by trade, city, budget and urgency; the choice is
// in the address, so it can be shared and Back undoes it. Titles carry a run id: the worker's
// server is shared by this file's tests.

const cards = (page: Page) => page.getByRole("tabpanel").getByTestId("dashboard-project");

test("filters by trade, city, budget and urgency, kept in the address @phone", async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const title = (name: string) => `${name} ${run}`;
  await postProjectByApi(request, {
    title: title("Markham drain"),
    category: "Plumbing",
    location: "Unionville, Markham, ON",
    budget: "$5,000 - $10,000",
    urgency: "high",
  });
  await postProjectByApi(request, {
    title: title("Toronto panel"),
    category: "Electrical",
    location: "Leslieville, Toronto, ON",
    budget: "Under $1,000",
    urgency: "low",
  });
  await postProjectByApi(request, {
    title: title("Toronto water heater"),
    category: "Plumbing",
    location: "toronto",
    budget: "$5,000 - $10,000",
    urgency: "high",
  });

  await page.goto("/contractor-dashboard");
  await expect(cards(page).filter({ hasText: run })).toHaveCount(3);
  await hydrated(page.getByRole("combobox", { name: "Trade" }));

  await choose(page, "Trade", "Plumbing");
  await expect(page).toHaveURL(/\?category=Plumbing$/);
  await expect(cards(page).filter({ hasText: run })).toHaveCount(2);
  await expect(cards(page).filter({ hasText: title("Toronto panel") })).toHaveCount(0);

  await choose(page, "City", "Toronto");
  await expect(page).toHaveURL(/\?category=Plumbing&city=Toronto$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(title("Toronto water heater"));
  await expect(page.getByTestId("filter-summary")).toHaveText(
    "1 posted project matches these filters",
  );

  // Shared: another browser opening the address sees the same list and the same choices.
  const shared = page.url();
  await choose(page, "Budget", "Under $1,000");
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole("tabpanel")).toContainText("No projects match these filters.");

  // Back undoes the last choice, and the select shows it.
  await page.goBack();
  await expect(page).toHaveURL(shared);
  await expect(page.getByRole("combobox", { name: "Budget" })).toHaveValue("");
  await expect(cards(page)).toHaveCount(1);

  await page.goto(shared.replace(/city=Toronto/, "city=Toronto&urgency=low"));
  await expect(page.getByRole("combobox", { name: "Trade" })).toHaveValue("Plumbing");
  await expect(page.getByRole("combobox", { name: "City" })).toHaveValue("Toronto");
  await expect(page.getByRole("combobox", { name: "Urgency" })).toHaveValue("low");
  await expect(cards(page)).toHaveCount(0);

  // An address with a value no list has ignores that value instead of failing.
  await page.goto("/contractor-dashboard?city=Oshawa&urgency=high");
  await expect(page.getByRole("combobox", { name: "City" })).toHaveValue("");
  await expect(cards(page).filter({ hasText: run })).toHaveCount(2);

  await hydrated(page.getByRole("button", { name: "Clear filters" }));
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/contractor-dashboard$/);
  await expect(cards(page).filter({ hasText: run })).toHaveCount(3);
});

test("the list and figures come with the page; a filter asks the API, not the page @phone", async ({
  page,
  request,
}) => {
  const title = `Basement sump pump ${Date.now().toString(36)}`;
  await postProjectByApi(request, { title, category: "Plumbing" });
  const asked: string[] = [];
  page.on("request", (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith("/api/") || url.pathname === "/contractor-dashboard") {
      asked.push(url.pathname + url.search);
    }
  });

  // Before any script has run: the filtered list, its figures and the held filters are there.
  const release = await holdScripts(page);
  await page.goto("/contractor-dashboard?category=Plumbing", { waitUntil: "domcontentloaded" });
  await expect(cards(page).filter({ hasText: title })).toBeVisible();
  await expect(cards(page).filter({ hasNotText: "Plumbing" })).toHaveCount(0);
  await expect(page.getByTestId("stat-Available Projects")).toHaveText(/^[\d,]+$/);
  const trade = page.getByRole("combobox", { name: "Trade" });
  await expect(trade).toHaveValue("Plumbing");
  await expect(trade).toBeDisabled();

  release();
  await hydrated(trade);
  await expect(trade).toBeEnabled();
  // Hydrated with what the page brought: nothing asked again.
  expect(asked).toEqual(["/contractor-dashboard?category=Plumbing"]);

  // Another trade: its list from the API, the page itself not asked for again; Back likewise.
  await choose(page, "Trade", "Electrical");
  await expect(page).toHaveURL(/\?category=Electrical$/);
  await expect(cards(page).filter({ hasText: title })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\?category=Plumbing$/);
  await expect(cards(page).filter({ hasText: title })).toBeVisible();
  expect(asked.filter((path) => path.startsWith("/contractor-dashboard"))).toHaveLength(1);
  expect(asked).toContain("/api/projects?category=Electrical");
});

test("the dashboard draws each card once as it loads, and again only the one this browser owns @phone", async ({
  page,
  request,
}) => {
  // The page renders again once hydrated and once it has read this browser's tokens; fifty
  // cards drawn again for nothing are a long task on a phone (docs/performance.md).
  const run = Date.now().toString(36);
  const owned = await postProjectByApi(request, { title: `Eavestrough, owned ${run}` });
  await postProjectByApi(request, { title: `Eavestrough, not owned ${run}` });
  // This browser holds the owned project's manage token, as after following its manage link.
  await page.addInitScript(
    ([id, token]) => localStorage.setItem("manageTokens", JSON.stringify({ [id]: token })),
    [String(owned.project.id), owned.manageToken] as const,
  );

  await page.goto("/contractor-dashboard");
  await expect(
    page.getByRole("combobox", { name: `Status: Eavestrough, owned ${run}` }),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThanOrEqual(2);
  // Every card once (hydration), and the owned one again with its controls.
  expect(await page.evaluate(() => window.__drawnByTestId?.["dashboard-project"])).toBe(shown + 1);
});

test("the filters fit a phone and pass axe in light and dark @phone", async ({ page }) => {
  for (const theme of ["light", "dark"] as const) {
    await gotoInTheme(page, "/contractor-dashboard?category=Plumbing&urgency=high", theme);
    const filters = page.getByTestId("dashboard-filters");
    await expect(page.getByRole("combobox", { name: "Trade" })).toHaveValue("Plumbing");
    await expect(page.getByRole("button", { name: "Clear filters" })).toBeVisible();
    await expect(page.getByRole("tablist")).toBeVisible();
    const width = page.viewportSize()!.width;
    for (const name of ["Trade", "City", "Budget", "Urgency"]) {
      const box = (await page.getByRole("combobox", { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await expect(filters).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
