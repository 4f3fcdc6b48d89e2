import "server-only";

import type { AgreementParty } from "@/lib/agreements/shapes";
import { hashToken, newSecretToken } from "@/lib/auth/tokens";
import type { Database } from "@/lib/db/client";
import {
  agreementKeys,
  type AgreementRow,
  type ChangeOrderRow,
  type ProjectRow,
  type ProposalRow,
} from "@/lib/db/schema";
import { absoluteUrl, enqueueMail } from "@/lib/mail/outbox";
import { formatCents } from "@/lib/money";
import type { CancellationNotice, StoredCorrection } from "@/lib/agreements/shapes";
import type { ChangeOrderInput } from "./schema";
import { postedDisplayId } from "@/lib/projects/ids";
import { signedCents } from "./document";
import { agreementAsText } from "./text";
import { agreedTotal, datedAt, datesWithChanges, other, toAgreement, type Loaded } from "./model";

// The messages an agreement sends: each party's private link when it is ready, the other party's
// confirmation, the whole agreement once both have confirmed, and a change order to the other
// party.

/**
 * The agreement's page with a party's private key (the page takes it out of the address bar);
 * with `to`, the page opens on that section once the key is read (`#review`, for the invitation
 * to review).
 */
const agreementUrl = (id: number, key: string, to?: "review") =>
  absoluteUrl(`/agreement/${id}#key=${encodeURIComponent(key)}${to ? `&${to}` : ""}`);

/** A new private link to the agreement for one party, for an e-mail. */
export async function issueAgreementLink(
  tx: Database,
  agreementId: number,
  party: AgreementParty,
  to?: "review",
) {
  const token = newSecretToken();
  await tx.insert(agreementKeys).values({ agreementId, party, tokenHash: hashToken(token) });
  return agreementUrl(agreementId, token, to);
}

/**
 * A party that holds only a manage or tracking token asks for the link that signs for it: a new
 * key, e-mailed to its address (within that address's mail budget). Answers whether it is sent.
 */
export async function mailAgreementLink(
  tx: Database,
  row: AgreementRow,
  party: AgreementParty,
  recipient: string,
): Promise<boolean> {
  return enqueueMail(tx, {
    template: "agreement-link",
    recipient,
    payload: {
      project: postedDisplayId(row.projectRowId),
      party,
      title: row.terms.project.title,
      private: { agreementUrl: await issueAgreementLink(tx, row.id, party) },
    },
  });
}

/** Both parties get a private link to the new agreement (the homeowner if the project has an e-mail). */
export async function mailAgreementReady(
  tx: Database,
  agreementId: number,
  proposal: ProposalRow,
  project: ProjectRow,
): Promise<void> {
  const payload = {
    project: postedDisplayId(project.id),
    title: project.title,
    homeowner: project.homeowner,
    contractor: proposal.contractorName,
    total: formatCents(proposal.totalCents!),
    totalCents: proposal.totalCents!,
    consumer: project.householdUse !== false,
  };
  if (project.homeownerEmail) {
    await enqueueMail(tx, {
      template: "agreement-ready",
      recipient: project.homeownerEmail,
      payload: {
        ...payload,
        party: "homeowner",
        private: { agreementUrl: await issueAgreementLink(tx, agreementId, "homeowner") },
      },
    });
  }
  await enqueueMail(tx, {
    template: "agreement-ready",
    recipient: proposal.contractorEmail,
    payload: {
      ...payload,
      party: "contractor",
      private: { agreementUrl: await issueAgreementLink(tx, agreementId, "contractor") },
    },
  });
}

/** Once both have confirmed: the whole agreement to each party, dated by the later confirmation. */
export async function mailConfirmed(tx: Database, loaded: Loaded) {
  const { row } = loaded;
  const agreement = toAgreement(loaded, "operator");
  // The agreement's date is the later of the two confirmations.
  const confirmedAt = datedAt(row)!;
  const common = {
    project: row.terms.project.displayId,
    title: row.terms.project.title,
    homeowner: row.homeownerName!,
    contractor: row.contractorName!,
    total: formatCents(agreement.currentTotalCents),
    totalCents: agreement.currentTotalCents,
    confirmedAt: confirmedAt.toISOString(),
    confirmations: {
      homeowner: { name: row.homeownerName!, at: row.homeownerConfirmedAt!.toISOString() },
      contractor: { name: row.contractorName!, at: row.contractorConfirmedAt!.toISOString() },
    },
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

/** One party confirmed: the other is told it binds nobody until they confirm too. */
export async function mailPartyConfirmed(
  tx: Database,
  row: AgreementRow,
  { party, name, at }: { party: AgreementParty; name: string; at: Date },
): Promise<void> {
  const to = other(party);
  const recipient = to === "homeowner" ? row.terms.homeowner.email : row.terms.contractor.email;
  if (!recipient) return;
  await enqueueMail(tx, {
    template: "agreement-party-confirmed",
    recipient,
    payload: {
      project: row.terms.project.displayId,
      party: to,
      name: to === "homeowner" ? row.terms.homeowner.name : row.terms.contractor.name,
      title: row.terms.project.title,
      by: name,
      at: at.toISOString(),
      private: { agreementUrl: await issueAgreementLink(tx, row.id, to) },
    },
  });
}

/** A correction before both confirm: proposed, to the other party; answered, to its proposer. */
export async function mailCorrection(
  tx: Database,
  row: AgreementRow,
  {
    kind,
    to,
    stored,
  }: { kind: "proposed" | "accepted" | "declined"; to: AgreementParty; stored: StoredCorrection },
): Promise<void> {
  const recipient = to === "homeowner" ? row.terms.homeowner.email : row.terms.contractor.email;
  if (!recipient) return;
  const from = other(to);
  await enqueueMail(tx, {
    template: "agreement-correction",
    recipient,
    payload: {
      project: row.terms.project.displayId,
      kind,
      party: to,
      by: from === "homeowner" ? row.terms.homeowner.name : row.terms.contractor.name,
      title: row.terms.project.title,
      note: stored.note,
      totalCents: stored.quote.totalCents,
      private: { agreementUrl: await issueAgreementLink(tx, row.id, to) },
    },
  });
}

/** A YYYY-MM-DD day as an instant at noon UTC: the same calendar day in Toronto. */
const noonOf = (day: string | null) => (day ? `${day}T12:00:00.000Z` : null);

/**
 * A new change order, to the party who did not propose it: the change, its HST, the total with
 * tax and the dates once it is confirmed, and each date it moves with the one before.
 */
export async function mailChangeOrder(
  tx: Database,
  row: AgreementRow,
  {
    number,
    party,
    input,
    hstChangeCents,
    totalCents,
    before,
  }: {
    number: number;
    party: AgreementParty;
    input: ChangeOrderInput;
    hstChangeCents: number;
    totalCents: number;
    /** The dates in force before this change order. */
    before: { startDate: string | null; completionDate: string | null };
  },
): Promise<void> {
  const recipient = party === "homeowner" ? row.terms.contractor.email : row.terms.homeowner.email;
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
        priceChangeCents: input.priceChangeCents,
        hstChangeCents,
        totalCents,
        startDate: noonOf(input.startDate ?? before.startDate),
        completionDate: noonOf(input.completionDate ?? before.completionDate),
        ...(input.startDate ? { startBefore: noonOf(before.startDate) } : {}),
        ...(input.completionDate ? { completionBefore: noonOf(before.completionDate) } : {}),
        private: { agreementUrl: await issueAgreementLink(tx, row.id, other(party)) },
      },
    });
  }
}

/**
 * A change order answered, to its proposer: confirmed (with the name typed) or declined, and the
 * agreement's total with tax and completion date after the answer.
 */
export async function mailChangeOrderAnswer(
  tx: Database,
  row: AgreementRow,
  orders: ChangeOrderRow[],
  {
    order,
    party,
    kind,
    name,
    at,
  }: {
    order: ChangeOrderRow;
    party: AgreementParty;
    kind: "confirmed" | "declined";
    name: string | null;
    at: Date;
  },
): Promise<void> {
  const to = order.proposedBy as AgreementParty;
  const recipient = to === "homeowner" ? row.terms.homeowner.email : row.terms.contractor.email;
  if (!recipient) return;
  const dates = datesWithChanges(row, orders);
  const earlier = orders.filter((candidate) => candidate.number < order.number);
  await enqueueMail(tx, {
    template: "change-order-answered",
    recipient,
    payload: {
      project: row.terms.project.displayId,
      title: row.terms.project.title,
      number: order.number,
      kind,
      party,
      name,
      at: at.toISOString(),
      totalCents: agreedTotal(row.terms, orders),
      startDate: noonOf(dates.startDate),
      completionDate: noonOf(dates.completionDate),
      // A confirmed change order that moves the start date says so, with the date before it.
      ...(kind === "confirmed" && order.startDate
        ? { startBefore: noonOf(datesWithChanges(row, earlier).startDate) }
        : {}),
      private: { agreementUrl: await issueAgreementLink(tx, row.id, to) },
    },
  });
}

/**
 * The homeowner's notice of cancellation, to both parties, each with its own link: dated, with
 * the reason given and what the Act says follows (docs/decisions/0018-agreements-and-ontario-consumer-law.md).
 */
export async function mailCancellationNotice(
  tx: Database,
  row: AgreementRow,
  notice: CancellationNotice,
): Promise<void> {
  const common = {
    project: row.terms.project.displayId,
    agreement: row.id,
    title: row.terms.project.title,
    homeowner: row.homeownerName ?? row.terms.homeowner.name,
    contractor:
      row.terms.contractor.businessName ?? row.contractorBusinessName ?? row.terms.contractor.name,
    reason: notice.reason,
    explanation: notice.explanation,
    givenAt: notice.givenAt,
  };
  const parties: { party: AgreementParty; email: string | null }[] = [
    { party: "homeowner", email: row.terms.homeowner.email },
    { party: "contractor", email: row.terms.contractor.email },
  ];
  for (const { party, email } of parties) {
    if (!email) continue;
    await enqueueMail(tx, {
      template: "cancellation-notice",
      recipient: email,
      payload: {
        ...common,
        party,
        private: { agreementUrl: await issueAgreementLink(tx, row.id, party) },
      },
    });
  }
}
