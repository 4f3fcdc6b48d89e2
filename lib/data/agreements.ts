import "server-only";

import { and, asc, eq, gt, inArray, isNotNull, ne, sql } from "drizzle-orm";

import { POSTED_OFFSET } from "@/content/lookups";
import { bearerToken, hashToken, isOperator, matchesHash, newSecretToken } from "@/lib/api/auth";
import { ApiError } from "@/lib/api/errors";
import { getDb, type Database } from "@/lib/db/client";
import {
  agreementKeys,
  agreements,
  changeOrders,
  proposals,
  type AgreementRow,
  type ChangeOrderRow,
  type ProjectRow,
  type ProposalRow,
} from "@/lib/db/schema";
import { ConflictError, InvalidFieldError, NotFoundError } from "@/lib/errors";
import { signedCents } from "@/lib/agreements/document";
import { agreementAsText } from "@/lib/agreements/text";
import { absoluteUrl, enqueueMail } from "@/lib/mail/outbox";
import { formatCents, hstCents, sumCents } from "@/lib/money";
import type {
  Agreement,
  AgreementParty,
  AgreementTerms,
  ChangeOrder,
  Confirmation,
  StructuredProposal,
} from "@/lib/api-shapes";
import type { AgreementAddress, ChangeOrderInput } from "@/lib/validation/agreement";
import { MAX_TOTAL_CENTS } from "@/lib/validation/proposal";
import {
  findProjectRow,
  recordManageTokenUse,
  TOKEN_EXPIRY,
  USE_RECORDED,
  type ProjectRecord,
} from "./projects";

/** The agreement's page with a party's private key (the page takes it out of the address bar). */
const agreementUrl = (id: number, key: string) =>
  absoluteUrl(`/agreement/${id}#key=${encodeURIComponent(key)}`);

/** A new private link to the agreement for one party, for an e-mail. */
async function issueAgreementLink(tx: Database, agreementId: number, party: AgreementParty) {
  const token = newSecretToken();
  await tx.insert(agreementKeys).values({ agreementId, party, tokenHash: hashToken(token) });
  return agreementUrl(agreementId, token);
}

/** What the parties agree to, copied from the project and the accepted proposal. */
export function termsOf(proposal: ProposalRow, project: ProjectRow): AgreementTerms {
  const { business, ...quote } = proposal.details as StructuredProposal;
  return {
    project: {
      displayId: POSTED_OFFSET + project.id,
      title: project.title,
      description: project.description,
      category: project.category,
      location: project.location,
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

/**
 * Called in the acceptance's transaction: an accepted itemised proposal on a posted project gets
 * its written agreement (the same one again if it was accepted before), and both parties get a
 * private link to it by e-mail.
 */
export async function createAgreement(
  tx: Database,
  proposal: ProposalRow,
  project: ProjectRow,
): Promise<void> {
  const [created] = await tx
    .insert(agreements)
    .values({
      proposalId: proposal.id,
      projectRowId: project.id,
      terms: termsOf(proposal, project),
    })
    .onConflictDoNothing({ target: agreements.proposalId })
    .returning({ id: agreements.id });
  if (!created) return;
  const payload = {
    project: POSTED_OFFSET + project.id,
    title: project.title,
    homeowner: project.homeowner,
    contractor: proposal.contractorName,
    total: formatCents(proposal.totalCents!),
  };
  if (project.homeownerEmail) {
    await enqueueMail(tx, {
      template: "agreement-ready",
      recipient: project.homeownerEmail,
      payload: {
        ...payload,
        party: "homeowner",
        private: { agreementUrl: await issueAgreementLink(tx, created.id, "homeowner") },
      },
    });
  }
  await enqueueMail(tx, {
    template: "agreement-ready",
    recipient: proposal.contractorEmail,
    payload: {
      ...payload,
      party: "contractor",
      private: { agreementUrl: await issueAgreementLink(tx, created.id, "contractor") },
    },
  });
}

/** The agreement id of each proposal that has one. */
export async function agreementIdsOf(proposalIds: number[]): Promise<Map<number, number>> {
  if (proposalIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ id: agreements.id, proposalId: agreements.proposalId })
    .from(agreements)
    .where(inArray(agreements.proposalId, proposalIds));
  return new Map(rows.map((row) => [row.proposalId, row.id]));
}

interface Loaded {
  row: AgreementRow;
  proposal: ProposalRow;
  orders: ChangeOrderRow[];
}

async function load(db: Database, id: number, lock = false): Promise<Loaded | undefined> {
  const query = db.select().from(agreements).where(eq(agreements.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return undefined;
  const [proposal] = await db.select().from(proposals).where(eq(proposals.id, row.proposalId));
  const orders = await db
    .select()
    .from(changeOrders)
    .where(eq(changeOrders.agreementId, id))
    .orderBy(asc(changeOrders.number));
  return { row, proposal: proposal!, orders };
}

/**
 * Who the request's bearer token makes the viewer: the homeowner (an agreement key of theirs, or
 * one of the project's manage tokens), the contractor (a key of theirs, or the proposal's
 * tracking token), or the operator. No token: 401; one that fits none: 403. Keys and manage
 * tokens unused for a year no longer work.
 */
export async function agreementViewer(
  request: Request,
  id: number,
): Promise<AgreementParty | "operator"> {
  const token = bearerToken(request);
  if (!token) throw new ApiError(401, "The agreement's private link is required");
  const db = await getDb();
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id));
  if (!row) throw new NotFoundError("Agreement");
  const holder = await tokenHolder(db, row, token);
  if (holder) {
    await recordAgreementTokenUse(holder, token);
    return holder.party;
  }
  if (isOperator(request)) return "operator";
  throw new ApiError(403, "This link does not open this agreement");
}

const confirmationOf = (name: string | null, at: Date | null): Confirmation | null =>
  name && at ? { name, at: at.toISOString() } : null;

const toChangeOrder = (order: ChangeOrderRow): ChangeOrder => ({
  number: order.number,
  description: order.description,
  priceChangeCents: order.priceChangeCents,
  hstChangeCents: order.hstChangeCents,
  completionDate: order.completionDate,
  proposedBy: order.proposedBy as AgreementParty,
  createdAt: order.createdAt.toISOString(),
  homeownerConfirmation: confirmationOf(order.homeownerName, order.homeownerConfirmedAt),
  contractorConfirmation: confirmationOf(order.contractorName, order.contractorConfirmedAt),
});

const bothConfirmed = (row: {
  homeownerConfirmedAt: Date | null;
  contractorConfirmedAt: Date | null;
}) => row.homeownerConfirmedAt !== null && row.contractorConfirmedAt !== null;

/** The price before tax with every confirmed change order. */
function currentSubtotal(terms: AgreementTerms, orders: ChangeOrderRow[]): number {
  const changes = orders.filter(bothConfirmed).map((order) => order.priceChangeCents);
  return changes.reduce((subtotal, change) => subtotal + change, terms.quote.subtotalCents);
}

const totalWith = (terms: AgreementTerms, subtotalCents: number) =>
  sumCents([subtotalCents, hstCents(subtotalCents, terms.quote.hstRegistered)]);

function stateOf(row: AgreementRow, proposal: ProposalRow): Agreement["state"] {
  if (proposal.status !== "accepted") return "withdrawn";
  if (bothConfirmed(row)) return "confirmed";
  const contractorAddress = row.terms.contractor.businessAddress ?? row.contractorAddress;
  return row.homeownerAddress && contractorAddress ? "awaiting-confirmation" : "awaiting-details";
}

function toAgreement({ row, proposal, orders }: Loaded, viewer: Agreement["viewer"]): Agreement {
  return {
    id: row.id,
    viewer,
    terms: row.terms,
    homeownerAddress: row.homeownerAddress,
    contractorAddress: row.terms.contractor.businessAddress ?? row.contractorAddress,
    contractorBusinessName: row.terms.contractor.businessName ?? row.contractorBusinessName,
    homeownerConfirmation: confirmationOf(row.homeownerName, row.homeownerConfirmedAt),
    contractorConfirmation: confirmationOf(row.contractorName, row.contractorConfirmedAt),
    state: stateOf(row, proposal),
    changeOrders: orders.map(toChangeOrder),
    currentTotalCents: totalWith(row.terms, currentSubtotal(row.terms, orders)),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getAgreement(
  id: number,
  viewer: Agreement["viewer"],
): Promise<Agreement | undefined> {
  const loaded = await load(await getDb(), id);
  return loaded && toAgreement(loaded, viewer);
}

/**
 * Runs a change to the agreement with its proposal's row and then its own locked (the order every
 * transition takes, lib/data/proposals.ts), and answers the agreement after it.
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
    if (!ref) throw new NotFoundError("Agreement");
    await tx
      .select({ id: proposals.id })
      .from(proposals)
      .where(eq(proposals.id, ref.proposalId))
      .for("update");
    const loaded = await load(tx, id, true);
    if (!loaded) throw new NotFoundError("Agreement");
    if (loaded.proposal.status !== "accepted") {
      throw new ConflictError("This agreement was withdrawn: the proposal is no longer accepted");
    }
    await change(tx, loaded);
    return toAgreement((await load(tx, id))!, viewer);
  });
}

/** A party gives their address (the contractor also their business name) before anyone confirms. */
export function giveAddress(id: number, party: AgreementParty, input: AgreementAddress) {
  return changing(id, party, async (tx, { row }) => {
    if (row.homeownerConfirmedAt || row.contractorConfirmedAt) {
      throw new ConflictError("The addresses are fixed once a party has confirmed");
    }
    if (party === "contractor" && row.terms.contractor.businessAddress) {
      throw new ConflictError("The business address is part of the proposal's terms");
    }
    await tx
      .update(agreements)
      .set(
        party === "homeowner"
          ? { homeownerAddress: input.address }
          : {
              contractorAddress: input.address,
              contractorBusinessName: input.businessName ?? null,
            },
      )
      .where(eq(agreements.id, id));
  });
}

/** A party confirms with their typed name; when both have, the agreement goes to both by e-mail. */
export function confirmAgreement(id: number, party: AgreementParty, name: string) {
  return changing(id, party, async (tx, loaded) => {
    const { row } = loaded;
    if (stateOf(row, loaded.proposal) === "awaiting-details") {
      throw new ConflictError("Both addresses are needed before the agreement can be confirmed");
    }
    const already = party === "homeowner" ? row.homeownerConfirmedAt : row.contractorConfirmedAt;
    if (already) throw new ConflictError("You have already confirmed this agreement");
    const now = new Date();
    const [updated] = await tx
      .update(agreements)
      .set(
        party === "homeowner"
          ? { homeownerName: name, homeownerConfirmedAt: now }
          : { contractorName: name, contractorConfirmedAt: now },
      )
      .where(eq(agreements.id, id))
      .returning();
    if (bothConfirmed(updated!)) await mailConfirmed(tx, { ...loaded, row: updated! });
  });
}

async function mailConfirmed(tx: Database, loaded: Loaded) {
  const { row } = loaded;
  const agreement = toAgreement(loaded, "operator");
  // The agreement's date is the later of the two confirmations.
  const confirmedAt = [row.homeownerConfirmedAt!, row.contractorConfirmedAt!].reduce((a, b) =>
    a > b ? a : b,
  );
  const common = {
    project: row.terms.project.displayId,
    title: row.terms.project.title,
    homeowner: row.homeownerName!,
    contractor: row.contractorName!,
    total: formatCents(agreement.currentTotalCents),
    confirmedAt: confirmedAt.toISOString(),
  };
  const parties: { party: AgreementParty; email: string | null }[] = [
    { party: "homeowner", email: row.terms.homeowner.email },
    { party: "contractor", email: row.terms.contractor.email },
  ];
  for (const { party, email } of parties) {
    if (!email) continue;
    await enqueueMail(tx, {
      template: "agreement-confirmed",
      recipient: email,
      payload: {
        ...common,
        private: {
          agreementUrl: await issueAgreementLink(tx, row.id, party),
          agreement: agreementAsText(agreement),
        },
      },
    });
  }
}

const other = (party: AgreementParty): AgreementParty =>
  party === "homeowner" ? "contractor" : "homeowner";

/**
 * A party proposes a numbered change to a confirmed agreement and confirms it at once; the other
 * party is told. One change order at a time awaits confirmation.
 */
export function proposeChangeOrder(id: number, party: AgreementParty, input: ChangeOrderInput) {
  return changing(id, party, async (tx, { row, orders }) => {
    if (!bothConfirmed(row)) {
      throw new ConflictError("Change orders start once both parties have confirmed");
    }
    if (orders.some((order) => !bothConfirmed(order))) {
      throw new ConflictError("A change order is awaiting confirmation: confirm it first");
    }
    const before = currentSubtotal(row.terms, orders);
    const after = before + input.priceChangeCents;
    const registered = row.terms.quote.hstRegistered;
    // The quote's own limits hold for the running total: more than $0.00, at most the cap.
    if (after <= 0) {
      throw new InvalidFieldError(
        "priceChangeCents",
        `The price must stay above $0.00: it is ${formatCents(before)} before tax`,
      );
    }
    if (totalWith(row.terms, after) > MAX_TOTAL_CENTS) {
      throw new InvalidFieldError(
        "priceChangeCents",
        `The total with tax may be at most ${formatCents(MAX_TOTAL_CENTS)}: it is ${formatCents(totalWith(row.terms, before))}`,
      );
    }
    const number = orders.length + 1;
    const now = new Date();
    await tx.insert(changeOrders).values({
      agreementId: id,
      number,
      description: input.description,
      priceChangeCents: input.priceChangeCents,
      hstChangeCents: hstCents(after, registered) - hstCents(before, registered),
      completionDate: input.completionDate ?? null,
      proposedBy: party,
      ...(party === "homeowner"
        ? { homeownerName: input.name, homeownerConfirmedAt: now }
        : { contractorName: input.name, contractorConfirmedAt: now }),
    });
    const recipient =
      party === "homeowner" ? row.terms.contractor.email : row.terms.homeowner.email;
    if (recipient) {
      await enqueueMail(tx, {
        template: "change-order",
        recipient,
        payload: {
          project: row.terms.project.displayId,
          title: row.terms.project.title,
          number,
          by: input.name,
          description: input.description,
          priceChange: signedCents(input.priceChangeCents),
          private: { agreementUrl: await issueAgreementLink(tx, id, other(party)) },
        },
      });
    }
  });
}

/** The other party confirms a change order with their typed name. */
export function confirmChangeOrder(
  id: number,
  number: number,
  party: AgreementParty,
  name: string,
) {
  return changing(id, party, async (tx, { orders }) => {
    const order = orders.find((candidate) => candidate.number === number);
    if (!order) throw new NotFoundError("Change order");
    const already =
      party === "homeowner" ? order.homeownerConfirmedAt : order.contractorConfirmedAt;
    if (already) throw new ConflictError("You have already confirmed this change order");
    const now = new Date();
    await tx
      .update(changeOrders)
      .set(
        party === "homeowner"
          ? { homeownerName: name, homeownerConfirmedAt: now }
          : { contractorName: name, contractorConfirmedAt: now },
      )
      .where(eq(changeOrders.id, order.id));
  });
}

/** The total of every agreement both parties have confirmed, with its confirmed change orders. */
export async function confirmedAgreementTotals(): Promise<{ count: number; totalCents: number }> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(agreements)
    .innerJoin(proposals, eq(proposals.id, agreements.proposalId))
    .where(
      and(
        isNotNull(agreements.homeownerConfirmedAt),
        isNotNull(agreements.contractorConfirmedAt),
        eq(proposals.status, "accepted"),
      ),
    );
  const ids = rows.map(({ agreements: row }) => row.id);
  const orders =
    ids.length === 0
      ? []
      : await db.select().from(changeOrders).where(inArray(changeOrders.agreementId, ids));
  const totals = rows.map(({ agreements: row }) =>
    totalWith(
      row.terms,
      currentSubtotal(
        row.terms,
        orders.filter((order) => order.agreementId === row.id),
      ),
    ),
  );
  return { count: rows.length, totalCents: sumCents(totals) };
}

/**
 * Locks the proposal's agreement, if it has one (the caller holds the proposal's row: the lock
 * order of every transition), and answers whether either party has confirmed it: its outcome is
 * then fixed.
 */
export async function lockAgreementConfirmation(
  tx: Database,
  proposalId: number,
): Promise<boolean> {
  const [row] = await tx
    .select({
      homeownerConfirmedAt: agreements.homeownerConfirmedAt,
      contractorConfirmedAt: agreements.contractorConfirmedAt,
    })
    .from(agreements)
    .where(eq(agreements.proposalId, proposalId))
    .for("update");
  return Boolean(row && (row.homeownerConfirmedAt || row.contractorConfirmedAt));
}

/** The party the request's token makes its sender; the operator may read but not sign. */
export async function agreementParty(request: Request, id: number): Promise<AgreementParty> {
  const viewer = await agreementViewer(request, id);
  if (viewer === "operator") {
    throw new ApiError(403, "Only the homeowner and the contractor can change or confirm it");
  }
  return viewer;
}

/** A token that opens an agreement: whose it is, and the agreement key it is, if it is one. */
interface TokenHolder {
  party: AgreementParty;
  key: { id: number; stale: boolean } | undefined;
  project: ProjectRecord | undefined;
}

/** Whose token this is among the agreement's parties; `db` may be a transaction holding a lock. */
async function tokenHolder(
  db: Database,
  row: AgreementRow,
  token: string,
): Promise<TokenHolder | undefined> {
  const keys = await db
    .select({
      id: agreementKeys.id,
      party: agreementKeys.party,
      tokenHash: agreementKeys.tokenHash,
      stale: sql<boolean>`${agreementKeys.usedAt} < ${USE_RECORDED}`,
    })
    .from(agreementKeys)
    .where(and(eq(agreementKeys.agreementId, row.id), gt(agreementKeys.usedAt, TOKEN_EXPIRY)));
  const keysOf = (party: AgreementParty) =>
    keys.filter((key) => key.party === party).map((key) => key.tokenHash);
  const project = await findProjectRow(row.projectRowId, db);
  let party: AgreementParty | undefined;
  if (matchesHash(token, [...keysOf("homeowner"), ...(project?.manageTokenHashes ?? [])])) {
    party = "homeowner";
  } else {
    const [proposal] = await db
      .select({ trackingTokenHash: proposals.trackingTokenHash })
      .from(proposals)
      .where(eq(proposals.id, row.proposalId));
    const tracking = proposal?.trackingTokenHash ? [proposal.trackingTokenHash] : [];
    if (matchesHash(token, [...keysOf("contractor"), ...tracking])) party = "contractor";
  }
  if (!party) return undefined;
  const hash = hashToken(token);
  const key = keys.find((candidate) => candidate.party === party && candidate.tokenHash === hash);
  return { party, key, project };
}

/** Records the token's use (at most once a day), so a key or manage token in use never expires. */
async function recordAgreementTokenUse(holder: TokenHolder, token: string): Promise<void> {
  if (holder.key) {
    if (!holder.key.stale) return;
    const db = await getDb();
    await db
      .update(agreementKeys)
      .set({ usedAt: sql`now()` })
      .where(eq(agreementKeys.id, holder.key.id));
  } else if (holder.party === "homeowner" && holder.project) {
    await recordManageTokenUse(holder.project, token);
  }
}

/**
 * "Sign out other links": every agreement key e-mailed to the token's holder stops working
 * except the one used, decided under the agreement's row lock: of two keys signing each other
 * out at once, one wins and the other is refused. A manage or tracking token is not a key: used,
 * it signs out all of the party's keys, and it keeps opening the agreement. Answers how many
 * working keys stopped, or undefined when the token opens it for neither party.
 */
export async function revokeAgreementKeys(
  id: number,
  token: string,
): Promise<{ revoked: number } | undefined> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(agreements)
      .where(eq(agreements.id, id))
      .for("no key update");
    if (!row) throw new NotFoundError("Agreement");
    const holder = await tokenHolder(tx, row, token);
    if (!holder) return undefined;
    const removed = await tx
      .delete(agreementKeys)
      .where(
        and(
          eq(agreementKeys.agreementId, id),
          eq(agreementKeys.party, holder.party),
          holder.key ? ne(agreementKeys.id, holder.key.id) : undefined,
        ),
      )
      .returning({ live: sql<boolean>`${agreementKeys.usedAt} > ${TOKEN_EXPIRY}` });
    return { revoked: removed.filter((key) => key.live).length };
  });
}
