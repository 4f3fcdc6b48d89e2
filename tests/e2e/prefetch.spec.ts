import { expect, test } from "./fixtures";

// Links fetch their page when a person shows the intent to follow them (pointer, finger,
// keyboard focus), not all at once when they scroll into view (docs/performance.md).

test("a catalogue page fetches no other page until a link is pointed at, then navigates in place @phone", async ({
  page,
}) => {
  const pageFetches: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).searchParams.has("_rsc")) pageFetches.push(request.url());
  });
  await page.goto("/services/plumbing/toronto");
  await page.waitForLoadState("networkidle");
  // Dozens of links in view and below: none fetched.
  expect(pageFetches).toEqual([]);

  const link = page.getByRole("link", { name: "Mississauga", exact: true }).first();
  await link.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(pageFetches).toEqual([]);
  if (page.viewportSize()!.width < 640) {
    await link.tap();
  } else {
    await link.hover();
    await expect
      .poll(() => pageFetches.some((url) => url.includes("/services/plumbing/mississauga")))
      .toBe(true);
    // The window stays the same one: a client-side navigation, not a page load.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await link.click();
  }
  await expect(page).toHaveURL(/\/services\/plumbing\/mississauga$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Mississauga");
  expect(pageFetches.some((url) => url.includes("/services/plumbing/mississauga"))).toBe(true);
  if (page.viewportSize()!.width >= 640) {
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  }
});

test("keyboard focus fetches the page a link leads to", async ({ page }) => {
  const pageFetches: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).searchParams.has("_rsc")) pageFetches.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(pageFetches).toEqual([]);
  await page.getByRole("link", { name: "Get Free Quote" }).first().focus();
  await expect.poll(() => pageFetches.some((url) => url.includes("/post-project"))).toBe(true);
});

test("without JavaScript a site link is an ordinary link", async ({ newParty }) => {
  const page = await newParty({ javaScriptEnabled: false });
  await page.goto("/services/plumbing/toronto");
  await page.getByRole("link", { name: "Mississauga", exact: true }).first().click();
  await expect(page).toHaveURL(/\/services\/plumbing\/mississauga$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Mississauga");
});

test("a modified click is left to the browser, and Back returns in place", async ({ page }) => {
  await page.goto("/services");
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  // Shift+click opens a new window, as the browser does it: this page does not navigate.
  const popup = page.context().waitForEvent("page");
  await page
    .getByRole("link", { name: "Plumbing", exact: true })
    .first()
    .click({ modifiers: ["Shift"] });
  await (await popup).close();
  await expect(page).toHaveURL(/\/services$/);
  await page.getByRole("link", { name: "Plumbing", exact: true }).first().click();
  await expect(page).toHaveURL(/\/services\/plumbing$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/services$/);
  // Both ways in place: the same window throughout.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});
