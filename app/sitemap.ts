import type { MetadataRoute } from "next";

import { articles } from "@/content/articles";
import { categories } from "@/content/categories";
import { cities } from "@/content/cities";
import { contractors } from "@/content/contractors";
import { completedDisplayId } from "@/lib/projects/ids";
import { sampleProjects } from "@/content/projects";
import { services } from "@/content/services";
import { tradeForCategory } from "@/content/trades";
import { profilesForSitemap } from "@/lib/pros/store";
import { absoluteUrl } from "@/lib/seo";

/**
 * The public pages every search engine may list. Posted projects stay out, and so do the open
 * sample requests: examples of a request, not work to find (and no prerendered page links them).
 */
export const publicStaticPaths = [
  "/",
  "/projects",
  "/services",
  "/post-project",
  "/contact",
  "/about-us",
  "/how-it-works",
  "/magazine",
  "/general-contractor",
  "/plumbing-services",
  "/electrical-services",
  "/hvac-services",
  "/landscaping-services",
  "/cleaning-services",
  "/moving-solutions",
  "/architectural-visualization",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/accessibility",
];

// The profiles come from the database: the sitemap is made per request, never at build time.
export const dynamic = "force-dynamic";

/** The catalogue's pages: known at build time, the same on every request. */
export function catalogueSitemap(): MetadataRoute.Sitemap {
  const paths = [
    ...publicStaticPaths,
    ...services.map((service) => `/services/${service.slug}`),
    ...services.flatMap((service) =>
      cities.map((city) => `/services/${service.slug}/${city.slug}`),
    ),
    // A category whose trade page lists its projects points search engines there (canonical).
    ...categories
      .filter((category) => category.slug !== "all" && !tradeForCategory(category.name))
      .map((category) => `/category/${category.slug}`),
    ...sampleProjects.map((project) => `/project/${completedDisplayId(project)}`),
    ...contractors.map((contractor) => `/contractor/${contractor.id}`),
    ...articles.map((article) => `/article/${article.id}`),
  ];
  return paths.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path.startsWith("/services") ? "monthly" : "weekly",
    priority: path === "/" ? 1 : path.startsWith("/services") ? 0.8 : 0.6,
  }));
}

/** The catalogue's pages and every contractor's public profile, with the profile's last change. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const profiles = await profilesForSitemap();
  return [
    ...catalogueSitemap(),
    ...profiles.map((profile) => ({
      url: absoluteUrl(`/pros/${profile.slug}`),
      lastModified: profile.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.5,
    })),
  ];
}
