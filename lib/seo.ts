import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { site } from "@/content/site";
import type { Article, City, Service } from "@/content/types";
import { splitByline, wordCount } from "@/lib/articles";
import { siteUrl } from "@/lib/env";

/** Absolute URL of a path on this site (canonical links, sitemap, JSON-LD). */
export const absoluteUrl = (path: string) => `${siteUrl}${path === "/" ? "" : path}` || siteUrl;

/** Title, description, keywords and canonical URL of a page whose texts live under pages.{key}. */
export async function pageMetadata(
  key: string,
  path: string,
  keywords?: string,
): Promise<Metadata> {
  const t = await getTranslations(`pages.${key}`);
  const meta = await getTranslations("meta");
  const title = t("title");
  const description = t("description");
  return {
    // The layout's title template does not apply to the root page itself.
    title: path === "/" ? { absolute: meta("siteTitle") } : title,
    description,
    keywords: keywords ?? meta("siteKeywords"),
    alternates: { canonical: absoluteUrl(path) },
    openGraph: { title, description, url: absoluteUrl(path) },
  };
}

const businessId = () => `${siteUrl}/#business`;

/** The business itself, with the figures of SPEC section 9. */
export function businessJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": businessId(),
    name: site.brand,
    url: siteUrl,
    email: site.email,
    telephone: site.phone,
    image: absoluteUrl("/images/hero/home.svg"),
    priceRange: "$$",
    currenciesAccepted: site.currency,
    paymentAccepted: site.paymentAccepted.join(", "),
    knowsLanguage: site.languages,
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
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: site.rating.value,
      reviewCount: site.rating.count,
      bestRating: 5,
    },
    makesOffer: Object.entries(site.startingPrices).map(([slug, price]) => ({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name: slug },
      priceSpecification: {
        "@type": "PriceSpecification",
        minPrice: Number(price.replace(/[^0-9]/g, "")),
        priceCurrency: site.currency,
      },
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
    description: service.seoMetaDescription.replace("[LOCATION]", city?.name ?? "Ontario"),
    url: absoluteUrl(city ? `/services/${service.slug}/${city.slug}` : `/services/${service.slug}`),
    provider: { "@id": businessId(), "@type": "HomeAndConstructionBusiness", name: site.brand },
    areaServed: city ? { "@type": "City", name: place } : { "@type": "State", name: "Ontario" },
    ...(city
      ? {
          offers: {
            "@type": "Offer",
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              minPrice: city.averagePricing.low,
              maxPrice: city.averagePricing.high,
              priceCurrency: site.currency,
              unitText: "HOUR",
            },
          },
        }
      : {}),
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

/** A list of pages (projects, services, articles). */
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
    inLanguage: "en-CA",
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: { "@type": "Person", name, ...(role ? { jobTitle: role } : {}) },
    publisher: { "@id": businessId(), "@type": "HomeAndConstructionBusiness", name: site.brand },
  };
}
