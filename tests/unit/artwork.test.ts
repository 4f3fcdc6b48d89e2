import { describe, expect, it } from "vitest";

import { categories } from "@/content/categories";
import { CATEGORY_NAMES } from "@/content/category-names";
import { projectRequests, sampleProjects } from "@/content/projects";
import { CATEGORY_ARTWORK, categoryArtwork, FALLBACK_ARTWORK } from "@/lib/artwork";

// All Categories is a filter, not a category a project can have.
const projectCategories = categories.filter((category) => category.slug !== "all");

describe("categoryArtwork", () => {
  it("gives every category artwork of its own, not the fallback", () => {
    expect(projectCategories.length).toBeGreaterThanOrEqual(16);
    for (const { name } of projectCategories) {
      expect(categoryArtwork(name), name).not.toBe(FALLBACK_ARTWORK);
    }
    for (const name of CATEGORY_NAMES) {
      expect(categoryArtwork(name), name).not.toBe(FALLBACK_ARTWORK);
    }
  });

  it("never gives two categories the same artwork", () => {
    const pictures = projectCategories.map(({ name }) => categoryArtwork(name));
    expect(new Set(pictures).size).toBe(projectCategories.length);
    expect(Object.values(CATEGORY_ARTWORK)).not.toContain(FALLBACK_ARTWORK);
  });

  it("covers the category of every sample project and request", () => {
    for (const { category } of [...sampleProjects, ...projectRequests]) {
      expect(categoryArtwork(category), category).not.toBe(FALLBACK_ARTWORK);
    }
  });

  it("reads a category name whatever its case and surrounding spaces", () => {
    expect(categoryArtwork("  plumbing ")).toBe(categoryArtwork("Plumbing"));
    expect(categoryArtwork("hvac & air duct")).toBe(categoryArtwork("HVAC & Air Duct"));
  });

  it("falls back to the house for an unknown, empty or missing category", () => {
    for (const unknown of ["Pool Installation", "", "All Categories", null, undefined]) {
      expect(categoryArtwork(unknown), String(unknown)).toBe(FALLBACK_ARTWORK);
    }
  });
});
