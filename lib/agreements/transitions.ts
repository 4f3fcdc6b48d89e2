import "server-only";

import { eq } from "drizzle-orm";

import type { Agreement, AgreementParty } from "@/lib/api-shapes";
import { getDb, type Database } from "@/lib/db/client";
import { agreements, changeOrders, proposals } from "@/lib/db/schema";
import { ConflictError, InvalidFieldError, NotFoundError } from "@/lib/errors";
import { hstCents } from "@/lib/money";
import { changedTotalIssue } from "@/lib/proposals/pricing";
import { mailChangeOrder, mailConfirmed } from "./mails";
import {
  bothConfirmed,
  currentSubtotal,
  stateOf,
  toAgreement,
  totalWith,
  type Loaded,
} from "./model";
import type { AgreementAddress, ChangeOrderInput } from "./schema";
import { load } from "./store";

// What the parties do to an agreement: give their addresses, confirm it, propose and confirm
// change orders. Each runs under the one lock order (proposal row, then agreement row).

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
    const problem = changedTotalIssue(before, after, (subtotal) => totalWith(row.terms, subtotal));
    if (problem) throw new InvalidFieldError("priceChangeCents", problem);
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
    await mailChangeOrder(tx, row, { number, party, input });
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
