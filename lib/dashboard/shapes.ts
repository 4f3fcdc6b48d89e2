// What the API answers about the contractor dashboard, for the server and the browser alike.
import type { ListFilter } from "@/lib/projects/list-filter";
import type { ProjectPage } from "@/lib/projects/shapes";

/** The contractor dashboard's figures (GET /api/dashboard). */
export interface DashboardStats {
  /** Posted projects open for bids (lib/projects/project.ts, takesProposals). */
  availableProjects: number;
  /** Proposals awaiting the owner's answer. */
  activeBids: number;
  completedProjects: number;
  /** The accepted proposals' bid ranges, summed (every accepted proposal, itemised or not). */
  totalEarnings: { low: number; high: number; openEnded: boolean };
  /**
   * Agreements both parties confirmed and their totals with tax and confirmed change orders,
   * in cents: the dashboard's Total Earnings once there is one.
   */
  agreements: { confirmed: number; totalCents: number };
  /**
   * The proposals stored on the example requests before they stopped taking any
   * (docs/decisions/0012-proposals-and-the-hire.md), which their cards show.
   */
  sampleRequests: SampleRequestState[];
}

/** A sample request's state that proposals change. */
export interface SampleRequestState {
  displayId: number;
  proposalCount: number;
  proposalAccepted: boolean;
}

/**
 * What the dashboard shows when it opens, read on the server: the first page of the projects its
 * address's filters choose and the figures, as GET /api/projects (body and headers) and
 * GET /api/dashboard answer them, and when they were read (the browser asks again once they are
 * older than its refresh interval).
 */
export interface DashboardFirstView {
  filter: ListFilter;
  page: ProjectPage;
  stats: DashboardStats;
  readAt: number;
}
