import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { articles } from "@/content/articles";
import { categories, categoryOptions } from "@/content/categories";
import { CATEGORY_NAMES } from "@/content/category-names";
import { cities } from "@/content/cities";
import { contractors } from "@/content/contractors";
import { projectRequests, sampleProjects } from "@/content/projects";
import { services } from "@/content/services";
import { slugify } from "@/content/slug";
import { priceFigures } from "@/lib/price";

const unique = <T>(values: T[]) => new Set(values).size === values.length;

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

describe("services", () => {
  it("has 18 services with unique ids and slugs, ranked 1 to 18", () => {
    expect(services).toHaveLength(18);
    expect(unique(services.map((s) => s.id))).toBe(true);
    expect(unique(services.map((s) => s.slug))).toBe(true);
    expect(services.map((s) => s.popularityRank).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 18 }, (_, i) => i + 1),
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

  it("keeps the popularity ranks, certification and emergency facts of each service", () => {
    const bySlug = Object.fromEntries(services.map((s) => [s.slug, s]));
    expect(bySlug["plumbing"]?.popularityRank).toBe(1);
    expect(bySlug["security-bollards"]).toMatchObject({
      popularityRank: 7,
      certificationRequired: true,
    });
    expect(bySlug["ev-charging-solution"]).toMatchObject({
      popularityRank: 13,
      emergencyAvailable: false,
    });
    expect(bySlug["custom-build"]).toMatchObject({
      averageTimeframe: "6-18 months",
      seasonalDemand: "spring-fall",
    });
    expect(bySlug["painting"]).toMatchObject({ popularityRank: 17, certificationRequired: false });
    expect(bySlug["architectural-visualization"]?.popularityRank).toBe(18);
  });
});

describe("cities", () => {
  it("has the 6 cities with their average hourly pricing", () => {
    expect(cities.map((c) => [c.slug, c.averagePricing.low, c.averagePricing.high])).toEqual([
      ["toronto", 150, 300],
      ["mississauga", 130, 275],
      ["brampton", 120, 250],
      ["markham", 180, 350],
      ["vaughan", 160, 320],
      ["richmond-hill", 170, 330],
    ]);
    expect(unique(cities.map((c) => c.id))).toBe(true);
    for (const city of cities) expect(city.slug).toBe(slugify(city.name));
  });
});

describe("categories", () => {
  it("has 17 categories including All Categories, with unique slugs", () => {
    expect(categories).toHaveLength(17);
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
});

describe("sample projects", () => {
  it("has 12 completed projects with ratings 4.6 to 4.9 and parseable prices", () => {
    expect(sampleProjects).toHaveLength(12);
    expect(unique(sampleProjects.map((p) => p.id))).toBe(true);
    for (const project of sampleProjects) {
      expect(project.status).toBe("completed");
      expect(project.rating).toBeGreaterThanOrEqual(4.6);
      expect(project.rating).toBeLessThanOrEqual(4.9);
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

  it("has at least 3 featured projects and unique testimonial ids", () => {
    expect(sampleProjects.filter((p) => p.featured).length).toBeGreaterThanOrEqual(3);
    expect(unique(sampleProjects.flatMap((p) => p.testimonials.map((t) => t.id)))).toBe(true);
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
  it("has 3 contractors", () => {
    expect(contractors).toHaveLength(3);
    expect(unique(contractors.map((c) => c.id))).toBe(true);
  });

  it("has 6 articles of 600+ words", () => {
    expect(articles).toHaveLength(6);
    expect(unique(articles.map((a) => a.id))).toBe(true);
    for (const article of articles) {
      expect(article.body.join(" ").split(/\s+/).length).toBeGreaterThanOrEqual(600);
    }
  });
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

  it("the default photo, the special heroes and every process step image exist", () => {
    const fixed = [
      "placeholder",
      "hero/home",
      "hero/security-bollards",
      "hero/cleaning",
      "hero/default-banner",
    ];
    const steps = services
      .filter((service) => !service.serviceTypes)
      .flatMap((service) => [1, 2, 3, 4].map((n) => `services/${service.slug}-step-${n}`));
    const missing = [...fixed, ...steps].filter((name) => !existsSync(`public/images/${name}.svg`));
    expect(missing).toEqual([]);
  });
});
