import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { JsonLd } from "@/components/seo/json-ld";
import { cities } from "@/content/cities";
import { getCity, getService } from "@/content/lookups";
import { services } from "@/content/services";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  businessJsonLd,
  itemListJsonLd,
  metaDescription,
  pageSeo,
  serviceJsonLd,
} from "@/lib/seo";
import { serviceMetadata } from "@/lib/service-metadata";

/** What a search engine reads: the JSON as it would be parsed from the page. */
const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe("businessJsonLd", () => {
  const business = roundTrip(businessJsonLd());

  it("describes the business with the site config's contact details and figures", () => {
    expect(business["@context"]).toBe("https://schema.org");
    expect(business["@type"]).toBe("HomeAndConstructionBusiness");
    expect(business.name).toBe("TorontoPros");
    expect(business.telephone).toBe("(416) 555-0199");
    expect(business.email).toBe("hello@torontopros.example");
    expect(business.currenciesAccepted).toBe("CAD");
    expect(business.areaServed.geoRadius).toBe(50_000);
    expect(business).not.toHaveProperty("aggregateRating");
    // The site takes no payment and is in English only: neither is claimed.
    expect(business).not.toHaveProperty("paymentAccepted");
    expect(business).not.toHaveProperty("knowsLanguage");
    expect(business.address).toMatchObject({ addressLocality: "Toronto", addressRegion: "ON" });
  });

  it("has the contact page's opening hours: Mon-Fri 08:00-18:00, Sat 09:00-16:00", () => {
    const hours = business.openingHoursSpecification.map(
      (spec) => `${spec.dayOfWeek.join(",")} ${spec.opens}-${spec.closes}`,
    );
    expect(hours).toEqual([
      "Monday,Tuesday,Wednesday,Thursday,Friday 08:00-18:00",
      "Saturday 09:00-16:00",
    ]);
  });

  // The marketplace sets no price: a price in the markup that no page shows would contradict
  // the contractors' own quotes.
  it("offers no price of its own", () => {
    expect(business).not.toHaveProperty("makesOffer");
  });
});

describe("serviceJsonLd", () => {
  const plumbing = getService("plumbing")!;
  const toronto = getCity("toronto")!;

  it("describes a service Ontario-wide, provided by the business", () => {
    const data = roundTrip(serviceJsonLd(plumbing));
    expect(data["@type"]).toBe("Service");
    expect(data.name).toBe("Plumbing");
    expect(data.url).toBe(absoluteUrl("/services/plumbing"));
    expect(data.areaServed).toEqual({ "@type": "AdministrativeArea", name: "Ontario" });
    expect(data.provider["@id"]).toBe(businessJsonLd()["@id"]);
    expect(data.description).toContain("Ontario");
    expect(data.description).not.toContain("[LOCATION]");
    expect(data).not.toHaveProperty("offers");
  });

  it("describes a service in a city, with no price the page does not show", () => {
    const data = roundTrip(serviceJsonLd(plumbing, toronto));
    expect(data.name).toBe("Plumbing in Toronto");
    expect(data.url).toBe(absoluteUrl("/services/plumbing/toronto"));
    expect(data.areaServed).toMatchObject({ "@type": "City", name: "Toronto, Ontario" });
    expect(data.description).toContain("Toronto");
    expect(data).not.toHaveProperty("offers");
  });

  it("never leaves the [LOCATION] placeholder in any service and city", () => {
    for (const service of services) {
      for (const city of [undefined, ...cities]) {
        expect(serviceJsonLd(service, city).description).not.toContain("[LOCATION]");
      }
    }
  });
});

describe("breadcrumbJsonLd and itemListJsonLd", () => {
  it("numbers the crumbs from 1 with absolute URLs", () => {
    const data = roundTrip(
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Services", path: "/services" },
      ]),
    );
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
      { "@type": "ListItem", position: 2, name: "Services", item: absoluteUrl("/services") },
    ]);
  });

  it("counts the items it lists", () => {
    const data = roundTrip(
      itemListJsonLd("Projects", [
        { name: "A", path: "/project/1001" },
        { name: "B", path: "/project/1002" },
      ]),
    );
    expect(data["@type"]).toBe("ItemList");
    expect(data.numberOfItems).toBe(2);
    expect(data.itemListElement[1]).toEqual({
      "@type": "ListItem",
      position: 2,
      name: "B",
      url: absoluteUrl("/project/1002"),
    });
  });
});

describe("JsonLd", () => {
  it("renders JSON that parses back and cannot close its script element", () => {
    const data = { name: "</script><script>alert(1)</script>", figure: 4.8 };
    const html = renderToStaticMarkup(createElement(JsonLd, { data }));
    const body = html
      .replace(/^<script type="application\/ld\+json">/, "")
      .replace(/<\/script>$/, "");
    expect(body).not.toContain("</script");
    expect(JSON.parse(body)).toEqual(data);
  });
});

describe("metaDescription", () => {
  it("keeps a short text as it is, with whitespace collapsed", () => {
    expect(metaDescription("  Licensed   plumbers\nin Toronto. ")).toBe(
      "Licensed plumbers in Toronto.",
    );
  });

  it("cuts a long text at a word, within 160 characters, and marks the cut", () => {
    const text = "A two-storey rear addition ".repeat(12);
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("…")).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text[cut.length - 1]).toBe(" ");
  });
});

describe("pageSeo", () => {
  it("sets title, description, keywords, canonical, Open Graph and Twitter fields", () => {
    const metadata = pageSeo({
      title: "Our Projects",
      description: "Completed projects.",
      keywords: "projects, Toronto",
      path: "/projects",
    });
    expect(metadata.title).toBe("Our Projects");
    expect(metadata.keywords).toBe("projects, Toronto");
    expect(metadata.alternates?.canonical).toBe(absoluteUrl("/projects"));
    expect(metadata.openGraph).toMatchObject({
      title: "Our Projects | TorontoPros",
      url: absoluteUrl("/projects"),
      siteName: "TorontoPros",
      locale: "en_CA",
    });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
    // Without an image of its own, the page shares the site's.
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ url: "/opengraph-image", width: 1200, height: 630 }),
    ]);
  });

  it("names the page's own share image, described by its title", () => {
    const metadata = pageSeo({
      title: "Our Services",
      description: "Every service.",
      keywords: "services",
      path: "/services",
      image: "/services/opengraph-image",
    });
    const images = [
      {
        url: "/services/opengraph-image",
        width: 1200,
        height: 630,
        alt: "Our Services | TorontoPros",
      },
    ];
    expect(metadata.openGraph?.images).toEqual(images);
    expect(metadata.twitter?.images).toEqual(images);
  });
});

describe("serviceMetadata", () => {
  it("titles a city page '{service} in {city}, Ontario | TorontoPros' with its canonical URL", () => {
    const metadata = serviceMetadata(getService("cleaning")!, getCity("markham")!);
    expect(metadata.title).toEqual({ absolute: "Cleaning in Markham, Ontario | TorontoPros" });
    expect(metadata.alternates?.canonical).toBe(absoluteUrl("/services/cleaning/markham"));
    expect(String(metadata.keywords)).toContain("Cleaning Markham");
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ url: "/services/cleaning/markham/opengraph-image" }),
    ]);
  });

  it("titles the Ontario-wide page and points its canonical URL at it", () => {
    const metadata = serviceMetadata(getService("security-bollards")!);
    expect(metadata.title).toEqual({ absolute: "Security Bollards in Ontario | TorontoPros" });
    expect(metadata.alternates?.canonical).toBe(absoluteUrl("/services/security-bollards"));
  });

  it("gives every service and city page its own title, description and canonical URL", () => {
    const pages = services.flatMap((service) =>
      [undefined, ...cities].map((city) => serviceMetadata(service, city)),
    );
    for (const key of ["title", "canonical"] as const) {
      const values = pages.map((metadata) =>
        JSON.stringify(key === "title" ? metadata.title : metadata.alternates?.canonical),
      );
      expect(new Set(values).size).toBe(pages.length);
    }
    for (const metadata of pages) {
      expect(String(metadata.description)).not.toContain("[LOCATION]");
      expect(String(metadata.description).length).toBeLessThanOrEqual(160);
      expect(String(metadata.keywords).length).toBeGreaterThan(0);
    }
  });
});
