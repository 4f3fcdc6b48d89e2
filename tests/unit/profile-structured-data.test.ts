import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { PublicProfile } from "@/lib/pros/shapes";
import { profileRating, profileStructuredData } from "@/lib/pros/structured-data";

// A profile's JSON-LD carries aggregateRating only when real reviews back it: published
// homeowners' reviews that the operator has not hidden.

const review = (rating: number, hidden = false): PublicProfile["reviews"][number] => ({
  id: rating,
  author: "homeowner",
  rating: hidden ? null : rating,
  body: hidden ? null : "Tidy work, on time, and the permit was closed.",
  workMonth: "2026-11",
  outcome: "completed",
  valueBand: "$5,000 - $10,000",
  submittedAt: "2026-11-27T12:00:00.000Z",
  response: null,
  respondedAt: null,
  hidden: hidden ? { reason: "A private address", at: "2026-11-27T13:00:00.000Z" } : null,
});

const profile = (reviews: PublicProfile["reviews"]): PublicProfile => ({
  slug: "clearflow-plumbing",
  businessName: "Clearflow Plumbing",
  trades: ["Plumbing"],
  serviceAreas: ["Toronto"],
  credentials: [],
  confirmedAgreements: reviews.length,
  completedWork: [],
  reviews,
  since: "2026-11-01T12:00:00.000Z",
});

describe("profileStructuredData", () => {
  it("has no rating without reviews, or with hidden reviews only", () => {
    for (const reviews of [[], [review(5, true)]]) {
      const json = JSON.stringify(profileStructuredData(profile(reviews)));
      expect(json).not.toMatch(/aggregateRating|AggregateRating|reviewCount|ratingValue/);
    }
  });

  it("rates from the visible reviews alone: their mean to one decimal and their count", () => {
    const data = profileStructuredData(profile([review(5), review(4), review(1, true)]));
    expect(data).toMatchObject({
      "@type": "HomeAndConstructionBusiness",
      name: "Clearflow Plumbing",
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it("counts exactly the visible reviews and stays between 1 and 5, for any reviews", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ rating: fc.integer({ min: 1, max: 5 }), hidden: fc.boolean() })),
        (items) => {
          const rating = profileRating(profile(items.map((i) => review(i.rating, i.hidden))));
          const visible = items.filter((item) => !item.hidden);
          if (visible.length === 0) return rating === null;
          return (
            rating !== null &&
            rating.reviewCount === visible.length &&
            rating.ratingValue >= 1 &&
            rating.ratingValue <= 5
          );
        },
      ),
    );
  });
});
