// What the API answers about contractors' profiles, for the server and the browser alike.
import type { PublicReview } from "@/lib/reviews/shapes";

/** Registries a contractor's profile can name (lib/pros/registries.ts: where each is looked up). */
export const PROFILE_CREDENTIAL_KINDS = [
  "esaLicence",
  "wsibClearance",
  "torontoBusinessLicence",
  "skilledTradesCertificate",
  "hcraLicence",
  "tssaRegistration",
] as const;
export type ProfileCredentialKind = (typeof PROFILE_CREDENTIAL_KINDS)[number];

/** A licence or registration as the contractor stated it, on the date they stated it. */
export interface StatedCredential {
  kind: ProfileCredentialKind;
  number: string;
  /** YYYY-MM-DD: when the contractor stated it (set by the server on each change). */
  statedOn: string;
}

/** A contractor's profile as anyone sees it at /pros/{slug}: no e-mail, no phone. */
export interface PublicProfile {
  slug: string;
  businessName: string;
  trades: string[];
  serviceAreas: string[];
  credentials: StatedCredential[];
  /** Agreements both parties confirmed through the site, of proposals from the account's address. */
  confirmedAgreements: number;
  /**
   * Accepted proposals of the address whose agreement the homeowner recorded completed, or whose
   * project its owner marked completed; most recent first.
   */
  completedWork: {
    displayId: number;
    title: string;
    category: string;
    completedOn: string | null;
    /** The project's photos, only while the homeowner's consent to show them stands. */
    photos: string[];
  }[];
  /**
   * The homeowners' published reviews, each from an agreement confirmed and completed on the
   * site (lib/reviews): the only reviews the site shows.
   */
  reviews: PublicReview[];
  since: string;
}
