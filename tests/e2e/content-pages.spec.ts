import { expect, OPERATOR_TOKEN, test, type Page } from "./fixtures";

import { articles } from "@/content/articles";
import { categories } from "@/content/categories";
import { cities } from "@/content/cities";
import { articlesNewestFirst } from "@/content/lookups";
import { services } from "@/content/services";

import { expectPagesAccessible } from "./axe";
import { toast } from "./helpers";

const legalPages = [
  ["/privacy-policy", "Privacy Policy"],
  ["/terms-of-service", "Terms of Service"],
  ["/cookie-policy", "Cookie Policy"],
] as const;

const contentPaths = [
  "/magazine",
  "/article/1",
  "/article/4",
  "/article/999",
  "/about-us",
  "/how-it-works",
  ...legalPages.map(([path]) => path),
  "/accessibility",
];

/** True when the page is wider than the viewport, i.e. it scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe("Magazine", () => {
  test("shows a card for every article, each a link to its article @phone", async ({ page }) => {
    await page.goto("/magazine");
    await expect(page.getByRole("heading", { level: 1, name: "Magazine" })).toBeVisible();
    const cards = page.getByRole("list", { name: "Articles" }).getByRole("article");
    await expect(cards).toHaveCount(articles.length);
    const hrefs: string[] = [];
    for (const card of await cards.all()) {
      // Image, category, title, excerpt, author, date and read time.
      await expect(card.locator("img")).toHaveCount(1);
      await expect(card.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(card.locator("p").first()).not.toBeEmpty();
      await expect(card).toContainText(/By [A-Z][a-z]+ [A-Z]/);
      await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expect(card).toContainText(/\d+ min read/);
      const links = card.getByRole("link");
      await expect(links).toHaveCount(1);
      hrefs.push((await links.getAttribute("href")) ?? "");
    }
    expect(hrefs.sort()).toEqual(articles.map((article) => `/article/${article.id}`).sort());
    expect(await scrollsSideways(page)).toBe(false);

    const first = cards.first().getByRole("link");
    const title = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/article\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("lists the newest article first, with its category badge", async ({ page }) => {
    await page.goto("/magazine");
    const first = page.getByRole("list", { name: "Articles" }).getByRole("article").first();
    const newest = articlesNewestFirst()[0]!;
    await expect(first.locator("time")).toHaveAttribute("datetime", newest.date);
    await expect(first).toContainText(newest.category);
    await expect(first).toContainText(newest.title);
  });
});

test.describe("Article", () => {
  test("shows the body, author, date and read time, and related links navigate", async ({
    page,
  }) => {
    const response = await page.goto("/article/3");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Hiring a Contractor in Ontario/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      "Hiring a Contractor in Ontario: Licences, WSIB, Insurance and Written Contracts",
    );
    await expect(main).toContainText("By David Okafor, Renovation Project Manager");
    await expect(main.locator("header time")).toHaveText("March 10, 2025");
    // The catalogue's figure: it changes with the article's length.
    await expect(main.locator("header")).toContainText(
      articles.find((article) => article.id === 3)!.readTime,
    );
    // Body: its subheadings become h2 headings, its paragraphs text.
    await expect(main.getByRole("heading", { level: 2, name: "WSIB coverage" })).toBeVisible();
    await expect(main).toContainText("Workplace Safety and Insurance Board (WSIB)");

    const related = page.getByRole("region", { name: "Related Articles" });
    const links = related.getByRole("heading", { level: 3 }).getByRole("link");
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")));
    expect(hrefs).not.toContain("/article/3");
    const target = links.first();
    const name = (await target.textContent())!;
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

    await page.getByRole("link", { name: "Back to Magazine" }).first().click();
    await expect(page).toHaveURL(/\/magazine$/);
  });

  test("carries its own canonical URL, description and Article structured data", async ({
    page,
  }) => {
    await page.goto("/article/6");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/article\/6$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /heat pump/i);
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
    const article = data.find((item) => item["@type"] === "Article");
    expect(article).toMatchObject({
      headline: expect.stringContaining("Heat Pumps"),
      datePublished: "2025-07-09",
      author: { "@type": "Person", name: "Michael Tran" },
    });
  });

  // Only the six prerendered ids exist; anything else gets the site's 404 page.
  for (const id of ["999", "0", "01", "abc"]) {
    test(`an unknown id (${id}) answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(`/article/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "404 - Oops! Page not found",
      );
      await page.getByRole("main").getByRole("link", { name: "Return Home" }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test.describe("About Us", () => {
  test("shows the story, mission, vision, figures, four values and four team members @phone", async ({
    page,
  }) => {
    await page.goto("/about-us");
    const main = page.getByRole("main");
    for (const name of ["Our Story", "Our Mission", "Our Vision", "Our Values", "Meet Our Team"]) {
      await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    const figures = main.getByRole("definition");
    // Services, cities and categories, counted from the catalogue.
    await expect(figures).toHaveText([
      String(services.length),
      String(cities.length),
      String(categories.filter((category) => category.slug !== "all").length),
      "$0",
    ]);
    const values = page.getByRole("region", { name: "Our Values" }).getByRole("heading", {
      level: 3,
    });
    await expect(values).toHaveText([
      "Customer First",
      "Quality Work",
      "Excellence",
      "Trust & Reliability",
    ]);
    const team = page.getByRole("region", { name: "Meet Our Team" });
    await expect(team.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(team.getByRole("listitem")).toHaveCount(4);
    expect(await scrollsSideways(page)).toBe(false);
  });
});

test.describe("How It Works", () => {
  test("shows the four steps, the contractor steps, FAQ and calls to action", async ({ page }) => {
    await page.goto("/how-it-works");
    const homeowners = page.getByRole("region", { name: "How It Works for Homeowners" });
    await expect(homeowners.getByRole("heading", { level: 3 })).toHaveText([
      "Post Your Project",
      "Get Proposals",
      "Compare Quotes",
      "Hire & Agree",
    ]);
    const contractors = page.getByRole("region", { name: "How It Works for Contractors" });
    await expect(contractors.getByRole("listitem")).toHaveCount(4);
    for (const name of ["Project Submission", "Open to Every Contractor", "Quote Comparison"]) {
      await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    for (const name of [
      "Know Who You Hire",
      "Published When You Confirm",
      "Direct Communication",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    await expect(faq.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(faq).toContainText("free for homeowners");

    await expect(
      contractors.getByRole("link", { name: "Open the Contractor Dashboard" }),
    ).toHaveAttribute("href", "/contractor-dashboard");
    const closing = page.getByRole("region", { name: "Ready to get started?" });
    await expect(closing.getByRole("link", { name: "Post Your Project" })).toHaveAttribute(
      "href",
      "/post-project",
    );
    await expect(closing.getByRole("link", { name: "Browse Services" })).toHaveAttribute(
      "href",
      "/services",
    );
    await page.getByRole("link", { name: "Get Started Now" }).click();
    await expect(page).toHaveURL(/\/post-project$/);
  });

  test("the contractor link jumps to the contractor steps, which lead to the dashboard", async ({
    page,
  }) => {
    await page.goto("/how-it-works");
    await page.getByRole("link", { name: "I'm a contractor" }).click();
    await expect(page).toHaveURL(/#for-contractors$/);
    await expect(
      page.getByRole("heading", { name: "How It Works for Contractors" }),
    ).toBeInViewport();
    await page.getByRole("link", { name: "Open the Contractor Dashboard" }).click();
    await expect(page).toHaveURL(/\/contractor-dashboard$/);
  });
});

test.describe("Legal pages", () => {
  for (const [path, title] of legalPages) {
    test(`${title} shows its date, e-mail and phone, and its contents links jump @phone`, async ({
      page,
    }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(main).toContainText(
        `Last updated December ${title === "Privacy Policy" ? 4 : title === "Terms of Service" ? 3 : 2}, 2026`,
      );
      // In the page itself, not only in the footer.
      await expect(main.getByRole("link", { name: "hello@torontopros.example" })).toHaveAttribute(
        "href",
        "mailto:hello@torontopros.example",
      );
      await expect(main.getByRole("link", { name: "(416) 555-0199" })).toHaveAttribute(
        "href",
        "tel:+14165550199",
      );
      expect(await scrollsSideways(page)).toBe(false);

      // Every contents entry points at a heading of the page; the last one is Contact Us.
      const contents = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
      const count = await contents.count();
      expect(count).toBeGreaterThan(4);
      for (const link of await contents.all()) {
        const id = (await link.getAttribute("href"))!.slice(1);
        await expect(main.locator(`h2[id="${id}"]`)).toHaveText((await link.textContent())!);
      }
      await contents.last().click();
      await expect(page).toHaveURL(/#contact-us$/);
      await expect(main.getByRole("heading", { level: 2, name: "Contact Us" })).toBeInViewport();
    });
  }

  test("the cookie policy holds: browsing sets no cookies and only the storage it lists", async ({
    page,
    context,
  }) => {
    for (const path of ["/", "/magazine", "/article/2", "/about-us", "/cookie-policy"]) {
      await page.goto(path);
    }
    await page
      .getByRole("button", { name: /dark|light|theme/i })
      .first()
      .click();
    expect(await context.cookies()).toEqual([]);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    const listed = await page
      .getByRole("region", { name: "What We Store and Why" })
      .locator("li strong")
      .allTextContents();
    expect(listed).toEqual([
      "theme",
      "favorites",
      "manageTokens",
      "trackingTokens",
      "sentProposals",
      "draft:post-project",
      "draft:proposal:{project number}",
      "agreementKeys",
      "operatorToken",
    ]);
    for (const key of keys) expect(listed).toContain(key);
  });
});

test("the accessibility statement states its standard and its checks, and its feedback reaches the operator's inbox @phone", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Accessibility");
  await expect(main).toContainText("WCAG) 2.1 at Level AA");
  await expect(main).toContainText("O. Reg. 191/11, s. 12");
  await expect(main).toContainText("axe-core");

  const message = `Barrier ${Date.now()}: the budget select does not announce its value`;
  const form = page.locator("#feedback");
  await expect(form.getByLabel("Subject")).toHaveValue("Accessibility feedback");
  await form.getByLabel("Name").fill("Robin Vale");
  await form.getByLabel("E-mail").fill("robin@example.com");
  await form.getByLabel("Message").fill(message);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message Sent!")).toBeVisible();
  // The form is ready for another, with its subject again.
  await expect(form.getByLabel("Subject")).toHaveValue("Accessibility feedback");

  await page.goto(`/admin/messages#operator=${OPERATOR_TOKEN}`);
  const received = page.getByTestId("inbox-message").filter({ hasText: message });
  await expect(received).toContainText("Accessibility feedback");
  await expect(received).toContainText("robin@example.com");
});

test("no content page scrolls sideways at 360 px @phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of contentPaths) {
    await page.goto(path);
    expect(await scrollsSideways(page), path).toBe(false);
  }
});

test.describe("accessibility", () => {
  for (const path of contentPaths) {
    test(`${path} has no axe violations in light and dark`, async ({ page }) => {
      await expectPagesAccessible(page, [path]);
    });
  }
});

test("markup the W3C checker accepts: description lists and figure captions", async ({ page }) => {
  // What the Nu checker reported on these pages: a <dl> whose groups held an icon beside their
  // dt and dd, and a <figcaption> inside a div rather than directly in its <figure>.
  for (const target of ["/contact", "/project/1001"]) {
    await page.goto(target);
    const faults = await page.evaluate(() => [
      ...[...document.querySelectorAll("dl > div")].flatMap((group) =>
        [...group.children]
          .filter((child) => !["DT", "DD"].includes(child.tagName))
          .map((child) => `dl > div > ${child.tagName.toLowerCase()}`),
      ),
      ...[...document.querySelectorAll("figcaption")]
        .filter((caption) => caption.parentElement?.tagName !== "FIGURE")
        .map((caption) => `figcaption in ${caption.parentElement?.tagName.toLowerCase()}`),
      ...[...document.querySelectorAll("div[aria-label]:not([role])")].map(
        (div) => `div aria-label="${div.getAttribute("aria-label")}" without a role`,
      ),
    ]);
    expect(faults, target).toEqual([]);
  }
});

test("the privacy page's phone and e-mail links are underlined, not told apart by colour alone", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  for (const link of [
    page.locator('main a[href^="tel:"]'),
    page.locator('main a[href^="mailto:"]'),
  ]) {
    await expect(link.first()).toHaveCSS("text-decoration-line", "underline");
  }
});

test("an in-page link scrolls its heading into view below the sticky header @phone", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  const link = page.locator('main ol a[href^="#"]').nth(3);
  const target = (await link.getAttribute("href"))!.slice(1);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#${target}$`));
  const header = await page.getByRole("banner").boundingBox();
  await expect
    .poll(async () => (await page.locator(`[id="${target}"]`).boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(header!.y + header!.height);
});
