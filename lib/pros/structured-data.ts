import type { PublicProfile } from "@/lib/pros/shapes";
import { absoluteUrl } from "@/lib/seo";

/**
 * The rating of a profile's published, visible homeowners' reviews, or null when it has none:
 * the only source of a rating anywhere on the site (reviews come only from confirmed, completed
 * agreements, lib/reviews). A hidden review counts for nothing.
 */
export function profileRating(
  profile: Pick<PublicProfile, "reviews">,
): { ratingValue: number; reviewCount: number } | null {
  const ratings = profile.reviews
    .filter((review) => review.hidden === null && review.rating !== null)
    .map((review) => review.rating!);
  if (ratings.length === 0) return null;
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { ratingValue: Math.round(mean * 10) / 10, reviewCount: ratings.length };
}

/**
 * A profile's JSON-LD: the business as stated, where it works, and a rating only when
 * `profileRating` finds real reviews.
 */
export function profileStructuredData(profile: PublicProfile) {
  const rating = profileRating(profile);
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    name: profile.businessName,
    url: absoluteUrl(`/pros/${profile.slug}`),
    areaServed: profile.serviceAreas.map((area) => ({ "@type": "City", name: area })),
    knowsAbout: profile.trades,
    ...(rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.ratingValue,
            reviewCount: rating.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
