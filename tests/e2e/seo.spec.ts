import { expect, test, type APIRequestContext, type Page } from "./fixtures";

import { categories } from "@/content/categories";
import { cities } from "@/content/cities";
import { contractors } from "@/content/contractors";
import { projectRequests, sampleProjects } from "@/content/projects";
import { services } from "@/content/services";
import { tradeForCategory } from "@/content/trades";

// The server under test runs without SITE_URL, so absolute URLs use the default origin.
const origin = (process.env.SITE_URL || "http://localhost:3000").replace(/\/$/, "");
const absolute = (path: string) => (path === "/" ? origin : `${origin}${path}`);
/** The path (and query) of an absolute URL of this site, to fetch it from the test server. */
const localPath = (url: string) => {
  expect(url.startsWith(origin), url).toBe(true);
  return url.slice(origin.length) || "/";
};

type JsonLdNode = Record<string, unknown> & { "@type": string };

/** Every JSON-LD block of the page, parsed as a search engine would. */
async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  return blocks.map((text) => JSON.parse(text) as JsonLdNode);
}

const meta = (page: Page, selector: string) =>
  page.locator(`meta[${selector}]`).first().getAttribute("content");

/** Width and height from a PNG's IHDR chunk. */
async function pngSize(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const body = await response.body();
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

const catalogue = [
  "/",
  "/projects",
  "/services",
  "/services/security-bollards",
  "/services/cleaning",
  "/services/plumbing/toronto",
  "/services/cleaning/markham",
  "/services/security-bollards/richmond-hill",
  "/project/1001",
  "/project/1004",
  "/project/2001",
  "/contractor/1",
  // Category pages with a trade page of their own point at it instead (local-content.spec.ts).
  "/category/renovation",
  "/category/security-bollards",
];

test("every catalogue page has its own title, description, keywords and canonical URL @phone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const seen = {
    titles: new Set<string>(),
    descriptions: new Set<string>(),
    keywords: new Set<string>(),
  };
  for (const path of catalogue) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const title = await page.title();
    expect(title, path).toContain("TorontoPros");
    const description = (await meta(page, 'name="description"'))!;
    expect(description.length, `${path} description`).toBeGreaterThan(50);
    expect(description.length, `${path} description`).toBeLessThanOrEqual(160);
    const keywords = (await meta(page, 'name="keywords"'))!;
    expect(keywords.split(",").length, path).toBeGreaterThan(2);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absolute(path));
    expect(await meta(page, 'property="og:url"'), path).toBe(absolute(path));
    expect(await meta(page, 'property="og:title"'), path).toBe(title);
    expect(await meta(page, 'property="og:description"'), path).toBe(description);
    expect(await meta(page, 'property="og:site_name"'), path).toBe("TorontoPros");
    expect(await meta(page, 'name="twitter:card"'), path).toBe("summary_large_image");
    // Indexed, except the example requests, which are kept out of search results.
    if (path === "/project/2001") {
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", /noindex/);
    } else {
      await expect(page.locator('meta[name="robots"]'), path).toHaveCount(0);
    }
    seen.titles.add(title);
    seen.descriptions.add(description);
    seen.keywords.add(keywords);
  }
  // Every page's title is its own; descriptions too, except where two pages share one service.
  expect(seen.titles.size).toBe(catalogue.length);
  expect(seen.keywords.size).toBe(catalogue.length);
  expect(seen.descriptions.size).toBeGreaterThanOrEqual(catalogue.length - 1);
});

test("each page's Open Graph image is a 1200x630 PNG made by the site", async ({ page }) => {
  const expected: Record<string, RegExp> = {
    "/": /\/opengraph-image(\?|$)/,
    "/projects": /\/projects\/opengraph-image$/,
    "/services": /\/services\/opengraph-image$/,
    "/services/plumbing": /\/services\/plumbing\/opengraph-image$/,
    "/services/plumbing/toronto": /\/services\/plumbing\/toronto\/opengraph-image$/,
    "/category/hvac": /\/category\/hvac\/opengraph-image$/,
    "/contractor/3": /\/contractor\/3\/opengraph-image$/,
    "/article/1": /\/article\/1\/opengraph-image$/,
    // Pages without their own image share the site's.
    "/project/1001": /\/opengraph-image$/,
  };
  for (const [path, image] of Object.entries(expected)) {
    await page.goto(path);
    const url = (await meta(page, 'property="og:image"'))!;
    expect(url, path).toMatch(image);
    expect(await meta(page, 'property="og:image:width"'), path).toBe("1200");
    // An article's image is described by its title; every other page's names the site.
    expect(await meta(page, 'property="og:image:alt"'), path).toMatch(
      path.startsWith("/article/") ? /\w/ : /TorontoPros/,
    );
    expect(await meta(page, 'property="og:site_name"'), path).toBe("TorontoPros");
    expect(await meta(page, 'property="og:locale"'), path).toBe("en_CA");
    expect(await meta(page, 'name="twitter:image"'), path).toBe(url);
    expect(await pngSize(page.request, localPath(url))).toEqual({ width: 1200, height: 630 });
  }
});

test("images for every service and city exist; unknown ones do not", async ({ request }) => {
  test.setTimeout(120_000);
  for (const service of services) {
    expect(await pngSize(request, `/services/${service.slug}/opengraph-image`)).toEqual({
      width: 1200,
      height: 630,
    });
    for (const city of cities) {
      const response = await request.get(`/services/${service.slug}/${city.slug}/opengraph-image`);
      expect(response.status()).toBe(200);
    }
  }
  expect((await request.get("/services/no-such-service/opengraph-image")).status()).toBe(404);
  expect((await request.get("/contractor/99/opengraph-image")).status()).toBe(404);
});

test.describe("JSON-LD", () => {
  test("every page carries the business with its contact details and figures", async ({ page }) => {
    for (const path of ["/", "/services/plumbing/toronto", "/project/2001"]) {
      await page.goto(path);
      const business = (await jsonLd(page)).find(
        (node) => node["@type"] === "HomeAndConstructionBusiness" && node["@id"],
      );
      expect(business, path).toMatchObject({
        name: "TorontoPros",
        telephone: "(416) 555-0199",
        email: "hello@torontopros.example",
        currenciesAccepted: "CAD",
        areaServed: { "@type": "GeoCircle", geoRadius: 50000 },
        openingHoursSpecification: [
          {
            dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
            opens: "08:00",
            closes: "18:00",
          },
          { dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
        ],
      });
      expect(business, path).not.toHaveProperty("aggregateRating");
      expect(business, path).not.toHaveProperty("makesOffer");
      expect(business, path).not.toHaveProperty("paymentAccepted");
      expect(business, path).not.toHaveProperty("knowsLanguage");
    }
  });

  test("service pages carry the Service and its breadcrumb", async ({ page }) => {
    await page.goto("/services/plumbing/toronto");
    const nodes = await jsonLd(page);
    const service = nodes.find((node) => node["@type"] === "Service");
    expect(service).toMatchObject({
      name: "Plumbing in Toronto",
      url: absolute("/services/plumbing/toronto"),
      areaServed: { "@type": "City", name: "Toronto, Ontario" },
    });
    // No hourly price: nothing in the catalogue measures what a city's contractors charge.
    expect(service).not.toHaveProperty("offers");
    const breadcrumb = nodes.find((node) => node["@type"] === "BreadcrumbList");
    expect(
      (breadcrumb!.itemListElement as { name: string; item: string; position: number }[]).map(
        (item) => [item.position, item.name, localPath(item.item)],
      ),
    ).toEqual([
      [1, "Home", "/"],
      [2, "Services", "/services"],
      [3, "Plumbing", "/services/plumbing"],
      [4, "Toronto, Ontario", "/services/plumbing/toronto"],
    ]);

    await page.goto("/services/cleaning");
    const ontario = (await jsonLd(page)).find((node) => node["@type"] === "Service");
    expect(ontario).toMatchObject({
      name: "Cleaning",
      areaServed: { name: "Ontario" },
      url: absolute("/services/cleaning"),
    });
  });

  test("lists carry their items: services, projects, a category's projects", async ({ page }) => {
    const lists: [string, string[]][] = [
      [
        "/services",
        [...services]
          .sort((a, b) => a.popularityRank - b.popularityRank)
          .map((service) => `/services/${service.slug}`),
      ],
      ["/projects", sampleProjects.map((project) => `/project/${1000 + project.id}`)],
      [
        "/category/cleaning",
        sampleProjects
          .filter((project) => project.category === "Cleaning")
          .map((project) => `/project/${1000 + project.id}`),
      ],
    ];
    for (const [path, items] of lists) {
      await page.goto(path);
      const nodes = await jsonLd(page);
      const list = nodes.find((node) => node["@type"] === "ItemList");
      expect(list!.numberOfItems, path).toBe(items.length);
      expect(
        (list!.itemListElement as { url: string }[]).map((item) => localPath(item.url)),
        path,
      ).toEqual(items);
      expect(
        nodes.some((node) => node["@type"] === "BreadcrumbList"),
        path,
      ).toBe(true);
    }
  });

  test("project and contractor pages carry their breadcrumb", async ({ page }) => {
    for (const [path, last] of [
      ["/project/1001", sampleProjects[0]!.title],
      ["/contractor/2", "Priya Sharma"],
    ] as const) {
      await page.goto(path);
      const breadcrumb = (await jsonLd(page)).find((node) => node["@type"] === "BreadcrumbList");
      const items = breadcrumb!.itemListElement as { name: string; item: string }[];
      expect(items.at(-1), path).toMatchObject({ name: last, item: absolute(path) });
    }
  });
});

test("sitemap.xml lists every public page, each answering 200", async ({ request }) => {
  test.setTimeout(180_000);
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const paths = urls.map(localPath);
  const expected = [
    "/",
    "/projects",
    "/services",
    "/post-project",
    "/contact",
    "/about-us",
    "/how-it-works",
    "/magazine",
    ...services.map((service) => `/services/${service.slug}`),
    ...services.flatMap((service) =>
      cities.map((city) => `/services/${service.slug}/${city.slug}`),
    ),
    ...categories
      .filter((c) => c.slug !== "all" && !tradeForCategory(c.name))
      .map((c) => `/category/${c.slug}`),
    ...sampleProjects.map((project) => `/project/${1000 + project.id}`),
    ...contractors.map((contractor) => `/contractor/${contractor.id}`),
  ];
  for (const path of expected) expect(paths, path).toContain(path);
  // The open sample requests are examples, not work to find: out of the sitemap.
  for (const request of projectRequests) {
    expect(paths).not.toContain(`/project/${2000 + request.id}`);
  }
  expect(new Set(paths).size).toBe(paths.length);
  for (const path of paths) {
    expect(path).not.toMatch(/^\/(api|favorites|contractor-dashboard)/);
    const page = await request.get(path, { maxRedirects: 0 });
    expect(page.status(), path).toBe(200);
  }
});

test("an example request is kept out of search results; a completed sample is not", async ({
  request,
}) => {
  const robots = async (path: string) =>
    /<meta name="robots" content="([^"]+)"/.exec(await (await request.get(path)).text())?.[1];
  expect(await robots("/project/2001")).toContain("noindex");
  expect(await robots("/project/1001")).toBeUndefined();
});

test("every service page and every service-city page is prerendered", async ({ request }) => {
  test.setTimeout(120_000);
  for (const service of services) {
    for (const path of [
      `/services/${service.slug}`,
      ...cities.map((city) => `/services/${service.slug}/${city.slug}`),
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      // Served from the build output, not rendered for this request.
      expect(response.headers()["x-nextjs-cache"], path).toBe("HIT");
    }
  }
});

test("robots.txt allows the site, keeps the API out and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-Agent: *");
  expect(text).toContain("Allow: /");
  expect(text).toContain("Disallow: /api/");
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test("not-found states are 404s that search engines do not index", async ({ page }) => {
  for (const [path, heading] of [
    ["/project/999999", "Project Not Found"],
    ["/services/no-such-service", "Service Not Found"],
    ["/services/no-such-service/toronto", "Service Not Found"],
    ["/category/no-such-category", "404 - Oops! Page not found"],
    ["/no-such-page", "404 - Oops! Page not found"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  }
});

// Next answers a page's notFound() with an empty document drawn by scripts; the production
// server serves the not-found page as HTML instead (server/not-found.mjs), so a crawler or a
// reader without scripts sees it too.
test("a not-found page arrives as HTML, readable without scripts", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, heading] of [
    ["/project/999999", "Project Not Found"],
    ["/project/not-a-number", "Project Not Found"],
    ["/services/no-such-service", "Service Not Found"],
    ["/services/no-such-service/toronto", "Service Not Found"],
    ["/pros/no-such-contractor", "404 - Oops! Page not found"],
    ["/agreement/not-a-number", "404 - Oops! Page not found"],
    ["/no-such-page", "404 - Oops! Page not found"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    await expect(page.locator("html"), path).toHaveAttribute("lang", "en-CA");
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  }
  // Kept by no cache, and the URL stays the one asked for.
  const project = await page.goto("/project/999999");
  expect(project?.headers()["cache-control"]).toContain("no-store");
  expect(new URL(page.url()).pathname).toBe("/project/999999");
  // The sections' not-found pages are 404s at their own address too.
  for (const path of ["/not-found/project", "/not-found/service", "/not-found/other"]) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
  await context.close();
});

test("an unknown location's page points search engines at the Ontario page", async ({ page }) => {
  await page.goto("/services/painting/atlantis");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    absolute("/services/painting"),
  );
  const url = (await meta(page, 'property="og:image"'))!;
  expect(url).toBe(absolute("/services/painting/opengraph-image"));
  expect(await pngSize(page.request, localPath(url))).toEqual({ width: 1200, height: 630 });
});
