// What the API answers, as plain types: imported by the data layer that builds these answers,
// the route handlers and the browser's calls alike (no server code comes with them).
import type { ListFilter } from "@/lib/projects/list-filter";

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
   * The proposals stored on the example requests before they stopped taking any (decision
   * 0100), which their cards show.
   */
  sampleRequests: SampleRequestState[];
}

/** A sample request's state that proposals change. */
export interface SampleRequestState {
  displayId: number;
  proposalCount: number;
  proposalAccepted: boolean;
}

/** A contact message in the operator's inbox. */
export interface InboxMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  receivedAt: string;
  handledAt: string | null;
}

/** One outbox message as the operator sees it: where it went and how, never its links. */
export interface Delivery {
  id: number;
  template: string;
  recipient: string;
  status: "pending" | "sent" | "failed" | "suppressed";
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** GET /api/admin/messages: the newest contact messages and deliveries. */
export interface AdminInbox {
  messages: InboxMessage[];
  deliveries: Delivery[];
}

/** POST /api/uploads/direct: where the browser sends a photo's bytes, then names `key` to complete. */
export interface DirectUploadTicket {
  /** A presigned URL of the bucket, valid for 5 minutes. */
  uploadUrl: string;
  /** `incoming/<uuid>`: what POST /api/uploads/direct/complete takes. */
  key: string;
  method: "PUT";
  /** Headers to send with the PUT. */
  headers: Record<string, string>;
}

import type { ProjectPage } from "@/lib/projects/shapes";

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
