// A correction before both confirm: what it changes, term by term, as both parties read it.
// Pure: no database, no mail.
import type {
  AgreementTerms,
  Correction,
  CorrectionChange,
  StoredCorrection,
} from "@/lib/agreements/shapes";
import { agreementScopeCopy } from "@/content/agreement";
import { formatCents } from "@/lib/money";

type Quote = AgreementTerms["quote"];

const lines = (quote: Quote) =>
  quote.lineItems
    .map(
      (line) =>
        `${line.description}: ${line.quantity} ${line.unit} × ${formatCents(line.unitPriceCents)} = ${formatCents(line.totalCents)}${line.pricing === "fixed" ? "" : ` (${line.pricing})`}`,
    )
    .join("; ");

const schedule = (quote: Quote) =>
  quote.schedule
    .map((payment) => `${payment.description}: ${formatCents(payment.amountCents)}`)
    .join("; ");

const warranty = (quote: Quote) =>
  quote.warrantyMonths === null
    ? "—"
    : `${quote.warrantyMonths}${quote.warrantyCovers ? `: ${quote.warrantyCovers}` : ""}`;

/** Who obtains the permits as the agreement says it, not its stored value. */
const permitsBy = (quote: Quote) =>
  quote.permitsBy ? agreementScopeCopy.permitsBy[quote.permitsBy] : "—";

/** Each term the correction changes, with its value before and after; empty when none. */
export function correctionChanges(
  terms: AgreementTerms,
  correction: Pick<StoredCorrection, "quote" | "approach">,
): CorrectionChange[] {
  const before = terms.quote;
  const after = correction.quote;
  const compared: [CorrectionChange["field"], string, string][] = [
    ["lineItems", lines(before), lines(after)],
    ["total", formatCents(before.totalCents), formatCents(after.totalCents)],
    [
      "deposit",
      before.deposit ? formatCents(before.deposit.depositCents) : "—",
      after.deposit ? formatCents(after.deposit.depositCents) : "—",
    ],
    ["schedule", schedule(before), schedule(after)],
    ["startDate", before.startDate ?? "—", after.startDate ?? "—"],
    ["completionDate", before.completionDate ?? "—", after.completionDate ?? "—"],
    ["approach", terms.proposal.approach, correction.approach],
    ["warranty", warranty(before), warranty(after)],
    ["permitsBy", permitsBy(before), permitsBy(after)],
  ];
  return compared
    .filter(([, was, is]) => was !== is)
    .map(([field, was, is]) => ({ field, before: was, after: is }));
}

/** The stored correction as the parties see it. */
export const toCorrection = (terms: AgreementTerms, stored: StoredCorrection): Correction => ({
  by: stored.by,
  note: stored.note,
  proposedAt: stored.proposedAt,
  changes: correctionChanges(terms, stored),
  totalCents: stored.quote.totalCents,
});

/** The terms once the correction is accepted: its quote and description replace the old. */
export const correctedTerms = (
  terms: AgreementTerms,
  stored: StoredCorrection,
): AgreementTerms => ({
  ...terms,
  proposal: { ...terms.proposal, approach: stored.approach },
  quote: stored.quote,
});
