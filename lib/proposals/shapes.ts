// What the API answers about proposals (the itemised quote, what anyone and what the owner
// sees, the contractor's tracking page), for the server and the browser alike.
import type { ClosedReason, ProposalStatus } from "@/lib/validation/options";

/**
 * How a line is priced: a fixed price, an estimate, or an allowance (an estimate for something
 * still to be chosen). An estimate or allowance may not be exceeded by more than 10 % without
 * the homeowner's agreement (Consumer Protection Act, 2002, s. 10).
 */
export type LinePricing = "fixed" | "estimate" | "allowance";

/** One line of a structured proposal; money in cents. */
export interface ProposalLineItem {
  description: string;
  /** Absent on lines stored before lines were marked: those are fixed. */
  pricing?: LinePricing;
  /** At most two decimals (2.5 hours). */
  quantity: number;
  unit: string;
  unitPriceCents: number;
  /** quantity × unit price, rounded half up to the cent. */
  totalCents: number;
}

export interface ProposalMilestone {
  description: string;
  amountCents: number;
}

export type ProposalDeposit = (
  { kind: "amount"; cents: number } | { kind: "percent"; percent: number }
) & {
  /** The deposit in cents: the amount, or the percentage of the total rounded half up. */
  depositCents: number;
};

/** The licence numbers a contractor states (content/credentials.ts: the rules and registries). */
export interface ProposalCredentials {
  esaLicence: string | null;
  tssaRegistration: string | null;
  wsibClearance: string | null;
  torontoBusinessLicence: string | null;
  /** Absent in proposals sent before these fields existed (docs/decisions/0016-credentials-licences-and-permits.md). */
  stoCertificate?: string | null;
  hcraLicence?: string | null;
  tarionEnrolment?: string | null;
  liabilityInsurance?: string | null;
}

/**
 * A proposal's itemised quote and terms, every figure computed by the server (lib/money.ts).
 * This is what the project's owner sees; anyone else sees `PublicStructuredProposal`.
 */
export interface StructuredProposal {
  lineItems: ProposalLineItem[];
  subtotalCents: number;
  hstRegistered: boolean;
  /** 123456789RT0001; null when not HST-registered. */
  hstNumber: string | null;
  /** 13 % of the subtotal rounded half up to the cent; 0 when not HST-registered. */
  hstCents: number;
  /**
   * Subtotal, HST and every fixed additional charge (`chargesCents`): the price the homeowner
   * pays. Charges that may apply are never in it.
   */
  totalCents: number;
  /**
   * The additional charges the proposal states (docs/decisions/0015-money-and-quote-pricing.md): absent on proposals sent
   * before the proposal stated them, an empty list when it states that none applies.
   */
  charges?: ProposalCharge[];
  /** The fixed charges' sum, in the total (absent, like `charges`, on older proposals). */
  chargesCents?: number;
  deposit: ProposalDeposit | null;
  /** The deposit is above Consumer Protection Ontario's advised 10 % of the total. */
  depositAboveAdvice: boolean;
  /** Sums to the total exactly (empty when none was given). */
  schedule: ProposalMilestone[];
  /** YYYY-MM-DD. */
  startDate: string | null;
  completionDate: string | null;
  warrantyMonths: number | null;
  warrantyCovers: string | null;
  permitsBy: "contractor" | "homeowner" | "none-needed" | null;
  /**
   * Whether the work includes installing or servicing gas appliances or gas piping, where the
   * proposal answered it (asked on Plumbing, where it decides whether TSSA registration applies:
   * docs/decisions/0016-credentials-licences-and-permits.md); absent otherwise.
   */
  gasWork?: boolean;
  business: { name: string; address: string } | null;
  credentials: ProposalCredentials;
}

/**
 * An additional charge of a proposal: `fixed` (an amount, as charged, tax included if any: part of
 * the total) or `may-apply` (an amount or a stated basis, shown beside the total, never in it).
 */
export interface ProposalCharge {
  description: string;
  kind: "fixed" | "may-apply";
  /** Always set for a fixed charge; for one that may apply, when an amount is stated. */
  amountCents: number | null;
  /** How a charge that may apply is worked out ("$95 per hour beyond 40 hours"), or null. */
  basis: string | null;
}

/** The structured part as anyone may see it: the business's address is left out. */
export type PublicStructuredProposal = Omit<StructuredProposal, "business"> & {
  business: { name: string } | null;
};

/** A proposal as anyone may see it: no e-mail, phone or address. */
export interface PublicProposal {
  id: number;
  /** The displayed id of the project it was sent on (2000+ sample request, 3000+ posted). */
  projectId: number;
  contractorName: string;
  bidAmount: string;
  timeline: string;
  approach: string;
  experience: string;
  materials: string | null;
  warranty: string | null;
  additionalNotes: string | null;
  /** The itemised quote, when the contractor gave one. */
  structured: PublicStructuredProposal | null;
  status: ProposalStatus;
  submittedDate: string;
  /** The sender's public profile (/pros/{slug}), when a signed-in contractor with one sent it. */
  profileSlug: string | null;
  /** Until when the homeowner may accept it; null for one sent before proposals lapsed. */
  validUntil: string | null;
  /** How many days the contractor chose it to stand (a renewal counts them again). */
  validDays: number | null;
  /** Past validUntil: it cannot be accepted until its contractor renews it. */
  lapsed: boolean;
}

/** What the project's owner sees: the contractor's contact details and business address too. */
export interface OwnerProposal extends Omit<PublicProposal, "structured"> {
  contractorEmail: string;
  contractorPhone: string | null;
  structured: StructuredProposal | null;
  /** The written agreement an accepted itemised proposal on a posted project produced. */
  agreementId: number | null;
}

/** What a contractor sees through a proposal's tracking link (GET /api/proposals/{id}/track). */
export interface TrackedProposal {
  proposal: OwnerProposal;
  project: {
    displayId: number;
    title: string;
    /** The project's category: which licences and registrations apply to the work. */
    category: string;
    location: string;
    status: string;
    proposalAccepted: boolean;
    agreementConfirmed: boolean;
    /** Why it closed without a hire here, when it did (PublicProject.closedReason). */
    closedReason: ClosedReason | null;
    /** The owner paused new proposals. */
    proposalsPaused: boolean;
  };
  /** The homeowner's name and e-mail: null until the proposal is accepted. */
  homeowner: { name: string; email: string | null } | null;
}
