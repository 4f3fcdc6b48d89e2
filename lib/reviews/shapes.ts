// The shapes of reviews as the API answers them, for the server and the browser alike.
import type { AgreementParty } from "@/lib/agreements/shapes";

/** A review as anyone may see it once published; a hidden one keeps only the operator's reason. */
export interface PublicReview {
  id: number;
  author: AgreementParty;
  rating: number | null;
  body: string | null;
  /** The month of the work (the completion's), YYYY-MM. */
  workMonth: string;
  /** How the work ended: done, or the agreement abandoned or terminated (said on the review). */
  outcome: "completed" | "abandoned" | "terminated";
  /** The agreement's value as a budget band ("$5,000 - $10,000"), never the amount. */
  valueBand: string;
  submittedAt: string;
  response: string | null;
  respondedAt: string | null;
  hidden: { reason: string; at: string } | null;
}

/** What a party of an agreement sees: their own review, and the other's once published. */
export interface AgreementReviews {
  /** Whether the viewer may still write their review. */
  canReview: boolean;
  /** When the other's review shows at the latest, if it is not shown yet (ISO). */
  blindUntil: string | null;
  own: PublicReview | null;
  other: PublicReview | null;
}

/** A reported review as the operator's inbox lists it. */
export interface ReviewReport {
  id: number;
  reason: string;
  reportedAt: string;
  /** Who the review is about: the proposal's name, and its profile when an account sent it. */
  contractor: { name: string; profileSlug: string | null };
  agreementId: number;
  project: { displayId: number; title: string };
  review: {
    id: number;
    author: string;
    rating: number;
    body: string;
    hidden: { reason: string } | null;
  };
}
