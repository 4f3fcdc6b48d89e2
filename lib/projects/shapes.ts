// What the API answers about a project's listing (lib/projects/listing.ts), for the browser too.
import type { PublicProject } from "@/lib/api-shapes";
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
