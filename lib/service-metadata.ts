import type { Metadata } from "next";
import { createTranslator } from "next-intl";

import { site } from "@/content/site";
import type { City, Service } from "@/content/types";
import { DEFAULT_LOCALE } from "@/i18n/config.mjs";
import { pageSeo } from "@/lib/seo";
import messages from "@/messages/en.json";

// The one locale's messages, read directly: metadata is also worked out outside a request.
const t = createTranslator({ locale: DEFAULT_LOCALE, messages, namespace: "serviceMeta" });

/** The place a service page is about: a city, or the whole province. */
export const servicePlace = (city?: City) => city?.name ?? t("ontario");

/** Title, description, keywords and canonical URL of a service page, Ontario-wide or per city. */
export function serviceMetadata(service: Service, city?: City): Metadata {
  const place = servicePlace(city);
  const path = city ? `/services/${service.slug}/${city.slug}` : `/services/${service.slug}`;
  // "{service} in {city}, Ontario | {brand}" for a city, "{service} in Ontario | {brand}" without.
  const title = t(city ? "cityTitle" : "title", {
    service: service.name,
    place,
    brand: site.brand,
  });
  return pageSeo({
    title,
    absoluteTitle: title,
    description: service.seoMetaDescription.replace("[LOCATION]", place),
    keywords: [
      t("keywordService", { service: service.name, place }),
      t("keywordContractors", { service: service.name.toLowerCase(), place }),
      ...service.commonProjects
        .slice(0, 4)
        .map((project) => t("keywordProject", { project, place })),
      t("keywordHomeImprovement", { place }),
    ].join(", "),
    path,
    image: `${path}/opengraph-image`,
  });
}
