import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { generateStaticParams as articleParams } from "@/app/article/[id]/page";
import robots from "@/app/robots";
import { generateStaticParams as serviceCityParams } from "@/app/services/[slug]/[location]/page";
import { generateStaticParams as serviceParams } from "@/app/services/[slug]/page";
import { catalogueSitemap } from "@/app/sitemap";
import { namedCity } from "@/components/services/service-directory";
import { articles } from "@/content/articles";
import { categories } from "@/content/categories";
import { cities } from "@/content/cities";
import { contractors } from "@/content/contractors";
import { categoryHref, featuredProjects, getCity, getService } from "@/content/lookups";
import { projectRequests, sampleProjects } from "@/content/projects";
import { projectsForService } from "@/content/related";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { tradeForCategory } from "@/content/trades";
import { matchesQuery } from "@/lib/filters";
import { ogText } from "@/lib/og-image";
import { chosenInAddress, quoteHref, serviceCategory } from "@/lib/projects/quote-link";
import { CATEGORY_NAMES } from "@/lib/validation/options";
import { absoluteUrl } from "@/lib/seo";
import {
  DEFAULT_TYPE_IMAGE,
  serviceHeroImage,
  serviceTypeImage,
  servingAreas,
} from "@/lib/service-page";

const publicFile = (url: string) => existsSync(path.join(process.cwd(), "public", url));

describe("sitemap.xml", () => {
  const urls = catalogueSitemap().map((entry) => entry.url);

  it("lists every public catalogue page once", () => {
    expect(new Set(urls).size).toBe(urls.length);
    for (const page of ["/", "/projects", "/services", "/post-project", "/contact"]) {
      expect(urls).toContain(absoluteUrl(page));
    }
    for (const service of services) {
      expect(urls).toContain(absoluteUrl(`/services/${service.slug}`));
      for (const city of cities) {
        expect(urls).toContain(absoluteUrl(`/services/${service.slug}/${city.slug}`));
      }
    }
    // A category page whose canonical URL is its trade page is left to that page.
    for (const category of categories.filter((c) => c.slug !== "all")) {
      const trade = tradeForCategory(category.name);
      if (trade) expect(urls).not.toContain(absoluteUrl(`/category/${category.slug}`));
      else expect(urls).toContain(absoluteUrl(`/category/${category.slug}`));
    }
    expect(urls).not.toContain(absoluteUrl("/category/plumbing"));
    expect(urls).toContain(absoluteUrl("/category/painting"));
    for (const project of sampleProjects) {
      expect(urls).toContain(absoluteUrl(`/project/${1000 + project.id}`));
    }
    // The open sample requests are examples of a request, not work to find.
    for (const request of projectRequests) {
      expect(urls).not.toContain(absoluteUrl(`/project/${2000 + request.id}`));
    }
    for (const contractor of contractors) {
      expect(urls).toContain(absoluteUrl(`/contractor/${contractor.id}`));
    }
    for (const article of articles) {
      expect(urls).toContain(absoluteUrl(`/article/${article.id}`));
    }
  });

  it("leaves out private pages and the API", () => {
    for (const url of urls) {
      expect(url).not.toMatch(/\/(api|favorites|contractor-dashboard)(\/|$)/);
      expect(url).not.toMatch(/\/project\/3\d{3,}/);
      expect(url).not.toContain("/category/all");
    }
  });
});

describe("prerendered catalogue pages", () => {
  const sorted = (params: Record<string, string>[]) => params.map((p) => JSON.stringify(p)).sort();

  it("builds a page for every service and for every service in every city", () => {
    expect(sorted(serviceParams())).toEqual(sorted(services.map((s) => ({ slug: s.slug }))));
    const pairs = services.flatMap((s) => cities.map((c) => ({ slug: s.slug, location: c.slug })));
    expect(sorted(serviceCityParams())).toEqual(sorted(pairs));
  });

  it("builds a page for every article", () => {
    expect(sorted(articleParams())).toEqual(sorted(articles.map((a) => ({ id: String(a.id) }))));
  });
});

describe("robots.txt", () => {
  it("allows the site, keeps crawlers out of the API and points at the sitemap", () => {
    const rules = robots();
    expect(rules.sitemap).toBe(absoluteUrl("/sitemap.xml"));
    const [rule] = [rules.rules].flat();
    expect(rule).toMatchObject({ userAgent: "*", allow: "/" });
    expect(rule!.disallow).toContain("/api/");
  });
});

describe("ogText", () => {
  it("reduces text to printable ASCII so the bundled font covers every glyph", () => {
    expect(ogText("Move-In – Move-Out “deep” clean’s … Montréal")).toBe(
      `Move-In - Move-Out "deep" clean's ... Montreal`,
    );
    expect(ogText("Leslieville\u00a0· Toronto 🏠")).toBe("Leslieville - Toronto");
  });

  it("keeps every catalogue name readable (nothing but spacing is lost)", () => {
    const texts = [
      site.brand,
      site.tagline,
      site.phone,
      site.email,
      ...services.flatMap((service) => [service.name, service.category]),
      ...cities.map((city) => `${city.name}, ${city.province}`),
      ...categories.map((category) => category.name),
      ...contractors.flatMap((contractor) => [contractor.name, ...contractor.specialties]),
    ];
    for (const text of texts) {
      expect(ogText(text)).toBe(text.replace(/\s+/g, " ").trim());
    }
  });
});

describe("service page pictures and areas", () => {
  it("uses the special hero for security bollards and cleaning, the catalogue's otherwise", () => {
    expect(serviceHeroImage(getService("security-bollards")!)).toBe(
      "/images/hero/security-bollards.svg",
    );
    expect(serviceHeroImage(getService("cleaning")!)).toBe("/images/hero/cleaning.svg");
    const plumbing = getService("plumbing")!;
    expect(serviceHeroImage(plumbing)).toBe(plumbing.heroImage);
  });

  it("chooses a service type's picture by its name, else the default banner", () => {
    const cleaning = getService("cleaning")!;
    expect(cleaning.serviceTypes).toHaveLength(8);
    for (const type of cleaning.serviceTypes!) {
      expect(serviceTypeImage(type.name)).not.toBe(DEFAULT_TYPE_IMAGE);
      expect(publicFile(serviceTypeImage(type.name))).toBe(true);
    }
    expect(serviceTypeImage("Window Washing")).toBe(DEFAULT_TYPE_IMAGE);
    expect(publicFile(DEFAULT_TYPE_IMAGE)).toBe(true);
  });

  it("has a hero picture for every service", () => {
    for (const service of services) {
      expect(publicFile(serviceHeroImage(service))).toBe(true);
    }
  });

  it("serves a city's neighbourhoods, or Downtown, North and South {city}", () => {
    const toronto = getCity("toronto")!;
    expect(servingAreas(toronto)).toEqual(toronto.keyNeighborhoods);
    const richmondHill = getCity("richmond-hill")!;
    expect(richmondHill.keyNeighborhoods ?? []).toHaveLength(0);
    expect(servingAreas(richmondHill)).toEqual([
      "Downtown Richmond Hill",
      "North Richmond Hill",
      "South Richmond Hill",
    ]);
    expect(servingAreas({ ...toronto, keyNeighborhoods: [] })).toEqual([
      "Downtown Toronto",
      "North Toronto",
      "South Toronto",
    ]);
  });

  it("sends Get Free Quote to the post form with the service's category and the city chosen", () => {
    for (const service of services) {
      expect(CATEGORY_NAMES, service.name).toContain(serviceCategory(service));
    }
    const byName = (name: string) => services.find((service) => service.name === name)!;
    expect(serviceCategory(byName("HVAC"))).toBe("HVAC");
    expect(serviceCategory(byName("HVAC & Air Duct Cleaning"))).toBe("HVAC & Air Duct");
    expect(serviceCategory(byName("Landscaping"))).toBe("Landscaping & Snow Removal");
    expect(quoteHref(byName("Plumbing"), getCity("richmond-hill")!)).toBe(
      "/post-project?category=Plumbing&location=Richmond+Hill%2C+ON",
    );
    expect(quoteHref(byName("Plumbing"))).toBe("/post-project?category=Plumbing");
    // The form takes only a category of the list and a place it could store.
    expect(chosenInAddress("?category=Plumbing&location=Richmond+Hill%2C+ON")).toEqual({
      category: "Plumbing",
      location: "Richmond Hill, ON",
    });
    expect(chosenInAddress(`?category=Nope&location=${"x".repeat(121)}`)).toEqual({
      category: undefined,
      location: undefined,
    });
    expect(chosenInAddress("?location=%00Toronto")).toEqual({
      category: undefined,
      location: undefined,
    });
  });
});

describe("related projects", () => {
  it("shows at most 6 projects whose category contains the slug, or the reverse", () => {
    for (const service of services) {
      const related = projectsForService(service.slug);
      expect(related.length).toBeLessThanOrEqual(6);
      for (const project of related) {
        const category = project.category.toLowerCase().replace(/[^a-z0-9]+/g, "-");
        expect(category.includes(service.slug) || service.slug.includes(category)).toBe(true);
      }
    }
    expect(projectsForService("cleaning").map((p) => p.category)).toEqual(["Cleaning", "Cleaning"]);
    // The empty slug is contained in every category: the cap is what stops the list at 6.
    expect(projectsForService("")).toHaveLength(6);
    expect(projectsForService("landscaping").map((p) => p.category)).toEqual([
      "Landscaping & Snow Removal",
    ]);
  });
});

describe("home page lists", () => {
  it("All Categories leads to /projects, every other category to its page", () => {
    const [all, ...rest] = categories;
    expect(all!.name).toBe("All Categories");
    expect(categoryHref(all!)).toBe("/projects");
    for (const category of rest) expect(categoryHref(category)).toBe(`/category/${category.slug}`);
  });

  it("Our Recent Work is the first 3 featured projects", () => {
    const featured = sampleProjects.filter((project) => project.featured);
    expect(featuredProjects(3)).toEqual(featured.slice(0, 3));
  });
});

describe("services directory filters", () => {
  it("match a case-insensitive substring of any one field", () => {
    const fields = ["Plumbing", "Leak repairs and drains", "Water heater installation"];
    expect(matchesQuery(fields, "")).toBe(true);
    expect(matchesQuery(fields, "  WATER heat ")).toBe(true);
    expect(matchesQuery(fields, "drains")).toBe(true);
    expect(matchesQuery(fields, "electrical")).toBe(false);
    // Fields are matched one by one: a query spanning two of them does not match.
    expect(matchesQuery(fields, "plumbing leak")).toBe(false);
  });

  it("name a city by its name or slug, exactly", () => {
    expect(namedCity(cities, "Richmond Hill")?.slug).toBe("richmond-hill");
    expect(namedCity(cities, "richmond-hill")?.name).toBe("Richmond Hill");
    expect(namedCity(cities, " toronto ")?.slug).toBe("toronto");
    expect(namedCity(cities, "Toront")).toBeUndefined();
    expect(namedCity(cities, "")).toBeUndefined();
  });
});
