import "server-only";

import { eq, isNotNull, sql } from "drizzle-orm";

import { projectRequests } from "@/content/projects";
import { confirmedAgreementTotals } from "@/lib/agreements/totals";
import { getDb, type Database } from "@/lib/db/client";
import { cachedFigure } from "@/lib/db/figure-cache";
import { LISTED, projects, proposals } from "@/lib/db/schema";
import type { DashboardStats, SampleRequestState } from "@/lib/dashboard/shapes";
import { priceSpan } from "@/lib/price";
import { requestDisplayId } from "@/lib/projects/ids";
import { BIDDING_STATUSES } from "@/lib/projects/project";

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

/** Each open sample request with the proposals sent on it through the API (withdrawn ones not). */
export async function sampleRequestStates(db?: Database): Promise<SampleRequestState[]> {
  db ??= await getDb();
  const rows = await db
    .select({
      displayId: proposals.sampleDisplayId,
      received: sql<number>`count(*) filter (where ${proposals.status} <> 'withdrawn')::int`,
      accepted: sql<boolean>`bool_or(${proposals.status} = 'accepted')`,
    })
    .from(proposals)
    .where(isNotNull(proposals.sampleDisplayId))
    .groupBy(proposals.sampleDisplayId);
  return projectRequests.map((request) => {
    const displayId = requestDisplayId(request);
    const stored = rows.find((row) => row.displayId === displayId);
    return {
      displayId,
      proposalCount: request.proposalCount + (stored?.received ?? 0),
      proposalAccepted: stored?.accepted ?? false,
    };
  });
}

/**
 * How long every reader may be shown the same figures: until a project, proposal, agreement or
 * change order changes (then the next reader computes them again), and at most this long
 * (docs/decisions/0009-data-at-scale.md).
 */
export const DASHBOARD_FRESHNESS = { maxAgeSeconds: 60, changeGraceSeconds: 0 };

/**
 * The dashboard's figures, counted from the same data the project cards and pages show:
 * projects open for bids (the one rule, takesProposals, in SQL for posted projects), proposals
 * awaiting an answer, completed projects and the accepted bids. Computed by one reader at a time
 * and shared by all of them (lib/db/figure-cache.ts).
 */
export function dashboardStats(): Promise<DashboardStats> {
  return cachedFigure("dashboard", DASHBOARD_FRESHNESS, computeDashboardStats);
}

/**
 * The figures, each counted in SQL over an index that fits it (no table is read into the
 * process): one statement for the counts, one for the accepted bids grouped by their amount
 * (a row per amount option), the sample requests and the agreements' totals. One connection,
 * one query after another.
 */
export async function computeDashboardStats(db?: Database): Promise<DashboardStats> {
  db ??= await getDb();
  const bidding = sql.join(
    BIDDING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const [counts] = (
    (await db.execute(sql`
      select
        (select count(*) from ${projects} p where p.status in (${bidding}) and ${LISTED}
          and not exists (select 1 from ${proposals} a
            where a.project_id = p.id and a.status = 'accepted'))::int as "open",
        (select count(*) from ${projects} p where p.status = 'completed' and ${LISTED})::int as "completed",
        (select count(*) from ${proposals} a where a.status = 'pending')::int as "pending"`)) as unknown as {
      rows: { open: number; completed: number; pending: number }[];
    }
  ).rows;
  const accepted = await acceptedBidGroups(db);
  const samples = await sampleRequestStates(db);
  const agreements = await confirmedAgreementTotals(db);
  return {
    // The example requests take no proposals (docs/decisions/0012-proposals-and-the-hire.md): not available.
    availableProjects: Number(counts?.open ?? 0),
    activeBids: Number(counts?.pending ?? 0),
    completedProjects: Number(counts?.completed ?? 0),
    totalEarnings: sumBidGroups(accepted),
    agreements: { confirmed: agreements.count, totalCents: agreements.totalCents },
    sampleRequests: samples,
  };
}

/** The accepted proposals counted by bid amount: one row per amount (proposals_status_bid_idx). */
export async function acceptedBidGroups(db: Database) {
  return db
    .select({ bidAmount: proposals.bidAmount, count: sql<number>`count(*)::int` })
    .from(proposals)
    .where(eq(proposals.status, "accepted"))
    .groupBy(proposals.bidAmount);
}

/** sumBidRanges over bids grouped by amount: each amount's range times how many chose it. */
export function sumBidGroups(
  groups: { bidAmount: string; count: number }[],
): DashboardStats["totalEarnings"] {
  return groups.reduce<DashboardStats["totalEarnings"]>(
    (total, { bidAmount, count }) => {
      const { low, high, openEnded } = priceSpan(bidAmount);
      return {
        low: total.low + low * count,
        high: total.high + high * count,
        openEnded: total.openEnded || (openEnded && count > 0),
      };
    },
    { low: 0, high: 0, openEnded: false },
  );
}
