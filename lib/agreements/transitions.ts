import "server-only";

import { eq } from "drizzle-orm";

import type { Agreement, AgreementParty, StoredCorrection } from "@/lib/agreements/shapes";
import { getDb, type Database } from "@/lib/db/client";
import { agreementCancellationNotices, agreements, changeOrders, proposals } from "@/lib/db/schema";
import {
  ConflictError,
  InvalidFieldError,
  InvalidFieldsError,
  NotAllowedError,
  NotFoundError,
} from "@/lib/errors";
import { hstCents } from "@/lib/money";
import { changedTotalIssue } from "@/lib/proposals/pricing";
import { invalid } from "@/lib/validation/messages";
import type { AgreementProof } from "./access";
import { agreedDates, missingIssues } from "./contents";
import { correctedTerms, correctionChanges } from "./correction";
import {
  mailCancellationNotice,
  mailChangeOrder,
  mailChangeOrderAnswer,
  mailAgreementLink,
  mailConfirmed,
  mailCorrection,
  mailPartyConfirmed,
} from "./mails";
import {
  agreedTotal,
  awaitingAnswer,
  bothConfirmed,
  changedDateIssues,
  contentsOf,
  datesWithChanges,
  currentSubtotal,
  missingOf,
  other,
  toAgreement,
  totalWith,
  versionOf,
  type Loaded,
} from "./model";
import { setProposalStatus } from "@/lib/proposals/transitions";
import { projectListChanged } from "@/lib/projects/list-cache";
import { revalidateProfilesOf } from "@/lib/pros/revalidate";
import type {
  AgreementCorrectionInput,
  AgreementDetailsInput,
  CancellationNoticeInput,
  ChangeOrderInput,
  CoverPageInput,
} from "./schema";
import { namesTheBusiness, sameName, signerOf } from "./signature";
import { electricalWork } from "@/content/agreement-scope";
import { isConsumer, needsCoverPage } from "./scope";
import { CLEARED, load } from "./store";
import type { AgreementRow } from "@/lib/db/schema";

/**
 * A typed name must be the name of the person who signs for the party (lib/agreements/
 * signature.ts): else 400 on `name`, saying whose name to type.
 */
function checkSigner(row: AgreementRow, party: AgreementParty, name: string) {
  const signer = signerOf(party, row.terms, row.details);
  if (!sameName(name, signer.name)) {
    throw new InvalidFieldError("name", invalid("nameMismatch", { party, name: signer.name }));
  }
}

// What the parties do to an agreement: give their addresses, confirm it or (the homeowner)
// decline it, propose and answer corrections before both confirm, propose and confirm change
// orders after. Each runs under the one lock order (proposal row, then agreement row).

/**
 * Runs a change to the agreement with its proposal's row and then its own locked (the order every
 * transition takes, lib/proposals/store.ts), and answers the agreement after it.
 */
async function changing(
  id: number,
  viewer: AgreementParty,
  change: (tx: Database, loaded: Loaded) => Promise<void>,
): Promise<Agreement> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [ref] = await tx
      .select({ proposalId: agreements.proposalId })
      .from(agreements)
      .where(eq(agreements.id, id));
    if (!ref) throw new NotFoundError("agreement_not_found");
    await tx
      .select({ id: proposals.id })
      .from(proposals)
      .where(eq(proposals.id, ref.proposalId))
      .for("update");
    const loaded = await load(tx, id, true);
    if (!loaded) throw new NotFoundError("agreement_not_found");
    if (loaded.proposal.status !== "accepted") {
      throw new ConflictError("agreement_withdrawn");
    }
    await change(tx, loaded);
    return toAgreement((await load(tx, id))!, viewer);
  });
}

/** The fields each party adds; the other party's are not theirs to add. */
const FIELDS_OF: Record<AgreementParty, readonly (keyof AgreementDetailsInput)[]> = {
  homeowner: ["address"],
  contractor: [
    "address",
    "businessName",
    "operatingName",
    "phone",
    "materials",
    "paymentMethod",
    "additionalCharges",
    "cancellationTerms",
    "startDate",
    "completionDate",
    "signer",
    "directAgreement",
  ],
};

/**
 * A party adds what is theirs to add before anyone confirms: the homeowner the address of the
 * work, the contractor its business name and address, phone, materials, payment method,
 * additional charges, cancellation terms and dates the proposal did not hold. What the proposal
 * already states is part of its terms and stays as it is. Each addition makes a new version.
 */
export function giveDetails(id: number, party: AgreementParty, input: AgreementDetailsInput) {
  return changing(id, party, async (tx, { row }) => {
    if (row.homeownerConfirmedAt || row.contractorConfirmedAt) {
      throw new ConflictError("agreement_details_fixed");
    }
    const sent = (Object.keys(input) as (keyof AgreementDetailsInput)[]).filter(
      (field) => input[field] !== undefined,
    );
    const notYours = sent.filter((field) => !FIELDS_OF[party].includes(field));
    const { terms } = row;
    const inTerms: Partial<Record<keyof AgreementDetailsInput, unknown>> = {
      businessName: terms.contractor.businessName,
      phone: terms.contractor.phone,
      materials: terms.proposal.materials,
      startDate: terms.quote.startDate,
      completionDate: terms.quote.completionDate,
    };
    if (party === "contractor") inTerms.address = terms.contractor.businessAddress;
    const fixed = sent.filter((field) => inTerms[field] != null);
    // The charges a proposal states are the ones the homeowner saw with its total: none is added
    // now, only by a change order (docs/decisions/0015-money-and-quote-pricing.md).
    const chargesStated = Array.isArray(terms.quote.charges) && sent.includes("additionalCharges");
    const issues: { path: string; message: string }[] = [
      ...notYours.map((path) => ({ path, message: invalid("notYourDetail") })),
      ...fixed.map((path) => ({ path, message: invalid("detailInProposal") })),
      ...(chargesStated && !notYours.includes("additionalCharges")
        ? [{ path: "additionalCharges", message: invalid("chargesFromProposal") }]
        : []),
    ];
    const business = [
      terms.contractor.name,
      terms.contractor.businessName,
      input.businessName ?? row.contractorBusinessName,
      input.operatingName ?? row.details.operatingName ?? null,
    ];
    if (input.signer && namesTheBusiness(input.signer.name, business)) {
      issues.push({ path: "signer.name", message: invalid("signerIsBusiness") });
    }
    // A direct agreement is a consumer agreement (Consumer Protection Act, 2002, s. 1): a business
    // client's contract states no such facts (docs/decisions/0018-agreements-and-ontario-consumer-law.md).
    if (input.directAgreement && !isConsumer(terms) && !notYours.includes("directAgreement")) {
      issues.push({ path: "directAgreement", message: invalid("directAgreementBusiness") });
    }
    const dates = agreedDates({ ...contentsOf(row), details: { ...row.details, ...input } });
    if (dates.startDate && dates.completionDate && dates.completionDate < dates.startDate) {
      issues.push({ path: "completionDate", message: invalid("completionBeforeStart") });
    }
    if (issues.length > 0) throw new InvalidFieldsError(issues, "invalid_fields");
    const { address, businessName, ...details } = input;
    await tx
      .update(agreements)
      .set({
        ...(address === undefined
          ? {}
          : party === "homeowner"
            ? { homeownerAddress: address }
            : { contractorAddress: address }),
        ...(businessName === undefined ? {} : { contractorBusinessName: businessName }),
        details: { ...row.details, ...details },
      })
      .where(eq(agreements.id, id));
  });
}

/**
 * A party confirms with their typed name and the version of the terms they saw; when both have,
 * the agreement goes to both by e-mail. Refused while a required item is missing (400, one issue
 * per item) and when the terms changed since the person loaded them (409).
 */
export async function confirmAgreement(
  id: number,
  party: AgreementParty,
  { name, version }: { name: string; version: string },
  /** How the party proved it is itself (lib/agreements/access.ts), recorded with its confirmation. */
  via: AgreementProof,
) {
  let confirmedBy: string | undefined;
  const agreement = await changing(id, party, async (tx, loaded) => {
    const { row } = loaded;
    const already = party === "homeowner" ? row.homeownerConfirmedAt : row.contractorConfirmedAt;
    if (already) throw new ConflictError("agreement_already_confirmed");
    if (row.correction) {
      throw new ConflictError("correction_awaits_before_confirming");
    }
    // From the first confirmation on nothing can be added, so only the first checks contents; an
    // agreement one party confirmed before contents were enforced is completed as it stands.
    if (!row.homeownerConfirmedAt && !row.contractorConfirmedAt) {
      const missing = missingOf(row);
      if (missing.length > 0) {
        throw new InvalidFieldsError(missingIssues(missing), "agreement_incomplete");
      }
    }
    if (version !== versionOf(row)) {
      throw new ConflictError("agreement_changed");
    }
    checkSigner(row, party, name);
    const now = new Date();
    const [updated] = await tx
      .update(agreements)
      .set(
        party === "homeowner"
          ? {
              homeownerName: name,
              homeownerConfirmedAt: now,
              homeownerVersion: version,
              homeownerConfirmedVia: via,
            }
          : {
              contractorName: name,
              contractorConfirmedAt: now,
              contractorVersion: version,
              contractorConfirmedVia: via,
            },
      )
      .where(eq(agreements.id, id))
      .returning();
    if (bothConfirmed(updated!)) confirmedBy = loaded.proposal.contractorEmail;
    if (confirmedBy) await mailConfirmed(tx, { ...loaded, row: updated! });
    else await mailPartyConfirmed(tx, updated!, { party, name, at: now });
  });
  // Confirmed by both: one more agreement on the contractor's public profile.
  if (confirmedBy) await revalidateProfilesOf([confirmedBy]);
  // Its card in the project list says so.
  if (confirmedBy) projectListChanged();
  return agreement;
}

/**
 * The homeowner confirms that they have read the O. Reg. 8/18 cover page of a consumer agreement
 * for a restricted product and answers who asked for the visit (docs/decisions/0018-agreements-and-ontario-consumer-law.md): the time of
 * the first reading and the answer with its time are stored, and nobody confirms the agreement
 * before it. The homeowner may change the answer until either party confirms the agreement.
 */
export function confirmCoverPage(id: number, party: AgreementParty, input: CoverPageInput) {
  if (party !== "homeowner") {
    throw new NotAllowedError("cover_page_owner_only");
  }
  return changing(id, party, async (tx, { row }) => {
    if (!needsCoverPage(row.terms)) {
      throw new ConflictError("cover_page_missing");
    }
    if (row.homeownerConfirmedAt || row.contractorConfirmedAt) {
      throw new ConflictError("cover_page_fixed");
    }
    const now = new Date();
    await tx
      .update(agreements)
      .set({
        coverPageConfirmedAt: row.coverPageConfirmedAt ?? now,
        coverPageAnswer: input.answer,
        coverPageAnsweredAt: now,
      })
      .where(eq(agreements.id, id));
  });
}

/**
 * The homeowner declines to confirm: until both have confirmed nothing binds (Consumer Protection
 * Act, 2002, s. 22), so the proposal is declined and its agreement withdrawn, as a decline from
 * the owner's proposal list does, and the contractor is told by e-mail. Once both have confirmed,
 * only change orders change it (409).
 */
export async function declineAgreement(id: number, party: AgreementParty): Promise<Agreement> {
  if (party !== "homeowner") {
    throw new NotAllowedError("decline_owner_only");
  }
  const db = await getDb();
  const [ref] = await db
    .select({ proposalId: agreements.proposalId })
    .from(agreements)
    .where(eq(agreements.id, id));
  if (!ref) throw new NotFoundError("agreement_not_found");
  const loaded = await load(db, id);
  if (loaded?.proposal.status !== "accepted") {
    throw new ConflictError("agreement_withdrawn");
  }
  await setProposalStatus(ref.proposalId, "declined");
  return toAgreement((await load(db, id))!, "homeowner");
}

/**
 * Before both confirm, either party proposes a correction of the terms neither may change alone
 * (price lines, dates, the description of the work): the whole quote as corrected, and why. One
 * at a time; the other party is e-mailed and answers it. It changes nothing until accepted.
 */
export function proposeCorrection(
  id: number,
  party: AgreementParty,
  input: AgreementCorrectionInput,
) {
  return changing(id, party, async (tx, { row }) => {
    if (bothConfirmed(row)) {
      throw new ConflictError("agreement_binding");
    }
    if (row.correction) {
      throw new ConflictError("correction_awaits");
    }
    if (electricalWork(row.terms.project.category) && input.quote.permitsBy === "none-needed") {
      throw new InvalidFieldError("quote.permitsBy", invalid("permitsNoneElectrical"));
    }
    const { business: _business, gasWork: _gasWork, ...quote } = input.quote;
    const stored: StoredCorrection = {
      by: party,
      note: input.note,
      proposedAt: new Date().toISOString(),
      // What the quote's own fields do not correct stays as agreed: the business, the
      // credentials and whether the work includes gas.
      quote: {
        ...quote,
        credentials: row.terms.quote.credentials,
        ...(row.terms.quote.gasWork === undefined ? {} : { gasWork: row.terms.quote.gasWork }),
      },
      approach: input.approach ?? row.terms.proposal.approach,
    };
    if (correctionChanges(row.terms, stored).length === 0) {
      throw new InvalidFieldError("quote", invalid("correctionUnchanged"));
    }
    await tx.update(agreements).set({ correction: stored }).where(eq(agreements.id, id));
    await mailCorrection(tx, row, { kind: "proposed", to: other(party), stored });
  });
}

/**
 * The other party accepts the pending correction (its terms replace the agreement's, a new
 * version, and every confirmation given so far is cleared: both confirm the corrected text) or
 * declines it (nothing changes); the proposer may also take it back. The proposer is e-mailed.
 */
export function answerCorrection(id: number, party: AgreementParty, answer: "accept" | "decline") {
  return changing(id, party, async (tx, { row }) => {
    const stored = row.correction;
    if (!stored) throw new ConflictError("correction_none");
    if (answer === "accept" && stored.by === party) {
      throw new NotAllowedError("correction_other_party_answers");
    }
    await tx
      .update(agreements)
      .set(
        answer === "accept"
          ? { ...CLEARED, terms: correctedTerms(row.terms, stored), correction: null }
          : { correction: null },
      )
      .where(eq(agreements.id, id));
    if (stored.by !== party) {
      await mailCorrection(tx, row, {
        kind: answer === "accept" ? "accepted" : "declined",
        to: stored.by,
        stored,
      });
    }
  });
}

/**
 * A party proposes a numbered change to a confirmed agreement and confirms it at once; the other
 * party is told. One change order at a time awaits confirmation.
 */
export function proposeChangeOrder(id: number, party: AgreementParty, input: ChangeOrderInput) {
  return changing(id, party, async (tx, { row, orders }) => {
    if (!bothConfirmed(row)) {
      throw new ConflictError("change_orders_after_confirmation");
    }
    if (orders.some(awaitingAnswer)) {
      throw new ConflictError("change_order_awaits");
    }
    const before = currentSubtotal(row.terms, orders);
    const after = before + input.priceChangeCents;
    const registered = row.terms.quote.hstRegistered;
    checkSigner(row, party, input.name);
    const problem = changedTotalIssue(before, after, (subtotal) => totalWith(row.terms, subtotal));
    if (problem) throw new InvalidFieldError("priceChangeCents", problem);
    const dates = datesWithChanges(row, orders);
    const dateIssues = changedDateIssues(input, dates);
    if (dateIssues.length > 0) {
      throw new InvalidFieldsError(dateIssues, "invalid_fields");
    }
    const number = orders.length + 1;
    const now = new Date();
    const hstChangeCents = hstCents(after, registered) - hstCents(before, registered);
    await tx.insert(changeOrders).values({
      agreementId: id,
      number,
      description: input.description,
      priceChangeCents: input.priceChangeCents,
      hstChangeCents,
      completionDate: input.completionDate ?? null,
      startDate: input.startDate ?? null,
      proposedBy: party,
      ...(party === "homeowner"
        ? { homeownerName: input.name, homeownerConfirmedAt: now }
        : { contractorName: input.name, contractorConfirmedAt: now }),
    });
    await mailChangeOrder(tx, row, {
      number,
      party,
      input,
      hstChangeCents,
      totalCents: agreedTotal(row.terms, orders) + input.priceChangeCents + hstChangeCents,
      before: dates,
    });
  });
}

/**
 * The other party confirms a change order with their typed name: it is then part of the agreement
 * (its price, HST and completion date; the schedule's last payments take up the change,
 * docs/decisions/0019-payments-holdback-and-change-orders.md). Its proposer is e-mailed the new total and completion date.
 */
export function confirmChangeOrder(
  id: number,
  number: number,
  party: AgreementParty,
  name: string,
) {
  return changing(id, party, async (tx, { row, orders }) => {
    const order = orders.find((candidate) => candidate.number === number);
    if (!order) throw new NotFoundError("change_order_not_found");
    if (order.declinedAt) throw new ConflictError("change_order_declined");
    const already =
      party === "homeowner" ? order.homeownerConfirmedAt : order.contractorConfirmedAt;
    if (already) throw new ConflictError("change_order_already_confirmed");
    checkSigner(row, party, name);
    const now = new Date();
    const [updated] = await tx
      .update(changeOrders)
      .set(
        party === "homeowner"
          ? { homeownerName: name, homeownerConfirmedAt: now }
          : { contractorName: name, contractorConfirmedAt: now },
      )
      .where(eq(changeOrders.id, order.id))
      .returning();
    const after = orders.map((candidate) => (candidate.id === order.id ? updated! : candidate));
    await mailChangeOrderAnswer(tx, row, after, { order, party, kind: "confirmed", name, at: now });
  });
}

/**
 * The party a change order was sent to declines it: it changes nothing, keeps its number, and a
 * new one may be proposed. Its proposer may not decline it (403), nor can a confirmed one be
 * (409). The proposer is e-mailed.
 */
export function declineChangeOrder(id: number, number: number, party: AgreementParty) {
  return changing(id, party, async (tx, { row, orders }) => {
    const order = orders.find((candidate) => candidate.number === number);
    if (!order) throw new NotFoundError("change_order_not_found");
    if (order.proposedBy === party) {
      throw new NotAllowedError("change_order_recipient_declines");
    }
    if (order.declinedAt) throw new ConflictError("change_order_already_declined");
    if (bothConfirmed(order)) {
      throw new ConflictError("change_order_confirmed");
    }
    const now = new Date();
    await tx.update(changeOrders).set({ declinedAt: now }).where(eq(changeOrders.id, order.id));
    await mailChangeOrderAnswer(tx, row, orders, {
      order,
      party,
      kind: "declined",
      name: null,
      at: now,
    });
  });
}

/**
 * The homeowner gives notice of cancellation of a confirmed consumer agreement: the site records
 * it with its time and e-mails both parties a dated notice (Consumer Protection Act, 2002, ss. 92
 * and 96; docs/decisions/0018-agreements-and-ontario-consumer-law.md). It does not decide whether the cancellation is valid, so the
 * agreement stays as it is. Once given, a notice is not given again (409 with the stored one).
 */
export function giveCancellationNotice(
  id: number,
  party: AgreementParty,
  input: CancellationNoticeInput,
) {
  if (party !== "homeowner") {
    throw new NotAllowedError("cancellation_owner_only");
  }
  return changing(id, party, async (tx, { row, cancellationNotice }) => {
    if (cancellationNotice) {
      throw new ConflictError("notice_given", { details: { notice: cancellationNotice } });
    }
    if (!bothConfirmed(row)) {
      throw new ConflictError("not_confirmed");
    }
    if (!isConsumer(row.terms)) {
      throw new ConflictError("not_consumer");
    }
    const [stored] = await tx
      .insert(agreementCancellationNotices)
      .values({ agreementId: id, reason: input.reason, explanation: input.explanation ?? null })
      .returning();
    await mailCancellationNotice(tx, row, {
      reason: stored!.reason,
      explanation: stored!.explanation,
      givenBy: "homeowner",
      givenAt: stored!.givenAt.toISOString(),
    });
  });
}

/**
 * E-mails the party its signing link (a new agreement key) to the address the agreement has for
 * it. Answers whether it will be sent.
 */
export async function sendAgreementLink(id: number, party: AgreementParty): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const loaded = await load(tx, id);
    if (!loaded) throw new NotFoundError("agreement_not_found");
    const recipient =
      party === "homeowner" ? loaded.row.terms.homeowner.email : loaded.proposal.contractorEmail;
    if (!recipient) throw new ConflictError("agreement_no_address");
    return mailAgreementLink(tx, loaded.row, party, recipient);
  });
}
