// Local content is true: a city page says only what holds in that city, every project list holds
// only what its title names, and figures are the catalogue's own counts.
import { describe, expect, it } from "vitest";

import { generateMetadata as categoryMetadata } from "@/app/category/[slug]/page";
import { articles } from "@/content/articles";
import { categories } from "@/content/categories";
import { cities } from "@/content/cities";
import { aboutUs } from "@/content/company";
import { contractors } from "@/content/contractors";
import { getCity, getService } from "@/content/lookups";
import { sampleProjects } from "@/content/projects";
import {
  categoryProjects,
  isInCity,
  projectsForService,
  projectsForServiceInCity,
} from "@/content/related";
import { services } from "@/content/services";
import { tradeForCategory, tradeProjects, trades } from "@/content/trades";
import type { City } from "@/content/types";
import { absoluteUrl } from "@/lib/seo";

/** Everything a city's own part of a service page prints. */
const cityText = (city: City) =>
  [
    city.marketDescription,
    ...city.localInsights,
    city.permitOffice.name,
    city.permitOffice.address,
    ...city.programmes,
  ].join("\n");

/** What only one city may say: its permit office and its programmes. */
const cityOnlyNames = (city: City) => [city.permitOffice.name, ...city.programmes];

describe("city facts", () => {
  it("each city has its own permit office, and describes each of its programmes", () => {
    expect(new Set(cities.map((city) => city.permitOffice.name)).size).toBe(cities.length);
    for (const city of cities) {
      expect(city.permitOffice.address.length, city.name).toBeGreaterThan(10);
      for (const programme of city.programmes) {
        expect(city.localInsights.join(" "), programme).toContain(programme.split(" (")[0]);
      }
    }
  });

  it("no city mentions another city's permit office or programme", () => {
    for (const city of cities) {
      for (const other of cities.filter((entry) => entry !== city)) {
        for (const name of cityOnlyNames(other)) {
          expect(cityText(city), `${city.name} names ${name}`).not.toContain(name);
        }
      }
    }
  });

  it("Toronto's basement flooding subsidy is Toronto's alone", () => {
    expect(getCity("toronto")!.programmes).toContain(
      "Basement Flooding Protection Subsidy Program",
    );
    for (const city of cities.filter((entry) => entry.slug !== "toronto")) {
      expect(cityText(city)).not.toMatch(/basement flooding protection subsidy/i);
    }
  });

  it("service text, shown on every city's page, names no city's office or programme", () => {
    for (const service of services) {
      const text = JSON.stringify(service);
      for (const city of cities) {
        for (const name of cityOnlyNames(city)) {
          expect(text, `${service.slug} names ${name}`).not.toContain(name);
        }
      }
      expect(text, service.slug).not.toMatch(/basement flooding (protection )?subsidy/i);
    }
  });
});

describe("recent projects on a city page", () => {
  it("are all in that city", () => {
    for (const service of services) {
      for (const city of cities) {
        for (const project of projectsForServiceInCity(service.slug, city)) {
          expect(project.location, `${service.slug} in ${city.name}`).toContain(city.name);
          expect(isInCity(project, city)).toBe(true);
        }
      }
    }
  });

  it("Toronto's plumbing page does not show the Brampton basement job; Brampton's does", () => {
    expect(projectsForService("plumbing").map((project) => project.location)).toEqual([
      "Brampton, ON",
    ]);
    expect(projectsForServiceInCity("plumbing", getCity("toronto")!)).toEqual([]);
    expect(
      projectsForServiceInCity("plumbing", getCity("brampton")!).map((project) => project.id),
    ).toEqual([4]);
  });

  it("a city is matched as a whole part of the location, not as a substring", () => {
    const [project] = sampleProjects;
    expect(
      isInCity(
        { ...project!, location: "Mill Pond, Richmond Hill, ON" },
        getCity("richmond-hill")!,
      ),
    ).toBe(true);
    expect(
      isInCity({ ...project!, location: "Toronto Road, Markham, ON" }, getCity("toronto")!),
    ).toBe(false);
  });
});

describe("project lists hold what their titles say", () => {
  it("each trade page lists only projects of its categories", () => {
    for (const trade of Object.values(trades)) {
      for (const project of tradeProjects(trade)) {
        expect(trade.categories, `${trade.key}: ${project.title}`).toContain(project.category);
      }
    }
  });

  it("a category page lists only projects of that category", () => {
    for (const category of categories.filter((entry) => entry.slug !== "all")) {
      for (const project of categoryProjects(category)) {
        expect(project.category).toBe(category.name);
      }
    }
  });

  it("a trade page, its service page and its category page count the same projects", () => {
    for (const trade of Object.values(trades)) {
      const onTradePage = tradeProjects(trade).map((project) => project.id);
      const ofService = projectsForService(trade.serviceSlug, Number.POSITIVE_INFINITY);
      expect(
        ofService.map((project) => project.id),
        trade.key,
      ).toEqual(onTradePage);
    }
    const plumbing = categories.find((category) => category.slug === "plumbing")!;
    expect(categoryProjects(plumbing).map((project) => project.id)).toEqual(
      tradeProjects(trades.plumbing).map((project) => project.id),
    );
  });
});

describe("one canonical page per intent", () => {
  const canonicalOf = async (slug: string) =>
    (await categoryMetadata({ params: Promise.resolve({ slug }) })).alternates?.canonical;

  it("a category with a trade page points search engines at the trade page", async () => {
    expect(tradeForCategory("Plumbing")?.path).toBe("/plumbing-services");
    expect(await canonicalOf("plumbing")).toBe(absoluteUrl("/plumbing-services"));
    expect(await canonicalOf("general-contracting")).toBe(absoluteUrl("/general-contractor"));
  });

  it("a category without one is its own canonical page", async () => {
    expect(tradeForCategory("Painting")).toBeUndefined();
    expect(await canonicalOf("painting")).toBe(absoluteUrl("/category/painting"));
  });
});

describe("claims match the catalogue", () => {
  it("About Us figures are the catalogue's counts", () => {
    const figures = Object.fromEntries(aboutUs.stats.map((stat) => [stat.label, stat.value]));
    expect(figures).toEqual({
      "Home Services": String(services.length),
      "GTA Cities": String(cities.length),
      "Project Categories": String(categories.length - 1),
      "To Post or Quote": "$0",
    });
    // The text names exactly the catalogue's cities and claims no contractor count.
    const story = aboutUs.story.join(" ");
    for (const city of cities) expect(story).toContain(city.name);
    expect(story).not.toMatch(/\d[\d,]*\+/);
    expect(contractors.length).toBeGreaterThan(0);
  });

  it("no page text names a municipality that is not one of the catalogue's cities", () => {
    const elsewhere =
      /\b(Oakville|Burlington|Milton|Caledon|King City|King Township|Aurora|Newmarket|Pickering|Ajax|Whitby|Oshawa|Hamilton)\b/;
    const texts = [
      JSON.stringify(services),
      JSON.stringify(categories),
      JSON.stringify(cities),
      JSON.stringify(aboutUs),
      JSON.stringify(sampleProjects),
      JSON.stringify(articles),
    ];
    for (const text of texts) expect(text).not.toMatch(elsewhere);
  });

  it("Electrical and Electrician each point to the other and say which job is which", () => {
    const electrical = getService("electrical")!;
    const electrician = getService("electrician")!;
    expect(electrical.seeAlso?.slug).toBe("electrician");
    expect(electrician.seeAlso?.slug).toBe("electrical");
    expect(electrical.description).toMatch(/^Electrical projects/);
    expect(electrician.description).toMatch(/repairs and small jobs/);
  });
});
