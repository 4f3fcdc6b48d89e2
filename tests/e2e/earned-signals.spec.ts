import { expect, test } from "./fixtures";

import { licenceFor } from "@/content/licences";
import { expectNoAxeViolations } from "./axe";

// No invented signal (issue 29, item 6): the pages a visitor meets first carry no rating, review
// count, testimonial, completed-work figure or claim that someone was checked.
const KEY_PAGES = [
  "/",
  "/projects",
  "/project/1001",
  "/contractor/1",
  "/contractor/2",
  "/services",
  "/services/electrical",
  "/services/plumbing/toronto",
  "/cleaning-services",
  "/about-us",
  "/how-it-works",
];

const INVENTED =
  /★|\b[0-5]\.\d\s*(?:\/\s*5|stars?|out of 5)\b|\b\d[\d,]*\s+reviews\b|projects completed|\bverified\b|\bvetted\b|\btrusted\b|since 2015|What Our Customers Say|Licensed & (?:Certified|Insured)/i;

test.describe("no invented signal @phone", () => {
  for (const path of KEY_PAGES) {
    test(`${path} shows no rating, review count, testimonial or check it did not make`, async ({
      page,
    }) => {
      await page.goto(path);
      const text = await page.locator("body").innerText();
      expect(text).not.toMatch(INVENTED);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      for (const block of jsonLd) {
        expect(block).not.toMatch(/aggregateRating|"Review"|reviewCount/);
      }
      await expect(page.locator('a[href="https://www.facebook.com/"]')).toHaveCount(0);
    });
  }

  test("an example contractor and an example project say they are examples", async ({ page }) => {
    await page.goto("/contractor/1");
    await expect(page.getByTestId("example-badge")).toHaveText("Example profile");
    await expect(page.getByTestId("example-note")).toContainText("no such business exists");
    await expectNoAxeViolations(page);

    await page.goto("/project/1001");
    await expect(page.getByTestId("example-badge")).toHaveText("Example");
    await expect(page.getByTestId("example-note")).toContainText("no contractor on the site");

    await page.goto("/projects");
    const labels = page.getByTestId("example-card-label");
    await expect(labels.first()).toHaveText("Example");
  });

  test("the licence badge links to which licence and why, with its sources", async ({ page }) => {
    await page.goto("/services/electrical");
    const requirement = licenceFor("electrical")!;
    const badge = page.getByTestId("licence-badge");
    await expect(badge).toHaveText("Licence required in Ontario");
    await badge.click();
    await expect(page).toHaveURL(/#licence$/);
    const section = page.getByTestId("service-licence");
    await expect(section).toBeInViewport();
    await expect(section).toContainText(requirement.licence);
    for (const source of requirement.sources) {
      await expect(section.getByRole("link", { name: source.name })).toHaveAttribute(
        "href",
        source.url,
      );
    }
    await expectNoAxeViolations(page);

    await page.goto("/services/renovation");
    await expect(page.getByTestId("licence-badge")).toHaveText("Licence required in Toronto");
    await page.goto("/services/painting");
    await expect(page.getByTestId("licence-badge")).toHaveCount(0);
    await expect(page.getByTestId("service-licence")).toHaveCount(0);
  });
});
