import { expect, test, type Page } from "./fixtures";

import { cities } from "@/content/cities";
import { sampleProjects } from "@/content/projects";
import { trades } from "@/content/trades";

import { expectPagesAccessible } from "./axe";

// The server under test runs without SITE_URL, so absolute URLs use the default origin.
const origin = (process.env.SITE_URL || "http://localhost:3000").replace(/\/$/, "");
const main = (page: Page) => page.getByRole("main");
const canonical = (page: Page) => page.locator('link[rel="canonical"]');
const relatedPages = (page: Page) => page.getByRole("navigation", { name: "Related pages" });
const region = (page: Page, name: string | RegExp) => main(page).getByRole("region", { name });

test.describe("a city's service page says what holds in that city", () => {
  test("Mississauga: its own permit office, no Toronto subsidy, no other city's project @phone", async ({
    page,
  }) => {
    await page.goto("/services/plumbing/mississauga");
    const body = main(page);
    const facts = region(page, "Building and renovating in Mississauga");
    await expect(facts.getByTestId("permit-office")).toHaveText(
      "City of Mississauga Building Division",
    );
    await expect(facts).toContainText("300 City Centre Drive");
    await expect(facts).toContainText("Credit Valley Conservation");
    await expect(body).not.toContainText(/basement flooding protection subsidy/i);
    await expect(body).not.toContainText("Toronto Building");

    // The only plumbing sample is in Brampton: none here, and a way to the trade's projects.
    const recent = region(page, "Example Plumbing Projects in Mississauga");
    await expect(recent.locator("article")).toHaveCount(0);
    await expect(recent.getByTestId("no-city-projects")).toHaveText(
      "No example Plumbing project in Mississauga yet.",
    );
    await recent.getByRole("link", { name: "All Plumbing projects (1)" }).click();
    await expect(page).toHaveURL(/\/plumbing-services$/);
  });

  test("Toronto names its own office and subsidy; Brampton shows its own project", async ({
    page,
  }) => {
    await page.goto("/services/plumbing/toronto");
    const facts = region(page, "Building and renovating in Toronto");
    await expect(facts.getByTestId("permit-office")).toHaveText("Toronto Building");
    await expect(facts).toContainText("Basement Flooding Protection Subsidy Program");
    await expect(
      region(page, "Example Plumbing Projects in Toronto").locator("article"),
    ).toHaveCount(0);

    await page.goto("/services/plumbing/brampton");
    await expect(main(page)).not.toContainText(/basement flooding protection subsidy/i);
    const recent = region(page, "Example Plumbing Projects in Brampton");
    await expect(recent.locator("article h3")).toHaveText([
      "Basement Bathroom Rough-In and Backwater Valve Installation",
    ]);
  });

  test("every city page of a service shows that city's permit office and no other's", async ({
    page,
  }) => {
    for (const city of cities) {
      await page.goto(`/services/electrical/${city.slug}`);
      await expect(page.getByTestId("permit-office"), city.name).toHaveText(city.permitOffice.name);
      for (const other of cities.filter((entry) => entry !== city)) {
        await expect(main(page), `${city.name} page`).not.toContainText(other.permitOffice.name);
      }
    }
  });

  test("the city pages are accessible", async ({ page }) => {
    await expectPagesAccessible(page, ["/services/plumbing/mississauga", "/services/hvac/toronto"]);
  });
});

test.describe("plumbing: the service, its projects and its category, one page per intent", () => {
  const pages = {
    service: "/services/plumbing",
    trade: "/plumbing-services",
    category: "/category/plumbing",
  };

  test("canonical URLs: the service and the trade page are their own; the category points to the trade page @phone", async ({
    page,
  }) => {
    for (const [path, expected] of [
      [pages.service, pages.service],
      [pages.trade, pages.trade],
      [pages.category, pages.trade],
    ] as const) {
      await page.goto(path);
      await expect(canonical(page), path).toHaveCount(1);
      await expect(canonical(page), path).toHaveAttribute("href", `${origin}${expected}`);
    }
  });

  test("each page links to the other two, by what each is for", async ({ page }) => {
    const links = {
      service: { name: "Plumbing service: what it covers, prices and cities", href: pages.service },
      trade: { name: "Plumbing Services: browse and search 1 project", href: pages.trade },
      category: {
        name: "Plumbing category: overview and 1 sample project",
        href: pages.category,
      },
    };
    for (const current of ["service", "trade", "category"] as const) {
      await page.goto(pages[current]);
      const nav = relatedPages(page);
      for (const other of (["service", "trade", "category"] as const).filter(
        (key) => key !== current,
      )) {
        await expect(nav.getByRole("link", { name: links[other].name }), current).toHaveAttribute(
          "href",
          links[other].href,
        );
      }
      await expect(nav.getByRole("link"), current).toHaveCount(2);
    }
  });

  test("the three pages count the same plumbing projects", async ({ page }) => {
    const plumbing = sampleProjects.filter((project) => project.category === "Plumbing");
    const titles = plumbing.map((project) => project.title);

    await page.goto(pages.service);
    await expect(region(page, "Example Plumbing Projects").locator("article h3")).toHaveText(
      titles,
    );
    await page.goto(pages.category);
    await expect(region(page, "Plumbing projects").locator("article h3")).toHaveText(titles);
    await page.goto(pages.trade);
    await expect(page.getByTestId("project-count")).toHaveText(
      `Showing ${plumbing.length} plumbing project${plumbing.length === 1 ? "" : "s"}`,
    );
    await expect(main(page).locator("article h3")).toHaveText(titles);
  });
});

test("each trade page lists only projects of its own trade", async ({ page }) => {
  for (const trade of Object.values(trades)) {
    await page.goto(trade.path);
    const titles = await main(page).locator("article h3").allTextContents();
    expect(titles.length, trade.path).toBeGreaterThan(0);
    for (const title of titles) {
      const project = sampleProjects.find((sample) => sample.title === title.trim());
      expect(project, `${trade.path}: ${title}`).toBeDefined();
      expect(trade.categories, `${trade.path}: ${title}`).toContain(project!.category);
    }
  }
});

test("the directory's location search finds a neighbourhood a city card names", async ({
  page,
}) => {
  await page.goto("/services");
  const search = page.getByLabel("Search locations");
  // Typing before React has hydrated the input would be lost.
  await expect
    .poll(() =>
      search.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))),
    )
    .toBe(true);
  await search.fill("Port Credit");
  const cards = page.getByTestId("location-cards").locator("h3");
  await expect(cards).toHaveText(["Mississauga"]);
});
