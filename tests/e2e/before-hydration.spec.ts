import { expect, holdScripts, hydrated, test, toast } from "./fixtures";

// On a slow phone a person may type and choose before the page's scripts have run (they load after
// the first paint). What the fields show then is what the page works with once they have run.

test("the post form keeps what was typed and chosen before its scripts ran, and posts it @phone", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/post-project", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Project title").fill("Rebuild the garden shed");
  await page.getByLabel("Description").fill("An eight by ten shed on the old footings.");
  await page.getByRole("combobox", { name: "Category" }).selectOption("Painting");
  await page.getByRole("combobox", { name: "Budget" }).selectOption("$5,000 - $10,000");
  await page.getByRole("combobox", { name: "Timeline" }).selectOption("Within 1 month");
  await page.getByLabel("Your name").fill("Sam Rivera");
  await page.getByRole("radio", { name: "Yes: for my own home or household" }).check();
  await page.getByLabel("Requirements").fill("Cedar siding");
  release();

  const post = await hydrated(page.getByRole("button", { name: "Post Project" }));
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("Painting");
  await expect(page.getByRole("combobox", { name: "Budget" })).toHaveValue("$5,000 - $10,000");
  await expect(page.getByRole("combobox", { name: "Timeline" })).toHaveValue("Within 1 month");
  await expect(
    page.getByRole("radio", { name: "Yes: for my own home or household" }),
  ).toBeChecked();
  await expect(page.getByLabel("Requirements")).toHaveValue("Cedar siding");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("button", { name: "Remove Cedar siding" })).toBeVisible();
  await post.click();
  await expect(toast(page, "Project Posted Successfully!")).toBeVisible();
});

test("the services directory searches what was typed before its scripts ran @phone", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/services", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Search services").fill("SECURITY");
  await page.getByLabel("Search locations").fill("ham");
  release();

  const serviceCards = page.getByTestId("service-cards").locator("article");
  const locationCards = page.getByTestId("location-cards").locator("article");
  await expect(serviceCards.getByRole("heading")).toHaveText(["Security Bollards"]);
  await expect(locationCards.getByRole("heading")).toHaveText(["Markham"]);
  await expect(page).toHaveURL(/\/services\?q=SECURITY&location=ham$/);
  await expect(page.getByLabel("Search services")).toHaveValue("SECURITY");
});
