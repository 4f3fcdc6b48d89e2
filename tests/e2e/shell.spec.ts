import { expect, test } from "./fixtures";

// Every page route of the site, with the title each page sets.
const routes: [string, RegExp][] = [
  ["/", /TorontoPros/],
  ["/projects", /Our Projects/],
  ["/project/1001", /TorontoPros/],
  ["/project/2001", /TorontoPros/],
  ["/contractor/1", /TorontoPros/],
  ["/category/plumbing", /Plumbing/],
  ["/post-project", /Request a Quote/],
  ["/contact", /Contact Us/],
  ["/about-us", /About Us/],
  ["/how-it-works", /How It Works/],
  ["/magazine", /Magazine/],
  ["/article/1", /TorontoPros/],
  ["/contractor-dashboard", /Contractor Dashboard/],
  ["/general-contractor", /General Contractors/],
  ["/plumbing-services", /Plumbing/],
  ["/electrical-services", /Electrical/],
  ["/hvac-services", /HVAC/],
  ["/landscaping-services", /Landscaping/],
  ["/cleaning-services", /Cleaning/],
  ["/moving-solutions", /Moving/],
  ["/architectural-visualization", /Architectural Visualization/],
  ["/services", /Services/],
  ["/services/plumbing", /Plumbing/],
  ["/services/cleaning/toronto", /Cleaning in Toronto, Ontario \| TorontoPros/],
  ["/favorites", /My Favorites/],
  ["/privacy-policy", /Privacy Policy/],
  ["/terms-of-service", /Terms of Service/],
  ["/cookie-policy", /Cookie Policy/],
];

test.describe("the shell on every route", () => {
  for (const [path, title] of routes) {
    test(`${path} answers 200 with header, footer and title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});

test("an unknown path shows the not-found page with a search, the ways in and a link home @phone", async ({
  page,
}) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 - Oops! Page not found" })).toBeVisible();
  const ways = page.getByRole("navigation", { name: "Or start from here" });
  for (const name of ["Browse services", "See projects", "Post a project"]) {
    await expect(ways.getByRole("link", { name })).toBeVisible();
  }
  await page.getByRole("searchbox", { name: "Search for a trade or project" }).fill("plumbing");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/services\?q=plumbing$/);
  await page.goBack();
  await page.getByRole("main").getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the header menu, contact icon and Get Quote lead where they say", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  for (const name of ["Home", "Our Projects", "Request Quote", "My Favorites", "Contact Us"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  // The Services popover: a dialog named after its button, with every category.
  await page.getByRole("banner").getByRole("button", { name: "Services" }).click();
  const services = page.getByRole("dialog", { name: "Services" });
  await expect(services).toBeVisible();
  await expect(services.getByRole("link", { name: "Plumbing" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(services).toBeHidden();
  await page.getByRole("link", { name: "Get Quote" }).click();
  await expect(page).toHaveURL(/\/post-project$/);
  await page.getByRole("banner").getByRole("link", { name: "Contact us", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("no Back for a visitor who just arrived, however long their history @phone", async ({
  page,
}) => {
  // As from a search engine: pages of history behind, none of them reached through this site.
  await page.goto("/");
  await page.goto("/services");
  await page.goto("/services/plumbing/toronto");
  const back = page.getByRole("banner").getByRole("button", { name: "Back" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(back).toHaveCount(0);
  // A link within the site: Back appears and returns to the page the visitor came from.
  await page
    .getByRole("main")
    .getByRole("link", { name: /Get Free Quote/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/post-project/);
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(/\/services\/plumbing\/toronto$/);
});

test("the Back button appears only after navigating, never at home", async ({ page }) => {
  await page.goto("/");
  const back = page.getByRole("banner").getByRole("button", { name: "Back" });
  await expect(back).toHaveCount(0);
  const logoAtHome = await page
    .getByRole("banner")
    .getByRole("link", { name: "TorontoPros" })
    .boundingBox();
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Our Projects" })
    .click();
  await expect(page).toHaveURL(/\/projects$/);
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Contact Us" })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(back).toBeVisible();
  // Its place was kept: the logo and the menu are where they were at home.
  const logo = page.getByRole("banner").getByRole("link", { name: "TorontoPros" });
  expect(await logo.boundingBox()).toEqual(logoAtHome);
  await back.click();
  await expect(page).toHaveURL(/\/projects$/);
});

// No testimonials and no links to bare social network home pages: nothing backs them (issue 29).
test("the footer has the current year, no testimonial, and full-page legal links", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} TorontoPros`);
  await expect(footer.getByRole("blockquote")).toHaveCount(0);
  await expect(footer.locator('a[href*="facebook.com"], a[href*="instagram.com"]')).toHaveCount(0);
  const privacy = footer.getByRole("link", { name: "Privacy Policy" });
  // A full page load: the window object is replaced, so a marker set on it disappears.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await privacy.click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  expect(
    await page.evaluate(() => (window as unknown as { marker?: number }).marker),
  ).toBeUndefined();
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/projects");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("the mobile menu opens and navigates @phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "My Favorites" }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(dialog).toBeHidden();
});
