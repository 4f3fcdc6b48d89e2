import type { Page, Response } from "@playwright/test";

import { expect, hydrated, mailedSignInPath } from "./fixtures";
import { test } from "./own-server";

// Issue 29, item 3: a contractor's public profile is kept once rendered (Next's ISR cache) and
// rendered again after a change it shows. A 404 for a slug is not kept past the profile's
// creation; an edit in /pro shows on the next load, to a visitor and to the contractor.
// On a server of its own: another test's profile writes (a confirmed agreement, a review) forget
// every kept profile, and a run of them would keep this one from ever being kept.

/** Whether the answer is Next's kept page (`x-nextjs-cache: HIT`). */
const kept = (response: Response | null) => response?.headers()["x-nextjs-cache"] === "HIT";

/**
 * Loads the page again until the answer is Next's kept page: the first load after a change
 * renders it, and a render that overlapped a change is not kept (server/isr-cache-handler.mjs).
 */
async function reloadUntilKept(page: Page) {
  await expect.poll(async () => kept(await page.reload())).toBe(true);
}

test("a profile is served from the cache and shows an edit on the next load @phone", async ({
  page,
  newParty,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}-${testInfo.project.name}`;
  const address = `cache-${stamp}@northside.example`;
  const business = `Cache Check Renovations ${stamp}`;
  const path = `/pros/${business.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

  // Before the profile exists its address is a real 404 page, with its heading in the HTML.
  const visitor = await newParty();
  const missing = await visitor.goto(path);
  expect(missing?.status()).toBe(404);
  expect(await missing?.text()).toMatch(/<h1[^>]*>/);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();

  // The contractor signs in from the e-mailed link and creates the profile.
  await page.goto("/pro");
  await (await hydrated(page.getByLabel("E-mail address"))).fill(address);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  let link: string | null = null;
  await expect
    .poll(async () => (link = await mailedSignInPath(address)), { timeout: 20_000 })
    .not.toBeNull();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/pro$/);
  const form = page.getByTestId("profile-form");
  await (await hydrated(form.getByLabel("Business name"))).fill(business);
  await form.getByLabel("Your name").fill("Sam Patel");
  await form.getByRole("checkbox", { name: "Renovation", exact: true }).check();
  await form.getByRole("checkbox", { name: "Toronto", exact: true }).check();
  await form.getByRole("button", { name: "Create my profile" }).click();
  await expect(form.getByText("Saved.")).toBeVisible();
  await expect(form.getByTestId("profile-link")).toHaveAttribute("href", path);

  // The 404 was not kept: the visitor now gets the profile, rendered on this first request.
  const first = await visitor.goto(path);
  expect(first?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: business })).toBeVisible();
  // Loaded again by a visitor: answered from Next's kept page.
  await reloadUntilKept(visitor);
  await expect(visitor.getByRole("heading", { level: 1, name: business })).toBeVisible();
  // The signed-in contractor's requests (a cookie) get the same kept page.
  const own = await page.goto(path);
  expect(kept(own)).toBe(true);

  // The contractor renames the business in /pro.
  const renamed = `Cache Check Electric ${stamp}`;
  await page.goto("/pro");
  await (await hydrated(form.getByLabel("Business name"))).fill(renamed);
  await form.getByRole("button", { name: /Save/ }).click();
  await expect(form.getByText("Saved.")).toBeVisible();

  // The next load shows the new name, to the visitor and to the contractor.
  const edited = await visitor.reload();
  expect(edited?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await expect(visitor.getByText(business)).toHaveCount(0);
  const ownEdited = await page.goto(path);
  expect(ownEdited?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  // And the renamed page is kept again.
  await reloadUntilKept(visitor);
  await expect(visitor.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
});
