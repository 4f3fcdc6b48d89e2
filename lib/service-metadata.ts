import type { Metadata } from "next";

import { site } from "@/content/site";
import type { City, Service } from "@/content/types";
import { pageSeo } from "@/lib/seo";

/** The place a service page is about: a city, or the whole province. */
export const servicePlace = (city?: City) => city?.name ?? "Ontario";

/** Title, description, keywords and canonical URL of a service page, Ontario-wide or per city. */
export function serviceMetadata(service: Service, city?: City): Metadata {
  const place = servicePlace(city);
  const path = city ? `/services/${service.slug}/${city.slug}` : `/services/${service.slug}`;
  // "{service} in {city}, Ontario | {brand}" for a city, "{service} in Ontario | {brand}" without.
  const title = `${service.name} in ${place}${city ? ", Ontario" : ""} | ${site.brand}`;
  return pageSeo({
    title,
    absoluteTitle: title,
    description: service.seoMetaDescription.replace("[LOCATION]", place),
    keywords: [
      `${service.name} ${place}`,
      `${service.name.toLowerCase()} contractors ${place}`,
      ...service.commonProjects.slice(0, 4).map((project) => `${project} ${place}`),
      `${place} home improvement`,
    ].join(", "),
    path,
    image: `${path}/opengraph-image`,
  });
}
