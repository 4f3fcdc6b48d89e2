// What the API answers about posted projects and their listing (lib/projects/listing.ts), for
// the browser too.
import type { ClosedReason, ProjectStatus, Urgency } from "@/lib/validation/options";
import type { HoldReason } from "./leads";

export const LISTINGS = ["unconfirmed", "held", "listed", "unlisted", "rejected"] as const;
export type Listing = (typeof LISTINGS)[number];

export const REPORT_REASONS = ["fake", "already-done", "against-rules", "contact-details"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What the homeowner's publishing link did: the project's listing after it. */
/**
 * Whom a listed project was matched to (lib/matching/alerts.ts): how many contractors with alerts
 * on do its trade where it is, and what they were matched on. Never padded with samples.
 */
export interface Matched {
  contractors: number;
  category: string;
  /** The municipality's slug, `elsewhere`, or null for a project posted before the question. */
  municipality: string | null;
}

export interface Published {
  displayId: number;
  listing: Listing;
  heldReasons: HoldReason[];
  /** Once listed: whom it was matched to. */
  matched: Matched | null;
}

/** What its owner sees of a project's listing: the state, why, and the last decision on it. */
export interface OwnerListing {
  listing: Listing;
  heldReasons: HoldReason[];
  decision: { decision: string; reason: string | null; decidedAt: string } | null;
  /** Once listed: whom it was matched to. */
  matched: Matched | null;
  /** The whole project, when it is not listed (no public read shows it then). */
  project?: PublicProject;
}

/** A project in the operator's queue: why it is there, its reports, its poster's other posts. */
export interface QueuedProject {
  id: number;
  displayId: number;
  title: string;
  description: string;
  category: string;
  homeowner: string;
  homeownerEmail: string | null;
  listing: Listing;
  confirmed: boolean;
  heldReasons: HoldReason[];
  postedAt: string;
  reports: { reason: ReportReason; note: string | null; reportedAt: string }[];
  otherPosts: { displayId: number; title: string; listing: Listing; postedAt: string }[];
  decisions: { decision: string; reason: string | null; decidedAt: string }[];
}

/** A posted project as any visitor may see it: no token hash. */
export interface PublicProject {
  /** The database row id: how the API addresses a posted project. */
  id: number;
  /** The id in the project's address, /project/{displayId} (3000 + row id). */
  displayId: number;
  title: string;
  description: string;
  category: string;
  budget: string;
  timeline: string;
  urgency: Urgency;
  homeowner: string;
  location: string;
  /** The municipality's slug (content/municipalities.ts) or `elsewhere`; null if never asked. */
  municipality: string | null;
  images: string[];
  requirements: string[];
  status: ProjectStatus;
  proposalCount: number;
  /** Whether the owner has accepted one of its proposals (bidding has then closed). */
  proposalAccepted: boolean;
  /** Whether both parties confirmed the written agreement of the accepted proposal. */
  agreementConfirmed: boolean;
  estimatedCost: string | null;
  contractorNotes: string | null;
  startDate: string | null;
  completionDate: string | null;
  postedDate: string;
  /** The day it was posted in Toronto, YYYY-MM-DD: the date the site shows. */
  postedDay: string;
  updatedAt: string;
  /** The owner paused new proposals: it takes none until they resume. */
  proposalsPaused: boolean;
  /**
   * Why a cancelled project closed: the owner's answer to a reminder, or 30 days without activity
   * (`quiet`); null when it did not close so.
   */
  closedReason: ClosedReason | null;
}

/** One page of GET /api/projects: its body, and what its headers say. */
export interface ProjectPage {
  projects: PublicProject[];
  /** Every project matching the filter (X-Total-Count), not only this page's. */
  total: number;
  /** Where the next page starts (X-Next-Cursor); null on the last page. */
  nextCursor: string | null;
}
