import { NextResponse, type NextRequest } from "next/server";

import { cities } from "@/content/cities";
import { services } from "@/content/services";

const SERVICE_SLUGS = new Set(services.map((service) => service.slug));
const CITY_SLUGS = new Set(cities.map((city) => city.slug));
const OG_IMAGE = "opengraph-image";

/**
 * `/services/{service}/{unknown place}` shows the Ontario-wide service page without a page of its
 * own: it is the prerendered `/services/{service}`, served under the asked address, not indexed
 * (its canonical URL is the Ontario page) and kept by no cache, so invented slugs cost nothing on
 * disk or in memory. An unknown service is the same page's Service Not Found (404).
 */
export function proxy(request: NextRequest) {
  const [, , service = "", place = ""] = request.nextUrl.pathname.split("/");
  // The Ontario page's own share image lives at /services/{service}/opengraph-image.
  if (place === OG_IMAGE || (SERVICE_SLUGS.has(service) && CITY_SLUGS.has(place)))
    return NextResponse.next();
  const response = NextResponse.rewrite(new URL(`/services/${service}`, request.url));
  response.headers.set("x-robots-tag", "noindex");
  response.headers.set("cache-control", "private, no-store");
  return response;
}

export const config = { matcher: "/services/:service/:place" };
