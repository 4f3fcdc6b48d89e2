import { NextResponse, type NextRequest } from "next/server";

import { cities } from "@/content/cities";
import { services } from "@/content/services";
import { secretsToFragment } from "@/lib/secret-links.mjs";

const SERVICE_SLUGS = new Set(services.map((service) => service.slug));
const CITY_SLUGS = new Set(cities.map((city) => city.slug));
const OG_IMAGE = "opengraph-image";

/**
 * `/services/{service}/{unknown place}` shows the Ontario-wide service page without a page of its
 * own: it is the prerendered `/services/{service}`, served under the asked address, not indexed
 * (its canonical URL is the Ontario page) and kept by no cache, so invented slugs cost nothing on
 * disk or in memory. An unknown service is the same page's Service Not Found (404).
 */
function servicePlace(request: NextRequest) {
  const [, , service = "", place = ""] = request.nextUrl.pathname.split("/");
  // The Ontario page's own share image lives at /services/{service}/opengraph-image.
  if (place === OG_IMAGE || (SERVICE_SLUGS.has(service) && CITY_SLUGS.has(place)))
    return NextResponse.next();
  const response = NextResponse.rewrite(new URL(`/services/${service}`, request.url));
  response.headers.set("x-robots-tag", "noindex");
  response.headers.set("cache-control", "private, no-store");
  return response;
}

/**
 * A private link from before tokens moved to the fragment (`/project/3001?manage=…`, e-mailed
 * and bookmarked): sent once more to the same page with the token in the fragment, before the
 * page renders, so none of the page's own requests carries it in its URL or Referer. The answer
 * is kept by no cache and, being a redirect, sets the policy the next request's Referer follows.
 */
function secretToFragment(request: NextRequest) {
  if (request.method !== "GET" && request.method !== "HEAD") return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  const target = secretsToFragment(pathname, search);
  if (target === null) return NextResponse.next();
  const response = NextResponse.redirect(new URL(target, request.url), 303);
  response.headers.set("cache-control", "no-store");
  response.headers.set("referrer-policy", "no-referrer");
  return response;
}

export function proxy(request: NextRequest) {
  return request.nextUrl.pathname.startsWith("/services/")
    ? servicePlace(request)
    : secretToFragment(request);
}

// The pages that read a private link (the same list as lib/security-headers.mjs's
// NO_REFERRER_PAGES); matchers must be literals.
export const config = {
  matcher: [
    "/services/:service/:place",
    "/project/:id",
    "/proposal/:id",
    "/agreement/:id",
    "/admin/:path*",
    "/contractor-dashboard",
  ],
};
