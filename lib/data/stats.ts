import "server-only";

import { inArray, sql } from "drizzle-orm";

import { projectRequests } from "@/content/projects";
import { getDb } from "@/lib/db/client";
import { projects, proposals } from "@/lib/db/schema";
import type { DashboardStats } from "@/lib/api-shapes";
import { priceSpan } from "@/lib/price";

export type { DashboardStats };

/** Sums bid ranges ("Under $1,000", "$10,000 - $15,000", "$100,000+") into one range. */
export function sumBidRanges(bids: string[]): DashboardStats["totalEarnings"] {
  return bids.reduce<DashboardStats["totalEarnings"]>(
    (total, bid) => {
      const { low, high, openEnded } = priceSpan(bid);
      return {
        low: total.low + low,
        high: total.high + high,
        openEnded: total.openEnded || openEnded,
      };
    },
    { low: 0, high: 0, openEnded: false },
  );
}

/**
 * The dashboard's figures, counted from the data, never fixed: listed projects (posted ones
 * and the open sample requests), pending proposals, completed projects, accepted bids.
 */
export async function dashboardStats(): Promise<DashboardStats> {
  const db = await getDb();
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`count(*) filter (where ${projects.status} = 'completed')::int`,
    })
    .from(projects);
  const bids = await db
    .select({ status: proposals.status, bidAmount: proposals.bidAmount })
    .from(proposals)
    .where(inArray(proposals.status, ["pending", "accepted"]));
  return {
    availableProjects: (counts?.total ?? 0) + projectRequests.length,
    activeBids: bids.filter((bid) => bid.status === "pending").length,
    completedProjects: counts?.completed ?? 0,
    totalEarnings: sumBidRanges(
      bids.filter((bid) => bid.status === "accepted").map((bid) => bid.bidAmount),
    ),
  };
}
