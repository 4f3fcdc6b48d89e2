import { expect, test, type Page } from "./fixtures";

import { sampleProjects } from "@/content/projects";
import { tradeProjects, trades } from "@/content/trades";
import { sortProjects } from "@/lib/filters";

import { expectPagesAccessible } from "./axe";
import {
  choose,
  holdScripts,
  hydrated,
  openProjectPath,
  postProjectByApi,
  publishByApi,
  toast,
} from "./helpers";
import { test as onOwnServer } from "./own-server";

const count = (page: Page) => page.getByTestId("project-count");
const cards = (page: Page) => page.locator("main article");

/** Opens the Filters sheet, picks an option, and closes the sheet. */
async function filterBy(page: Page, label: string, option: string) {
  await page.getByRole("button", { name: /^Filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(sheet).toBeVisible();
  await choose(page, label, option);
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
}

test.describe("General Contractors", () => {
  test("search, the Filters sheet and Clear Filters @phone", async ({ page }) => {
    // The page lists general contracting only; renovations and custom builds have their own pages.
    const listed = sampleProjects.filter((project) => project.category === "General Contracting");
    const all = `${listed.length} Projects Found`;
    await page.goto("/general-contractor");
    await expect(count(page)).toHaveText(all);
    await expect(cards(page).locator("h3")).toHaveText(listed.map((project) => project.title));

    // Search matches title, description, contractor and location, ignoring case.
    await page.getByLabel("Search projects").fill("LESLIEVILLE");
    await expect(count(page)).toHaveText("1 Projects Found");
    await page.getByLabel("Search projects").fill("");

    await filterBy(page, "Year", "2022");
    await expect(count(page)).toHaveText("1 Projects Found");
    await expect(cards(page)).toContainText("Retail Storefront Fit-Out on Queen Street West");
    await filterBy(page, "Property Type", "House");
    await expect(count(page)).toHaveText("0 Projects Found");
    await expect(page.getByText("No projects found matching your criteria.")).toBeVisible();

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(count(page)).toHaveText(all);
  });

  test("words typed before the page's scripts run are searched once they do @phone", async ({
    page,
  }) => {
    // The page's scripts are held back until the words are in the box.
    const release = await holdScripts(page);
    await page.goto("/general-contractor", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Search projects").fill("LESLIEVILLE");
    release();
    await expect(count(page)).toHaveText("1 Projects Found");
    await expect(page.getByLabel("Search projects")).toHaveValue("LESLIEVILLE");
  });

  test("cards open the project and the contractor", async ({ page }) => {
    await page.goto("/general-contractor");
    const card = cards(page).filter({ hasText: "Retail Storefront Fit-Out" });
    await card
      .getByRole("link", { name: "Retail Storefront Fit-Out on Queen Street West" })
      .click();
    await expect(page).toHaveURL(/\/project\/1009$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Retail Storefront Fit-Out on Queen Street West",
    );
  });
});

test.describe("plumbing, electrical, HVAC and landscaping", () => {
  test("Showing N plumbing projects, the filters and the empty state @phone", async ({ page }) => {
    await page.goto("/plumbing-services");
    await expect(count(page)).toHaveText("Showing 1 plumbing project");
    await page.getByLabel("Search projects").fill("kitchen");
    await expect(count(page)).toHaveText("Showing 0 plumbing projects");
    await page.getByLabel("Search projects").fill("backwater");
    await expect(count(page)).toHaveText("Showing 1 plumbing project");
    await page.getByLabel("Search projects").fill("");

    await filterBy(page, "Location", "Brampton");
    await expect(count(page)).toHaveText("Showing 1 plumbing project");
    await expect(cards(page)).toContainText("Basement Bathroom Rough-In");
    await filterBy(page, "Property Type", "Condo");
    await expect(count(page)).toHaveText("Showing 0 plumbing projects");
    await expect(
      page.getByText("No plumbing projects found matching your criteria."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(count(page)).toHaveText("Showing 1 plumbing project");
  });

  for (const [path, noun, total, category] of [
    ["/electrical-services", "electrical", 1, "Electrical"],
    ["/hvac-services", "HVAC", 1, "HVAC"],
    ["/landscaping-services", "landscaping", 1, "Landscaping & Snow Removal"],
  ] as const) {
    const showing = `Showing ${total} ${noun} ${total === 1 ? "project" : "projects"}`;
    test(`${path}: category filter and empty state`, async ({ page }) => {
      await page.goto(path);
      await expect(count(page)).toHaveText(showing);
      await filterBy(page, "Category", category);
      await expect(count(page)).toHaveText(`Showing 1 ${noun} project`);
      await page.getByLabel("Search projects").fill("no such project anywhere");
      await expect(
        page.getByText(`No ${noun} projects found matching your criteria.`),
      ).toBeVisible();
      await page.getByRole("button", { name: "Clear Filters" }).click();
      await expect(count(page)).toHaveText(showing);
      await expect(page.getByLabel("Search projects")).toHaveValue("");
    });
  }
});

const NEWEST_CLEANING = sortProjects(tradeProjects(trades.cleaning), "newest")[0]!.title;

test.describe("cleaning", () => {
  test("type filter, sort, price list and figures @phone", async ({ page }) => {
    await page.goto("/cleaning-services");
    const figures = page.getByTestId("trade-figures");
    // Counted from the catalogue: 8 cleaning types; no average rating, which no review backs.
    await expect(figures.getByRole("definition")).toHaveText(["8", "Free", "$150+"]);
    const prices = page.getByRole("region", { name: "Service Prices" });
    for (const price of ["$150+", "$360+", "$600+", "$2,400+"])
      await expect(prices).toContainText(price);

    const featured = page.getByRole("region", { name: "Featured Cleaning Projects" });
    const titles = featured.locator("article h3");
    await expect(titles).toHaveCount(2);
    // Newest first (no rating or review sort: nothing backs one), then cheapest first.
    await expect(titles.first()).toContainText(NEWEST_CLEANING);
    await choose(page, "Sort by", "Price: Low to High");
    await expect(titles.first()).toContainText("Residential Move-Out Deep Clean");

    const group = page.getByRole("group", { name: "Cleaning type" });
    await group.getByRole("button", { name: "Commercial" }).click();
    await expect(group.getByRole("button", { name: "Commercial" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(titles).toHaveCount(1);
    await expect(titles.first()).toContainText("Post-Construction Cleanup for Office Fit-Out");
    await group.getByRole("button", { name: "Move-In/Out" }).click();
    await expect(titles.first()).toContainText("Residential Move-Out Deep Clean");
    await group.getByRole("button", { name: "Post-Construction" }).click();
    await expect(titles.first()).toContainText("Post-Construction Cleanup");
    await group.getByRole("button", { name: "Residential" }).click();
    await expect(titles).toHaveCount(1);
    await group.getByRole("button", { name: "All Cleaning" }).click();
    await expect(titles).toHaveCount(2);
  });

  test("Submit Proposal on an open cleaning project is stored", async ({ page, request }) => {
    // A homeowner's project: the example requests take no proposals and are not listed.
    const title = `Post-construction clean ${Date.now().toString(36)}`;
    const path = await openProjectPath(request, {
      title,
      category: "Cleaning",
      location: "Mississauga, ON",
    });
    await page.goto("/cleaning-services");
    const open = page.getByTestId("open-projects");
    await expect(
      open.getByRole("link", { name: "Post-Construction Cleaning for a Renovated Townhouse" }),
    ).toHaveCount(0);
    const item = open.locator("li").filter({ hasText: title });
    await (await hydrated(item.getByRole("button", { name: "Submit Proposal" }))).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Your name or company").fill("Sparkle Crew GTA");
    await dialog.getByLabel("E-mail").fill(`bids-${Date.now().toString(36)}@sparkle.example`);
    await choose(page, "Bid amount", "$5,000 - $10,000");
    await choose(page, "Timeline", "1-2 days");
    await dialog
      .getByLabel("Approach")
      .fill("Two-day top-down clean with HEPA vacuums and window tracks.");
    await dialog
      .getByLabel("Experience")
      .fill("Eight years of post-construction cleans in Peel Region.");
    await dialog.getByRole("button", { name: "Submit Proposal" }).click();
    await expect(toast(page, "Proposal submitted successfully!")).toBeVisible();
    // The project page counts the stored proposal.
    await page.goto(path);
    await expect(page.getByTestId("proposal-count")).toHaveText("1 proposal");
  });

  // On a server of its own: the page lists the newest open projects, which other tests' posts
  // would push this one out of.
  onOwnServer(
    "a homeowner's open cleaning project appears among the open projects once published",
    async ({ page, request }) => {
      const title = `Move-out clean ${Date.now()}`;
      const { project, homeownerEmail } = await postProjectByApi(
        request,
        {
          title,
          description: "Two-bedroom condo move-out clean before the keys go back on Friday.",
          category: "Cleaning",
          budget: "Under $1,000",
          timeline: "Within 1 week",
          homeowner: "Priya S.",
          location: "Liberty Village, Toronto, ON",
          images: [],
          requirements: [],
        },
        { publish: false },
      );
      // Not listed until its homeowner opens the link e-mailed to them.
      await page.goto("/cleaning-services");
      await expect(page.getByTestId("open-projects")).not.toContainText(title);
      await publishByApi(request, project.displayId, homeownerEmail);
      await page.goto("/cleaning-services");
      await expect(page.getByTestId("open-projects")).toContainText(title);
    },
  );

  test("one favourites set serves every page, under the favorites key", async ({ page }) => {
    await page.goto("/cleaning-services");
    const featured = page.getByRole("region", { name: "Featured Cleaning Projects" });
    const favourite = featured
      .locator("article")
      .filter({ hasText: "Residential Move-Out Deep Clean" })
      .getByRole("button", { name: /to favourites/ });
    await (await hydrated(favourite)).click();
    expect(await page.evaluate(() => localStorage.getItem("favorites"))).toBe("[1003]");
    expect(await page.evaluate(() => localStorage.getItem("favoriteProjects"))).toBeNull();
    await page.goto("/favorites");
    await expect(page.locator("main article")).toContainText("Residential Move-Out Deep Clean");
  });
});

test.describe("moving and architectural visualization", () => {
  test("moving: search, the select and the empty state @phone", async ({ page }) => {
    await page.goto("/moving-solutions");
    const figures = page.getByTestId("trade-figures");
    for (const figure of ["Free", "$800+", "1-3 days"]) await expect(figures).toContainText(figure);
    await expect(cards(page)).toHaveCount(1);
    await choose(page, "Show", "Local");
    await expect(cards(page)).toHaveCount(1);
    await choose(page, "Show", "Long Distance");
    await expect(
      page.getByText("No projects found. Try adjusting your search terms or filters."),
    ).toBeVisible();
    await choose(page, "Show", "All");
    await page.getByLabel("Search projects").fill("midtown");
    await expect(cards(page)).toHaveCount(1);
    await page.getByLabel("Search projects").fill("ottawa");
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(cards(page)).toHaveCount(1);
  });

  test("visualization: Featured, Residential and Commercial", async ({ page }) => {
    await page.goto("/architectural-visualization");
    const figures = page.getByTestId("trade-figures");
    for (const figure of ["Free", "$500+", "3-10 days"])
      await expect(figures).toContainText(figure);
    await choose(page, "Show", "Residential");
    await expect(cards(page)).toHaveCount(1);
    await choose(page, "Show", "Commercial");
    await expect(
      page.getByText("No projects found. Try adjusting your search terms or filters."),
    ).toBeVisible();
    await choose(page, "Show", "Featured");
    await expect(cards(page)).toHaveCount(0);
  });
});

test("every trade page passes axe in light and dark mode", async ({ page }) => {
  test.setTimeout(300_000);
  await expectPagesAccessible(page, [
    "/general-contractor",
    "/plumbing-services",
    "/electrical-services",
    "/hvac-services",
    "/landscaping-services",
    "/cleaning-services",
    "/moving-solutions",
    "/architectural-visualization",
  ]);
});
