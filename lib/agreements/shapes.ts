// What the API answers about written agreements, for the server and the browser alike.
import type { AgreementConversation } from "@/lib/conversations/shapes";
import type { CancellationReason, CoverPageAnswer } from "@/content/agreement-scope";
import type { StructuredProposal } from "@/lib/proposals/shapes";

/**
 * What both parties agree to, fixed when the owner accepts an itemised proposal: copied from the
 * project and the proposal, so later edits to either do not change a written agreement.
 */
export interface AgreementTerms {
  project: {
    displayId: number;
    title: string;
    description: string;
    category: string;
    /** The project's city or area, as posted. */
    location: string;
    /**
     * Whether the work is for the homeowner's own home or household use (a consumer agreement);
     * absent in agreements made before the question, which were all written as consumer ones.
     */
    householdUse?: boolean;
    /** When the homeowner posted the project: the contact they initiated (absent before). */
    postedAt?: string;
  };
  homeowner: { name: string; email: string | null };
  contractor: {
    name: string;
    email: string;
    phone: string | null;
    /** The business as the proposal named it; its address may be given before confirming. */
    businessName: string | null;
    businessAddress: string | null;
  };
  proposal: {
    id: number;
    submittedDate: string;
    timeline: string;
    approach: string;
    materials: string | null;
  };
  quote: Omit<StructuredProposal, "business">;
}

/**
 * A correction of the terms proposed by one party before both confirmed (price lines, dates,
 * scope): stored until the other party accepts or declines it.
 */
export interface StoredCorrection {
  by: AgreementParty;
  /** Why, in the proposer's words. */
  note: string;
  proposedAt: string;
  /** The corrected quote and description of the work, which replace the agreement's on acceptance. */
  quote: Omit<StructuredProposal, "business">;
  approach: string;
}

/** One term a correction changes: its name and its value before and after, as printed. */
export interface CorrectionChange {
  field:
    | "lineItems"
    | "total"
    | "deposit"
    | "schedule"
    | "startDate"
    | "completionDate"
    | "approach"
    | "warranty"
    | "permitsBy";
  before: string;
  after: string;
}

/** A pending correction as the parties see it: who proposed it, why, and what it changes. */
export interface Correction {
  by: AgreementParty;
  note: string;
  proposedAt: string;
  changes: CorrectionChange[];
  /** The corrected total with tax, in cents. */
  totalCents: number;
}

/** A party's confirmation: the name they typed, when, and the version of the terms they saw. */
export interface Confirmation {
  name: string;
  at: string;
  /** The version (SHA-256 of the terms) confirmed; null for confirmations from before versions. */
  version?: string | null;
}

/** An additional charge that applies or may apply, with its amount or how it is computed. */
export interface AdditionalCharge {
  description: string;
  amount: string;
}

/**
 * What the parties add to the agreement before either confirms, where the proposal held none:
 * the contractor's telephone, operating name, materials, payment method, additional charges,
 * own cancellation terms and, if the quote had none, its dates. An absent field was not given.
 */
export interface AgreementDetails {
  /** The name the contractor carries on business under, when it differs from the legal name. */
  operatingName?: string;
  phone?: string;
  materials?: string;
  /** How payments are made: e-transfer, cheque, …. */
  paymentMethod?: string;
  /** Every additional charge; an empty list states that none applies. */
  additionalCharges?: AdditionalCharge[];
  /** The contractor's own cancellation or termination terms; "" states that it has none. */
  cancellationTerms?: string;
  /** YYYY-MM-DD, only where the quote had no date. */
  startDate?: string;
  completionDate?: string;
  /**
   * Who confirms for the contractor, stated by the contractor before anyone confirms: a person,
   * with their role (owner, director, …). Without it the contractor's name in the proposal signs.
   */
  signer?: { name: string; role: string };
  /**
   * Whether the contractor, or someone for it, met the homeowner in person away from its place
   * of business (at the home, say) to negotiate or agree the work: then the agreement is a direct
   * agreement, and it records who negotiated it for the contractor, where and on which day
   * (Consumer Protection Act, 2002, ss. 1 and 42; O. Reg. 17/05, s. 35; docs/decisions/0018-agreements-and-ontario-consumer-law.md).
   */
  directAgreement?: DirectAgreementFacts;
}

/** The contractor's answer about an in-person visit, with the visit's facts when there was one. */
export type DirectAgreementFacts =
  | { visited: false }
  | {
      visited: true;
      /** The person who negotiated the agreement in person for the contractor. */
      negotiatedBy: string;
      /** Where: the address of the home, or the place they met. */
      place: string;
      /** The day they met, YYYY-MM-DD. */
      on: string;
    };

/** An item the Act requires that the agreement does not hold yet, and who adds it. */
export type MissingItem =
  | "businessName"
  | "businessAddress"
  | "contractorPhone"
  | "contractorEmail"
  | "homeownerName"
  | "homeownerAddress"
  | "description"
  | "materials"
  | "paymentMethod"
  | "additionalCharges"
  | "cancellationTerms"
  | "startDate"
  | "completionDate"
  | "coverPage"
  | "signer"
  /** The contractor's answer whether it met the homeowner in person to negotiate (0131). */
  | "directAgreement"
  /** The homeowner answered that the contractor came uninvited: no one may confirm (0127). */
  | "coverPageUninvited";

export interface Missing {
  item: MissingItem;
  party: AgreementParty;
}

export type AgreementParty = "homeowner" | "contractor";

/** A numbered change to a confirmed agreement, part of it once both parties confirm it. */
export interface ChangeOrder {
  number: number;
  description: string;
  /** The change to the price before tax, in cents (negative for work removed). */
  priceChangeCents: number;
  /** The HST on the new subtotal minus the HST before (0 when not HST-registered). */
  hstChangeCents: number;
  /** A new completion date, YYYY-MM-DD, when the change moves it. */
  completionDate: string | null;
  /** A new start date, YYYY-MM-DD, when the change moves it (docs/decisions/0019-payments-holdback-and-change-orders.md). */
  startDate: string | null;
  proposedBy: AgreementParty;
  createdAt: string;
  homeownerConfirmation: Confirmation | null;
  contractorConfirmation: Confirmation | null;
  /** When the party it was sent to declined it (ISO 8601): it then changes nothing. */
  declinedAt: string | null;
}

/** A notice of cancellation as the agreement records it. */
export interface CancellationNotice {
  reason: CancellationReason;
  explanation: string | null;
  givenBy: "homeowner";
  /** ISO 8601: when the site recorded it and e-mailed it to both parties. */
  givenAt: string;
}

/** GET /api/agreements/{id}: the agreement as both parties see it, and who is asking. */
export interface Agreement {
  id: number;
  /** The viewer: a party, or the operator (who can read but not confirm). */
  viewer: AgreementParty | "operator";
  /**
   * Whether the viewer proved it is itself (a key e-mailed to it, or the contractor's signed-in
   * account): only then may it confirm, sign a change order, record completion or review. Set
   * by GET /api/agreements/{id}; the other answers leave it out.
   */
  viewerProven?: boolean;
  /**
   * Its proposal's conversation and the messages before the agreement, for its two parties (set
   * by GET /api/agreements/{id}; null for the operator, absent from the other answers).
   */
  conversation?: AgreementConversation | null;
  terms: AgreementTerms;
  homeownerAddress: string | null;
  /** The business's address: the proposal's, or the one the contractor gave before confirming. */
  contractorAddress: string | null;
  contractorBusinessName: string | null;
  /** What the parties added before confirming (phone, payment method, additional charges, …). */
  details: AgreementDetails;
  /** What the Act requires that the agreement does not hold yet; empty before anyone may confirm. */
  missing: Missing[];
  /** SHA-256 of the terms as they stand: a confirmation names the version its person saw. */
  version: string;
  /** The date of the agreement: the later of the two confirmations, once both confirmed. */
  datedAt: string | null;
  /** The day (YYYY-MM-DD, Toronto) of the record of how the work ended, if there is one. */
  completedOn: string | null;
  /** What the record says: substantially performed, completed, abandoned or terminated. */
  completionKind: "substantial-performance" | "completion" | "abandonment" | "termination" | null;
  /** The record of how the work ended, with the other party's answer (lib/agreements/completion.ts). */
  completion: {
    kind: "substantial-performance" | "completion" | "abandonment" | "termination";
    completedOn: string;
    certificatePublishedOn: string | null;
    recordedBy: AgreementParty;
    recordedAt: string;
    answer: "acknowledged" | "disputed" | null;
    answerNote: string | null;
    answeredAt: string | null;
    /** When it came to stand (acknowledged, or unanswered for 7 days): reviews open then. */
    stoodAt: string | null;
    /** While unanswered: when it stands at the latest. */
    standsOn: string | null;
    /** The Construction Act's lien period (s. 31): what starts it, and the holdback's release. */
    lienPeriod: {
      basis: "certificate" | "completion" | "abandonment" | "termination";
      from: string;
      releaseOn: string;
    } | null;
    /** Earlier records the other party disputed. */
    previous: {
      kind: string;
      completedOn: string;
      recordedBy: string;
      recordedAt: string;
      answerNote: string | null;
      answeredAt: string;
    }[];
  } | null;
  /** How many photos the project has: the ones the homeowner may agree to show. */
  projectPhotoCount: number;
  /**
   * The homeowner's consent to show the project's photos on the contractor's public profile:
   * when given, and when withdrawn (then the photos are off the profile); null if never given.
   */
  photoConsent: { givenAt: string; withdrawnAt: string | null } | null;
  homeownerConfirmation: Confirmation | null;
  contractorConfirmation: Confirmation | null;
  /**
   * "awaiting-details" (a required item missing), "awaiting-confirmation", "confirmed" (by
   * both), or "withdrawn" (the owner declined the proposal before anyone confirmed).
   */
  state: "awaiting-details" | "awaiting-confirmation" | "confirmed" | "withdrawn";
  /** A correction of the terms awaiting the other party's answer, before both confirmed. */
  correction: Correction | null;
  /**
   * A consumer agreement (the Consumer Protection Act, 2002 stated as applying); false when the
   * homeowner said the work is not for their own home or household use.
   */
  consumer: boolean;
  /**
   * The O. Reg. 8/18 cover page of a consumer agreement for a restricted product (furnace, air
   * conditioner, water heater, …): when the homeowner confirmed it, their answer to whether they
   * asked this contractor to come to their home to make the agreement, and when they gave it
   * (each null until then; the answer stays null on a cover page confirmed before it was asked).
   * Null when none applies.
   */
  coverPage: {
    confirmedAt: string | null;
    answer: CoverPageAnswer | null;
    answeredAt: string | null;
  } | null;
  changeOrders: ChangeOrder[];
  /**
   * The homeowner's notice of cancellation, once given (docs/decisions/0018-agreements-and-ontario-consumer-law.md): the reason, their own
   * words, and when. The site records it; it does not decide whether the cancellation is valid.
   */
  cancellationNotice: CancellationNotice | null;
  /** The total with every confirmed change order, in cents. */
  currentTotalCents: number;
  createdAt: string;
}

export type { CancellationReason, CoverPageAnswer } from "@/content/agreement-scope";
