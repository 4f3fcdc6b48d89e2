import { expect, test } from "@playwright/test";

// Client components only receive the namespaces listed in i18n/client-messages.ts: a missing one
// shows up as a next-intl MISSING_MESSAGE error in the browser console.
test("client components find every message they use", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  for (const path of [
    "/",
    "/post-project",
    "/contractor-dashboard",
    "/contact",
    "/favorites",
    "/cleaning-services",
    "/general-contractor",
    "/services",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await page.goto("/project/2001");
  await page.getByRole("button", { name: "Submit Proposal" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(errors.filter((text) => /MISSING_MESSAGE|INSUFFICIENT_PATH/.test(text))).toEqual([]);
});
