import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { site } from "@/content/site";
import type { Article, City, Service } from "@/content/types";
import { DEFAULT_LOCALE, LOCALE_TAGS } from "@/i18n/config.mjs";
import { splitByline, wordCount } from "@/lib/articles";
import { siteUrl } from "@/lib/env";

/** Absolute URL of a path on this site (canonical links, sitemap, JSON-LD). */
export const absoluteUrl = (path: string) => `${siteUrl}${path === "/" ? "" : path}` || siteUrl;

/** Search engines show about 160 characters; longer text is cut at a word and marked. */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** The site's share image (app/opengraph-image.tsx), for pages without one of their own. */
export const SITE_IMAGE = "/opengraph-image";

/**
 * The metadata every catalogue page sets: title, description, keywords, canonical URL and the
 * Open Graph and Twitter fields. A page's `openGraph` replaces the layout's as a whole in Next.js,
 * and its images replace those of an opengraph-image file beside the page, so the site-wide fields
 * are repeated here and the image is named explicitly.
 */
export function pageSeo({
  title,
  absoluteTitle,
  description,
  keywords,
  path,
  image,
}: {
  /** The title before the layout's "| brand" template. */
  title: string;
  /** A full title that bypasses the template. */
  absoluteTitle?: string;
  description: string;
  keywords: string;
  path: string;
  /** The path of the page's own opengraph-image route; the site's image otherwise. */
  image?: string;
}): Metadata {
  const shown = absoluteTitle ?? `${title} | ${site.brand}`;
  const summary = metaDescription(description);
  // A page's own image shows its title; the site's image shows the brand and tagline.
  const images = [
    image
      ? { url: image, width: 1200, height: 630, alt: shown }
      : { url: SITE_IMAGE, width: 1200, height: 630, alt: `${site.brand}: ${site.tagline}` },
  ];
  return {
    title: absoluteTitle ? { absolute: absoluteTitle } : title,
    description: summary,
    keywords,
    alternates: { canonical: absoluteUrl(path) },
    openGraph: {
      title: shown,
      description: summary,
      url: absoluteUrl(path),
      siteName: site.brand,
      locale: LOCALE_TAGS[DEFAULT_LOCALE].openGraph,
      type: "website",
      images,
    },
    twitter: { card: "summary_large_image", title: shown, description: summary, images },
  };
}

/**
 * Title, description, keywords and canonical URL of a page whose texts live under pages.{key};
 * its keywords under seo.keywords.{key}, else the site's. A string third argument is the page's
 * keywords (the original signature); an object may give keywords and the page's own share image.
 */
export async function pageMetadata(
  key: string,
  path: string,
  options: string | { keywords?: string; image?: string } = {},
): Promise<Metadata> {
  const { keywords, image } = typeof options === "string" ? { keywords: options } : options;
  const t = await getTranslations(`pages.${key}`);
  const meta = await getTranslations("meta");
  const seo = await getTranslations("seo.keywords");
  return pageSeo({
    title: t("title"),
    // The layout's title template does not apply to the root page itself.
    absoluteTitle: path === "/" ? meta("siteTitle") : undefined,
    description: t("description"),
    keywords: keywords ?? (seo.has(key) ? seo(key) : meta("siteKeywords")),
    path,
    image,
  });
}

const businessId = () => `${siteUrl}/#business`;

/**
 * The business itself, from the site config: contact details, hours, area, payment, prices.
 * No overall rating: the site collects no reviews of itself, so it publishes no aggregateRating.
 */
export function businessJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": businessId(),
    name: site.brand,
    description: site.tagline,
    url: siteUrl,
    email: site.email,
    telephone: site.phone,
    image: absoluteUrl(SITE_IMAGE),
    logo: absoluteUrl("/icon.svg"),
    priceRange: "$$",
    currenciesAccepted: site.currency,
    address: { "@type": "PostalAddress", ...site.address },
    areaServed: {
      "@type": "GeoCircle",
      geoMidpoint: { "@type": "GeoCoordinates", latitude: 43.6532, longitude: -79.3832 },
      geoRadius: site.serviceRadiusKm * 1000,
    },
    openingHoursSpecification: site.openingHours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
  };
}

/** A service, Ontario-wide or in one city. */
export function serviceJsonLd(service: Service, city?: City) {
  const place = city ? `${city.name}, Ontario` : "Ontario";
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: city ? `${service.name} in ${city.name}` : service.name,
    serviceType: service.name,
    category: service.category,
    description: service.seoMetaDescription.replace("[LOCATION]", city?.name ?? "Ontario"),
    url: absoluteUrl(city ? `/services/${service.slug}/${city.slug}` : `/services/${service.slug}`),
    provider: { "@id": businessId(), "@type": "HomeAndConstructionBusiness", name: site.brand },
    areaServed: city
      ? {
          "@type": "City",
          name: place,
          containedInPlace: { "@type": "AdministrativeArea", name: "Ontario" },
        }
      : { "@type": "AdministrativeArea", name: "Ontario" },
  };
}

/** A breadcrumb trail from (name, path) pairs. */
export function breadcrumbJsonLd(items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** A list of pages (projects, services, categories). */
export function itemListJsonLd(name: string, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: absoluteUrl(item.path),
    })),
  };
}

/** A magazine article: headline, byline, dates and the business as publisher. */
export function articleJsonLd(article: Article) {
  const url = absoluteUrl(`/article/${article.id}`);
  const { name, role } = splitByline(article.author);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#article`,
    headline: article.title,
    description: article.excerpt,
    image: absoluteUrl(article.image),
    datePublished: article.date,
    dateModified: article.date,
    articleSection: article.category,
    wordCount: wordCount(article.body),
    inLanguage: LOCALE_TAGS[DEFAULT_LOCALE].html,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: { "@type": "Person", name, ...(role ? { jobTitle: role } : {}) },
    publisher: { "@id": businessId(), "@type": "HomeAndConstructionBusiness", name: site.brand },
  };
}
