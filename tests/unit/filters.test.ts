import { describe, expect, it } from "vitest";

import { sampleProjects } from "@/content/projects";
import { cleaningTypes, trades, tradeProjects } from "@/content/trades";
import {
  filterProjects,
  matchesOption,
  matchesQuery,
  sortProjects,
  type FilterableProject,
} from "@/lib/filters";
import { firstPriceFigure } from "@/lib/price";

const base: FilterableProject = {
  title: "Basement Bathroom Rough-In",
  description: "New drains and a backwater valve.",
  contractor: "Northside Plumbing",
  location: "Brampton, ON",
  category: "Plumbing",
  year: 2023,
  propertyType: "House",
  price: "$10,500 - $13,800",
  featured: false,
};
const project = (patch: Partial<FilterableProject>) => ({ ...base, ...patch });

describe("matchesQuery", () => {
  it("matches title, description and contractor, ignoring case and surrounding spaces", () => {
    expect(matchesQuery(base, "  BATHROOM ")).toBe(true);
    expect(matchesQuery(base, "backwater")).toBe(true);
    expect(matchesQuery(base, "northside")).toBe(true);
    expect(matchesQuery(base, "furnace")).toBe(false);
  });

  it("matches the location only where the page says so", () => {
    expect(matchesQuery(base, "brampton")).toBe(false);
    expect(matchesQuery(base, "brampton", true)).toBe(true);
  });

  it("an empty query matches everything", () => {
    expect(matchesQuery(base, "")).toBe(true);
    expect(matchesQuery(base, "   ")).toBe(true);
  });
});

describe("filterProjects", () => {
  const list = [
    project({ title: "A", category: "Plumbing", year: 2024, propertyType: "Condo" }),
    project({ title: "B", category: "Electrical", year: 2023, location: "Markham, ON" }),
    project({ title: "C", category: "Plumbing", year: 2022, propertyType: "Commercial" }),
  ];
  const titles = (items: FilterableProject[]) => items.map((item) => item.title);

  it("matches category, year and property type exactly", () => {
    expect(titles(filterProjects(list, { category: "Plumbing" }))).toEqual(["A", "C"]);
    expect(titles(filterProjects(list, { category: "plumbing" }))).toEqual([]);
    expect(titles(filterProjects(list, { year: 2023 }))).toEqual(["B"]);
    expect(titles(filterProjects(list, { propertyType: "Commercial" }))).toEqual(["C"]);
  });

  it("matches a city within the location, and combines every criterion", () => {
    expect(titles(filterProjects(list, { city: "Markham" }))).toEqual(["B"]);
    expect(titles(filterProjects(list, { category: "Plumbing", year: 2024, query: "a" }))).toEqual([
      "A",
    ]);
    expect(filterProjects(list, { category: "Plumbing", city: "Markham" })).toEqual([]);
  });

  it("no criteria keep the list as it was", () => {
    expect(filterProjects(list, {})).toEqual(list);
  });
});

describe("select options and cleaning types", () => {
  it("featured, property types and words", () => {
    expect(matchesOption(project({ featured: true }), { featured: true })).toBe(true);
    expect(matchesOption(base, { featured: true })).toBe(false);
    expect(matchesOption(base, { propertyTypes: ["House", "Condo"] })).toBe(true);
    expect(matchesOption(base, { propertyTypes: ["Commercial"] })).toBe(false);
    expect(matchesOption(project({ title: "Local Condo Move" }), { words: ["local"] })).toBe(true);
    expect(
      matchesOption(project({ price: "Commercial rate $900" }), { words: ["commercial"] }),
    ).toBe(true);
    expect(matchesOption(base, { words: ["drains"] })).toBe(false);
    expect(matchesOption(base, { words: ["drains"], inDescription: true })).toBe(true);
  });

  it("each cleaning type finds its sample project by title", () => {
    const cleaning = tradeProjects(trades.cleaning);
    const of = (value: string) =>
      filterProjects(cleaning, { option: cleaningTypes.find((type) => type.value === value)!.rule })
        .map((item) => item.id)
        .sort((a, b) => a - b);
    expect(of("all")).toEqual([3, 10]);
    expect(of("residential")).toEqual([3]);
    expect(of("commercial")).toEqual([10]);
    expect(of("move")).toEqual([3]);
    expect(of("post-construction")).toEqual([10]);
  });
});

describe("sorting", () => {
  it("reads the first dollar figure of a price", () => {
    expect(firstPriceFigure("$1,400 - $1,900")).toBe(1400);
    expect(firstPriceFigure("From $2,400.50")).toBe(2400.5);
    expect(firstPriceFigure("$850,000 - $1,020,000")).toBe(850000);
    expect(firstPriceFigure("Contact for quote")).toBe(Number.POSITIVE_INFINITY);
  });

  it("sorts newest first and price ascending, ties in catalogue order", () => {
    const list = [
      project({ title: "A", year: 2022, price: "$5,000" }),
      project({ title: "B", year: 2024, price: "Contact for quote" }),
      project({ title: "C", year: 2022, price: "$600 - $850" }),
    ];
    const titles = (items: FilterableProject[]) => items.map((item) => item.title);
    expect(titles(sortProjects(list, "newest"))).toEqual(["B", "A", "C"]);
    expect(titles(sortProjects(list, "price"))).toEqual(["C", "A", "B"]);
    expect(titles(list)).toEqual(["A", "B", "C"]);
  });

  it("sorts $2k as 2,000, after $600 and before $5,000", () => {
    const list = [
      project({ title: "A", price: "$5,000" }),
      project({ title: "B", price: "$2k" }),
      project({ title: "C", price: "$600" }),
    ];
    expect(sortProjects(list, "price").map((item) => item.title)).toEqual(["C", "B", "A"]);
  });

  it("sorts the catalogue's prices from $600 upwards", () => {
    const sorted = sortProjects(sampleProjects, "price");
    expect(firstPriceFigure(sorted[0]!.price)).toBe(600);
    expect(firstPriceFigure(sorted.at(-1)!.price)).toBe(850000);
  });
});

describe("trade scopes", () => {
  it("every trade page lists only the projects of its own categories, and at least one", () => {
    for (const trade of Object.values(trades)) {
      const projects = tradeProjects(trade);
      expect(projects.length, trade.key).toBeGreaterThan(0);
      for (const project of projects)
        expect(trade.categories, trade.key).toContain(project.category);
    }
    // A renovation whose scope names plumbing is still a renovation, not a plumbing job.
    expect(tradeProjects(trades.plumbing).map((item) => item.category)).toEqual(["Plumbing"]);
    expect(tradeProjects(trades.generalContractor).map((item) => item.category)).toEqual([
      "General Contracting",
      "General Contracting",
    ]);
  });
});
