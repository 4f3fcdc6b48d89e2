// The agreement as the parties see it: its state and its running total, worked out from the
// stored row, its proposal and its change orders. Pure: no database, no mail.
import type {
  Agreement,
  AgreementParty,
  AgreementTerms,
  ChangeOrder,
  CancellationNotice,
  Confirmation,
  Missing,
} from "@/lib/agreements/shapes";
import type { StructuredProposal } from "@/lib/proposals/shapes";
import type { AgreementRow, ChangeOrderRow, ProjectRow, ProposalRow } from "@/lib/db/schema";
import { torontoDay } from "@/lib/calendar-day";
import { hstCents, sumCents } from "@/lib/money";
import { postedDisplayId } from "@/lib/projects/ids";
import { invalid } from "@/lib/validation/messages";
import { agreedDates, missingContents } from "./contents";
import { toCorrection } from "./correction";
import { coverPageMissing, isConsumer, needsCoverPage } from "./scope";
import { agreementVersion } from "./version";

/** What the parties agree to, copied from the project and the accepted proposal. */
export function termsOf(proposal: ProposalRow, project: ProjectRow): AgreementTerms {
  const { business, ...quote } = proposal.details as StructuredProposal;
  return {
    project: {
      displayId: postedDisplayId(project.id),
      title: project.title,
      description: project.description,
      category: project.category,
      location: project.location,
      // Asked at posting or at acceptance (lib/proposals/transitions.ts), so set by now.
      householdUse: project.householdUse ?? true,
      postedAt: project.postedAt.toISOString(),
    },
    homeowner: { name: project.homeowner, email: project.homeownerEmail },
    contractor: {
      name: proposal.contractorName,
      email: proposal.contractorEmail,
      phone: proposal.contractorPhone,
      businessName: business?.name ?? null,
      businessAddress: business?.address ?? null,
    },
    proposal: {
      id: proposal.id,
      submittedDate: proposal.submittedAt.toISOString(),
      timeline: proposal.timeline,
      approach: proposal.approach,
      materials: proposal.materials,
    },
    quote,
  };
}

/** An agreement's row with what its state depends on. */
export interface Loaded {
  row: AgreementRow;
  proposal: ProposalRow;
  orders: ChangeOrderRow[];
  /** When the work ended as recorded, if it is. */
  completedAt?: Date | null;
  /** The record of how the work ended, if there is one (lib/agreements/completion.ts). */
  completion?: Agreement["completion"];
  /** How many photos the project has. */
  projectPhotoCount?: number;
  /** The homeowner's consent to show them on the contractor's profile (agreement_photo_consents). */
  photoConsent?: { givenAt: Date; withdrawnAt: Date | null } | null;
  /** The homeowner's notice of cancellation, if given (agreement_cancellation_notices). */
  cancellationNotice?: CancellationNotice | null;
}

const confirmationOf = (
  name: string | null,
  at: Date | null,
  version?: string | null,
): Confirmation | null =>
  name && at ? { name, at: at.toISOString(), ...(version === undefined ? {} : { version }) } : null;

/** The parts of the row its required contents and its version are read from. */
export const contentsOf = (row: AgreementRow) => ({
  terms: row.terms,
  homeownerAddress: row.homeownerAddress,
  contractorAddress: row.terms.contractor.businessAddress ?? row.contractorAddress,
  contractorBusinessName: row.terms.contractor.businessName ?? row.contractorBusinessName,
  details: row.details,
});

/** The version of the row's terms as they stand (lib/agreements/version.ts). */
export const versionOf = (row: AgreementRow) => agreementVersion(row.id, contentsOf(row));

/** The date of the agreement: the later of the two confirmations. */
export const datedAt = (row: AgreementRow): Date | null =>
  row.homeownerConfirmedAt && row.contractorConfirmedAt
    ? row.homeownerConfirmedAt > row.contractorConfirmedAt
      ? row.homeownerConfirmedAt
      : row.contractorConfirmedAt
    : null;

const toChangeOrder = (order: ChangeOrderRow): ChangeOrder => ({
  number: order.number,
  description: order.description,
  priceChangeCents: order.priceChangeCents,
  hstChangeCents: order.hstChangeCents,
  completionDate: order.completionDate,
  startDate: order.startDate,
  proposedBy: order.proposedBy as AgreementParty,
  createdAt: order.createdAt.toISOString(),
  homeownerConfirmation: confirmationOf(order.homeownerName, order.homeownerConfirmedAt),
  contractorConfirmation: confirmationOf(order.contractorName, order.contractorConfirmedAt),
  declinedAt: order.declinedAt ? order.declinedAt.toISOString() : null,
});

/** A change order neither confirmed by both nor declined: the one the other party answers. */
export const awaitingAnswer = (order: ChangeOrderRow) => !bothConfirmed(order) && !order.declinedAt;

/**
 * The agreed dates with every confirmed change order: the last one that moves a date gives it
 * (YYYY-MM-DD or null). A moved start date is the amended commencement date the homeowner agreed
 * to in writing (Consumer Protection Act, 2002, s. 26 (1); docs/decisions/0019-payments-holdback-and-change-orders.md).
 */
export function datesWithChanges(
  row: AgreementRow,
  orders: Pick<
    ChangeOrderRow,
    "homeownerConfirmedAt" | "contractorConfirmedAt" | "startDate" | "completionDate"
  >[],
) {
  const dates = agreedDates(contentsOf(row));
  const confirmed = orders.filter(bothConfirmed);
  const start = confirmed.filter((order) => order.startDate).at(-1);
  const completion = confirmed.filter((order) => order.completionDate).at(-1);
  return {
    startDate: start?.startDate ?? dates.startDate,
    completionDate: completion?.completionDate ?? dates.completionDate,
  };
}

/**
 * What is wrong with a change order's new dates: a new start date in the past (Toronto's today:
 * work cannot be agreed to begin on a day gone), or a start after the completion date that will
 * then stand. A new start date after the completion date in force needs a new completion date in
 * the same change order (docs/decisions/0019-payments-holdback-and-change-orders.md).
 */
export function changedDateIssues(
  input: { startDate?: string; completionDate?: string },
  current: { startDate: string | null; completionDate: string | null },
  today: string = torontoDay(),
): { path: string; message: string }[] {
  if (input.startDate && input.startDate < today) {
    return [{ path: "startDate", message: invalid("changeDateInPast") }];
  }
  const start = input.startDate ?? current.startDate;
  const completion = input.completionDate ?? current.completionDate;
  if (start && completion && completion < start) {
    return [
      input.completionDate
        ? { path: "completionDate", message: invalid("completionBeforeStart") }
        : { path: "startDate", message: invalid("startAfterCompletion") },
    ];
  }
  return [];
}

export const bothConfirmed = (row: {
  homeownerConfirmedAt: Date | null;
  contractorConfirmedAt: Date | null;
}) => row.homeownerConfirmedAt !== null && row.contractorConfirmedAt !== null;

/** The price before tax with every confirmed change order. */
export function currentSubtotal(terms: AgreementTerms, orders: ChangeOrderRow[]): number {
  const changes = orders.filter(bothConfirmed).map((order) => order.priceChangeCents);
  return changes.reduce((subtotal, change) => subtotal + change, terms.quote.subtotalCents);
}

/**
 * The agreed total with every confirmed change order: the figures both parties confirmed (the
 * quote's total, each change's price and HST), never recomputed with today's HST rate.
 */
export function agreedTotal(terms: AgreementTerms, orders: ChangeOrderRow[]): number {
  return orders
    .filter(bothConfirmed)
    .reduce(
      (total, order) => total + order.priceChangeCents + order.hstChangeCents,
      terms.quote.totalCents,
    );
}

/**
 * A subtotal's total with HST at today's rate and the quote's fixed charges: for a new change
 * order, not an agreed one.
 */
export const totalWith = (terms: AgreementTerms, subtotalCents: number) =>
  sumCents([
    subtotalCents,
    hstCents(subtotalCents, terms.quote.hstRegistered),
    terms.quote.chargesCents ?? 0,
  ]);

export function stateOf(row: AgreementRow, proposal: ProposalRow): Agreement["state"] {
  if (proposal.status !== "accepted") return "withdrawn";
  if (bothConfirmed(row)) return "confirmed";
  // A party who confirmed before required contents were enforced keeps their confirmation.
  if (row.homeownerConfirmedAt || row.contractorConfirmedAt) return "awaiting-confirmation";
  return missingOf(row).length === 0 ? "awaiting-confirmation" : "awaiting-details";
}

/**
 * Everything the agreement lacks before anyone may confirm: the homeowner's confirmation of the
 * cover page where one applies (first, as it opens the agreement), then the required contents.
 */
export function missingOf(row: AgreementRow): Missing[] {
  const anyoneConfirmed = Boolean(row.homeownerConfirmedAt || row.contractorConfirmedAt);
  return [
    ...coverPageMissing(row.terms, {
      confirmedAt: row.coverPageConfirmedAt,
      answer: row.coverPageAnswer,
      anyoneConfirmed,
    }),
    // The question of an in-person visit came after some agreements were confirmed: those stay
    // as they were, and the document says it was not asked (docs/decisions/0018-agreements-and-ontario-consumer-law.md).
    ...missingContents(contentsOf(row)).filter(
      (missing) => !(anyoneConfirmed && missing.item === "directAgreement"),
    ),
  ];
}

export function toAgreement(
  {
    row,
    proposal,
    orders,
    completedAt,
    completion,
    projectPhotoCount,
    photoConsent,
    cancellationNotice,
  }: Loaded,
  viewer: Agreement["viewer"],
): Agreement {
  const contents = contentsOf(row);
  const dated = datedAt(row);
  return {
    id: row.id,
    viewer,
    ...contents,
    missing: missingOf(row),
    version: versionOf(row),
    datedAt: dated ? dated.toISOString() : null,
    completedOn: completedAt ? torontoDay(completedAt) : null,
    completionKind: completion?.kind ?? null,
    completion: completion ?? null,
    projectPhotoCount: projectPhotoCount ?? 0,
    photoConsent: photoConsent
      ? {
          givenAt: photoConsent.givenAt.toISOString(),
          withdrawnAt: photoConsent.withdrawnAt?.toISOString() ?? null,
        }
      : null,
    homeownerConfirmation: confirmationOf(
      row.homeownerName,
      row.homeownerConfirmedAt,
      row.homeownerVersion,
    ),
    contractorConfirmation: confirmationOf(
      row.contractorName,
      row.contractorConfirmedAt,
      row.contractorVersion,
    ),
    state: stateOf(row, proposal),
    correction: row.correction ? toCorrection(row.terms, row.correction) : null,
    consumer: isConsumer(row.terms),
    coverPage: needsCoverPage(row.terms)
      ? {
          confirmedAt: row.coverPageConfirmedAt?.toISOString() ?? null,
          answer: row.coverPageAnswer,
          answeredAt: row.coverPageAnsweredAt?.toISOString() ?? null,
        }
      : null,
    changeOrders: orders.map(toChangeOrder),
    cancellationNotice: cancellationNotice ?? null,
    currentTotalCents: agreedTotal(row.terms, orders),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The party on the other side of the agreement. */
export const other = (party: AgreementParty): AgreementParty =>
  party === "homeowner" ? "contractor" : "homeowner";
