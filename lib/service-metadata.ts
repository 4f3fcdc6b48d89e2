import type { Metadata } from "next";

import { site } from "@/content/site";
import type { City, Service } from "@/content/types";
import { absoluteUrl } from "@/lib/seo";

/** Title, description, keywords and canonical URL of a service page, Ontario-wide or per city. */
export function serviceMetadata(service: Service, city?: City): Metadata {
  const place = city?.name ?? "Ontario";
  const path = city ? `/services/${service.slug}/${city.slug}` : `/services/${service.slug}`;
  const title = `${service.name} in ${place}${city ? ", Ontario" : ""} | ${site.brand}`;
  const description = service.seoMetaDescription.replace("[LOCATION]", place);
  return {
    title: { absolute: title },
    description,
    keywords: [
      `${service.name} ${place}`,
      `${service.name.toLowerCase()} contractors`,
      ...service.commonProjects.slice(0, 4).map((project) => `${project} ${place}`),
      `${place} home improvement`,
    ].join(", "),
    alternates: { canonical: absoluteUrl(path) },
    openGraph: { title, description, url: absoluteUrl(path) },
  };
}
