import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { articles } from "@/content/articles";
import { categories, categoryOptions } from "@/content/categories";
import { CATEGORY_NAMES } from "@/content/category-names";
import { CITY_NAMES } from "@/content/city-names";
import { cities } from "@/content/cities";
import { contractors } from "@/content/contractors";
import { projectRequests, sampleProjects } from "@/content/projects";
import { services } from "@/content/services";
import { slugify } from "@/content/slug";
import messages from "@/messages/en.json";
import { priceFigures } from "@/lib/price";

const unique = <T>(values: T[]) => new Set(values).size === values.length;

/** Every string anywhere in a value, with where it is. */
function strings(value: unknown, at = ""): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  }
  return [];
}

/** Every string under /images/ anywhere in a value. */
function imagePaths(value: unknown): string[] {
  if (typeof value === "string") return value.startsWith("/images/") ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(imagePaths);
  if (value && typeof value === "object") return Object.values(value).flatMap(imagePaths);
  return [];
}

const knownShortSlugs = [
  "security-bollards",
  "cleaning",
  "real-estate-photography-videography",
  "hvac",
  "general-contracting",
  "moving-solutions",
  "plumbing",
  "electrical",
  "landscaping",
];

// Counts follow the catalogue: adding a record changes no test. What the site was founded with (the
// first services' ranks, the six founding cities' pricing) is checked by name, so those records cannot go missing either.

describe("services", () => {
  it("has unique ids and slugs, ranked 1 to the number of services without gaps", () => {
    expect(unique(services.map((s) => s.id))).toBe(true);
    expect(unique(services.map((s) => s.slug))).toBe(true);
    expect(services.map((s) => s.popularityRank).sort((a, b) => a - b)).toEqual(
      Array.from({ length: services.length }, (_, i) => i + 1),
    );
  });

  it("uses the known short slugs, and slugified names otherwise", () => {
    for (const slug of knownShortSlugs) expect(services.map((s) => s.slug)).toContain(slug);
    for (const service of services) {
      if (!knownShortSlugs.includes(service.slug))
        expect(service.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it.each(services.map((s) => [s.slug, s] as const))("%s has every field filled", (_, service) => {
    expect(service.name.trim()).not.toBe("");
    expect(service.category.trim()).not.toBe("");
    expect(service.heroImage).toBe(`/images/services/${service.slug}.svg`);
    expect(service.averageTimeframe.trim()).not.toBe("");
    expect(service.keyServices).toHaveLength(4);
    expect(service.stepDescriptions).toHaveLength(4);
    expect(service.commonProjects.length).toBeGreaterThanOrEqual(3);
    expect(service.seoMetaDescription).toContain("[LOCATION]");
    for (const list of Object.values(service.localConsiderations)) {
      expect(list.length).toBeGreaterThanOrEqual(2);
    }
    expect(service.description.length).toBeGreaterThan(40);
    expect(service.detailedDescription.length).toBeGreaterThan(service.description.length);
  });

  it("gives cleaning its 8 service types and no other service any", () => {
    const cleaning = services.find((s) => s.slug === "cleaning");
    expect(cleaning?.serviceTypes).toHaveLength(8);
    expect(services.filter((s) => s.serviceTypes).map((s) => s.slug)).toEqual(["cleaning"]);
  });

  it("keeps the popularity ranks and emergency facts of each service", () => {
    const bySlug = Object.fromEntries(services.map((s) => [s.slug, s]));
    expect(bySlug["plumbing"]?.popularityRank).toBe(1);
    expect(bySlug["security-bollards"]?.popularityRank).toBe(7);
    expect(bySlug["ev-charging-solution"]).toMatchObject({
      popularityRank: 13,
      emergencyAvailable: false,
    });
    expect(bySlug["custom-build"]).toMatchObject({
      averageTimeframe: "6-18 months",
      seasonalDemand: "spring-fall",
    });
    expect(bySlug["painting"]?.popularityRank).toBe(17);
    expect(bySlug["architectural-visualization"]?.popularityRank).toBe(18);
  });
});

describe("cities", () => {
  it("starts with the six founding cities, in order", () => {
    expect(cities.slice(0, 6).map((c) => c.slug)).toEqual([
      "toronto",
      "mississauga",
      "brampton",
      "markham",
      "vaughan",
      "richmond-hill",
    ]);
  });

  // One city-wide hourly figure printed on every service (cleaning and custom builds alike) had
  // no basis the site could show: a city carries no price (docs/decisions/0001-catalogue-and-local-content.md).
  it("carries no price of its own", () => {
    for (const city of cities) expect(city).not.toHaveProperty("averagePricing");
  });

  it("has unique ids, and slugs made from the names", () => {
    expect(unique(cities.map((c) => c.id))).toBe(true);
    for (const city of cities) expect(city.slug).toBe(slugify(city.name));
  });

  it.each(cities.map((c) => [c.slug, c] as const))("%s has every field filled", (_, city) => {
    expect(city.marketDescription.length).toBeGreaterThan(200);
    expect(city.localInsights.length).toBeGreaterThanOrEqual(3);
    for (const insight of city.localInsights) expect(insight.length).toBeGreaterThan(80);
    for (const name of city.keyNeighborhoods ?? []) expect(name.trim()).not.toBe("");
  });

  // Copy naming all six founding cities is a list of the places served: it must name them all.
  it("copy that lists the cities served names every city", () => {
    const specCities = cities.slice(0, 6);
    const copy = strings({ messages, categories, services }).filter(({ text }) =>
      specCities.every((city) => text.includes(city.name)),
    );
    expect(copy.length).toBeGreaterThan(0);
    const incomplete = copy
      .filter(({ text }) => cities.some((city) => !text.includes(city.name)))
      .map(({ at }) => at);
    expect(incomplete).toEqual([]);
  });
});

describe("categories", () => {
  it("starts with All Categories and has unique slugs and ids", () => {
    expect(categories[0]?.name).toBe("All Categories");
    expect(unique(categories.map((c) => c.slug))).toBe(true);
    expect(unique(categories.map((c) => c.id))).toBe(true);
  });

  it("links every category but All Categories to an existing service", () => {
    const slugs = services.map((s) => s.slug);
    for (const category of categories.slice(1)) expect(slugs).toContain(category.serviceSlug);
  });

  it("shares one list of names with the forms", () => {
    expect(categoryOptions.map((c) => c.name)).toEqual(categories.slice(1).map((c) => c.name));
    expect([...CATEGORY_NAMES]).toEqual(categoryOptions.map((c) => c.name));
  });

  it("shares one list of city names with the project list's city filter", () => {
    expect([...CITY_NAMES]).toEqual(cities.map((city) => city.name));
  });
});

describe("sample projects", () => {
  it("are completed, carry no rating, review count or testimonial, with parseable prices", () => {
    expect(unique(sampleProjects.map((p) => p.id))).toBe(true);
    for (const project of sampleProjects) {
      expect(project.status).toBe("completed");
      expect(project).not.toHaveProperty("rating");
      expect(project).not.toHaveProperty("reviews");
      expect(project).not.toHaveProperty("testimonials");
      expect(priceFigures(project.price)).toHaveLength(2);
    }
    const lows = sampleProjects.map((p) => priceFigures(p.price)[0]!);
    const highs = sampleProjects.map((p) => priceFigures(p.price)[1]!);
    expect(Math.min(...lows)).toBeLessThanOrEqual(700);
    expect(Math.max(...highs)).toBeGreaterThanOrEqual(1_000_000);
  });

  it("uses category names from the shared list and real contractors", () => {
    const names = categoryOptions.map((c) => c.name);
    const ids = contractors.map((c) => c.id);
    for (const project of [...sampleProjects, ...projectRequests])
      expect(names).toContain(project.category);
    for (const project of sampleProjects) expect(ids).toContain(project.contractorId);
  });

  it("has at least 3 featured projects", () => {
    expect(sampleProjects.filter((p) => p.featured).length).toBeGreaterThanOrEqual(3);
  });

  it("has the open sample request", () => {
    expect(projectRequests.length).toBeGreaterThanOrEqual(1);
    for (const request of projectRequests) {
      expect(request.status).toBe("open");
      expect(priceFigures(request.budget).length).toBeGreaterThan(0);
    }
  });
});

describe("contractors and articles", () => {
  it("gives contractors unique ids", () => {
    expect(unique(contractors.map((c) => c.id))).toBe(true);
  });

  it("gives articles unique ids", () => {
    expect(unique(articles.map((a) => a.id))).toBe(true);
  });

  it.each(articles.map((a) => [a.id, a] as const))(
    "article %s has every field filled and 600+ words",
    (_, article) => {
      expect(article.title.trim()).not.toBe("");
      expect(article.excerpt.length).toBeGreaterThan(80);
      expect(article.image).toBe(`/images/articles/${article.id}.svg`);
      expect(article.category.trim()).not.toBe("");
      expect(article.author.trim()).not.toBe("");
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${article.date}T00:00:00Z`).toISOString()).toContain(article.date);
      expect(article.body.join(" ").split(/\s+/).length).toBeGreaterThanOrEqual(600);
    },
  );
});

describe("images", () => {
  it("every image the catalogue references exists under public/", () => {
    const all = imagePaths([
      services,
      cities,
      categories,
      sampleProjects,
      projectRequests,
      contractors,
      articles,
    ]);
    expect(all.length).toBeGreaterThan(50);
    const missing = [...new Set(all)].filter((p) => !existsSync(path.join("public", p)));
    expect(missing).toEqual([]);
  });

  it("the benchmark's reference file and the special heroes exist", () => {
    const fixed = [
      "placeholder",
      "hero/home",
      "hero/security-bollards",
      "hero/cleaning",
      "hero/default-banner",
    ];
    const missing = fixed.filter((name) => !existsSync(`public/images/${name}.svg`));
    expect(missing).toEqual([]);
  });
});
