import { expect, postProjectByApi, test } from "./fixtures";

import { expectPagesAccessible } from "./axe";

test("a posted project saved from its page shows on My Favorites", async ({ page, request }) => {
  const title = `Garage door opener ${Date.now()}`;
  const { project } = await postProjectByApi(request, {
    title,
    description: "Replace a noisy chain-drive opener on a double garage door in Etobicoke.",
    category: "General Contracting",
    budget: "Under $1,000",
    timeline: "Within 1 month",
    urgency: "low",
    homeowner: "Sam T.",
    location: "Etobicoke, Toronto, ON",
    images: [],
    requirements: [],
  });

  await page.goto(`/project/${project.displayId}`);
  await page.getByRole("button", { name: `Add ${title} to favourites` }).click();
  await page.goto("/favorites");
  await expect(page.getByTestId("favorites-count")).toHaveText("1 saved project");
  await expect(page.locator("main article")).toContainText(title);
  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(page.getByText("No favorites yet")).toBeVisible();
  // Clear All can be undone, and what comes back is stored again.
  await expect(
    page.getByRole("status").filter({ hasText: "1 saved project was cleared." }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.locator("main article")).toContainText(title);
  await page.reload();
  await expect(page.getByTestId("favorites-count")).toHaveText("1 saved project");
  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(page.getByText("No favorites yet")).toBeVisible();
  await page.getByRole("link", { name: "Browse Projects" }).click();
  await expect(page).toHaveURL(/\/projects$/);
});

test("My Favorites passes axe, empty and with saved projects, in light and dark mode", async ({
  page,
}) => {
  await expectPagesAccessible(page, ["/favorites"]);
  await page.addInitScript(() => localStorage.setItem("favorites", "[1001,1003,2001]"));
  await expectPagesAccessible(page, ["/favorites"]);
  await expect(page.locator("main article")).toHaveCount(3);
});
