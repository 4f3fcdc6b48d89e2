import "server-only";

import { inArray, isNotNull, sql } from "drizzle-orm";

import { projectRequests } from "@/content/projects";
import { confirmedAgreementTotals } from "@/lib/agreements/totals";
import { proposalAcceptedColumn } from "@/lib/projects/store";
import { getDb } from "@/lib/db/client";
import { projects, proposals } from "@/lib/db/schema";
import type { DashboardStats, SampleRequestState } from "@/lib/api-shapes";
import { priceSpan } from "@/lib/price";
import { requestDisplayId } from "@/lib/projects/ids";
import { BIDDING_STATUSES, takesProposals } from "@/lib/projects/project";

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
export async function sampleRequestStates(): Promise<SampleRequestState[]> {
  const db = await getDb();
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
 * The dashboard's figures, counted from the same data the project cards and pages show:
 * projects open for bids (the one rule, takesProposals, in SQL for posted projects), proposals
 * awaiting an answer, completed projects and the accepted bids.
 */
export async function dashboardStats(): Promise<DashboardStats> {
  const db = await getDb();
  const bidding = sql.join(
    BIDDING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const [[counts], bids, samples, agreements] = await Promise.all([
    db
      .select({
        open: sql<number>`count(*) filter (where ${projects.status} in (${bidding}) and not ${proposalAcceptedColumn})::int`,
        completed: sql<number>`count(*) filter (where ${projects.status} = 'completed')::int`,
      })
      .from(projects),
    db
      .select({ status: proposals.status, bidAmount: proposals.bidAmount })
      .from(proposals)
      .where(inArray(proposals.status, ["pending", "accepted"])),
    sampleRequestStates(),
    confirmedAgreementTotals(),
  ]);
  const openSamples = projectRequests.filter((request, index) =>
    takesProposals({ status: request.status, proposalAccepted: samples[index]!.proposalAccepted }),
  );
  return {
    availableProjects: (counts?.open ?? 0) + openSamples.length,
    activeBids: bids.filter((bid) => bid.status === "pending").length,
    completedProjects: counts?.completed ?? 0,
    totalEarnings: sumBidRanges(
      bids.filter((bid) => bid.status === "accepted").map((bid) => bid.bidAmount),
    ),
    agreements: { confirmed: agreements.count, totalCents: agreements.totalCents },
    sampleRequests: samples,
  };
}
