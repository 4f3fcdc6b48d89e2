import { describe, expect, it } from "vitest";

import { CITY_NAMES } from "@/content/city-names";
import { cities } from "@/content/cities";
import { getCity, getService } from "@/content/lookups";
import { services } from "@/content/services";
import type { PublicProject } from "@/lib/projects/shapes";
import { listProjectsQuerySchema } from "@/lib/projects/schema";
import {
  CITY_PROJECTS_SHOWN,
  cityProjectCards,
  cityProjectsQuery,
} from "@/lib/projects/service-listing";

// Issue item 14: a service-by-city page lists the open projects homeowners posted for that
// service in that city, newest first, before its examples (docs/decisions/0002-trade-pages-and-city-projects.md).

const posted = (id: number, fields: Partial<PublicProject> = {}): PublicProject => ({
  id,
  displayId: 3000 + id,
  title: `Project ${id}`,
  description: "Replace the shut-off valve under the sink.",
  category: "Plumbing",
  budget: "$1,000 - $5,000",
  timeline: "Within 1 month",
  urgency: "medium",
  homeowner: "Dana Price",
  location: "Brampton, ON",
  municipality: "brampton",
  images: [],
  requirements: [],
  status: "open",
  proposalCount: 0,
  proposalAccepted: false,
  agreementConfirmed: false,
  estimatedCost: null,
  contractorNotes: null,
  startDate: null,
  completionDate: null,
  postedDate: "2026-12-01T12:00:00.000Z",
  postedDay: "2026-12-01",
  updatedAt: "2026-12-01T12:00:00.000Z",
  proposalsPaused: false,
  closedReason: null,
  ...fields,
});

describe("cityProjectsQuery", () => {
  it("asks the public list for the service's category, the city and open projects", () => {
    expect(cityProjectsQuery(getService("plumbing")!, getCity("brampton")!)).toEqual({
      category: "Plumbing",
      city: "Brampton",
      status: "open",
      limit: 12,
    });
    // A service whose name is no category's asks for its category.
    expect(cityProjectsQuery(getService("electrician")!, getCity("richmond-hill")!)).toMatchObject({
      category: "Electrical",
      city: "Richmond Hill",
    });
    expect(
      cityProjectsQuery(getService("landscaping-snow-removal")!, getCity("toronto")!),
    ).toMatchObject({ category: "Landscaping & Snow Removal" });
  });

  it("gives every prerendered service and city page a query the list accepts", () => {
    for (const service of services) {
      for (const city of cities) {
        const query = cityProjectsQuery(service, city);
        expect(query, `${service.slug}/${city.slug}`).toBeDefined();
        expect(CITY_NAMES).toContain(query!.city);
        const parsed = listProjectsQuerySchema.safeParse({ ...query, limit: String(query!.limit) });
        expect(parsed.success, `${service.slug}/${city.slug}`).toBe(true);
      }
    }
  });
});

describe("cityProjectCards", () => {
  it("keeps the list's order (newest first), drops projects no longer taking proposals, and shows six at most", () => {
    const answered = [
      posted(9),
      posted(8, { proposalAccepted: true }),
      posted(7, { status: "in-progress" }),
      ...[6, 5, 4, 3, 2, 1].map((id) => posted(id)),
    ];
    const cards = cityProjectCards(answered);
    expect(CITY_PROJECTS_SHOWN).toBe(6);
    expect(cards.map((card) => card.displayId)).toEqual([3009, 3006, 3005, 3004, 3003, 3002]);
  });

  it("shows what the public list shows, never the homeowner's name, and is no example", () => {
    const [card] = cityProjectCards([posted(1, { images: ["/uploads/a.webp"] })]);
    expect(card).toEqual({
      displayId: 3001,
      title: "Project 1",
      image: "/uploads/a.webp",
      category: "Plumbing",
      example: false,
      location: "Brampton, ON",
      contractor: null,
      price: null,
      budget: "$1,000 - $5,000",
    });
    expect(JSON.stringify(card)).not.toContain("Dana Price");
  });
});
