// The body of a correction as the agreement page builds it: the agreement's quote with the lines'
// quantities and prices, the dates and the description changed; a deposit paid first follows the
// corrected deposit and the last payment takes up the change of total. Pure; shared by the page
// and its tests.
import type { AgreementTerms } from "@/lib/agreements/shapes";
import { quantityToHundredths, sumCents } from "@/lib/money";
import { priceQuote } from "@/lib/proposals/pricing";

type Quote = AgreementTerms["quote"];

export interface CorrectionEdits {
  lines: { quantity: number; unitPriceCents: number }[];
  startDate: string | null;
  completionDate: string | null;
  approach: string;
  note: string;
}

/** The quote as corrected, in the shape POST /api/agreements/{id}/corrections takes. */
export function correctionBody(quote: Quote, edits: CorrectionEdits) {
  const lineItems = quote.lineItems.map((line, index) => ({
    description: line.description,
    pricing: line.pricing,
    unit: line.unit,
    quantity: edits.lines[index]?.quantity ?? line.quantity,
    unitPriceCents: edits.lines[index]?.unitPriceCents ?? line.unitPriceCents,
  }));
  const optional = <T>(value: T | null) => (value === null ? undefined : value);
  const deposit = quote.deposit
    ? quote.deposit.kind === "amount"
      ? { kind: "amount" as const, cents: quote.deposit.cents }
      : { kind: "percent" as const, percent: quote.deposit.percent }
    : undefined;
  // The proposal's additional charges stay as they are (a correction changes lines and dates).
  const charges = quote.charges?.map((charge) => ({
    description: charge.description,
    kind: charge.kind,
    amountCents: optional(charge.amountCents),
    basis: optional(charge.basis),
  }));
  const price = priceQuote(
    lineItems.map((line) => ({
      quantityHundredths: quantityToHundredths(line.quantity) ?? 0,
      unitPriceCents: line.unitPriceCents,
    })),
    quote.hstRegistered,
    deposit,
    charges,
  );
  // A deposit paid first follows the corrected deposit (a percentage moves with the total); the
  // last payment then takes up whatever the total needs.
  const amounts = quote.schedule.map((payment) => payment.amountCents);
  if (
    amounts.length > 1 &&
    price.depositCents !== null &&
    quote.deposit &&
    amounts[0] === quote.deposit.depositCents
  ) {
    amounts[0] = price.depositCents;
  }
  const last = amounts.length - 1;
  if (last >= 0) amounts[last]! += price.totalCents - sumCents(amounts);
  const schedule = quote.schedule.map((payment, index) => ({
    ...payment,
    amountCents: amounts[index]!,
  }));
  return {
    quote: {
      lineItems,
      hstRegistered: quote.hstRegistered,
      hstNumber: optional(quote.hstNumber),
      charges,
      deposit,
      schedule: schedule.length > 0 ? schedule : undefined,
      startDate: optional(edits.startDate),
      completionDate: optional(edits.completionDate),
      warrantyMonths: optional(quote.warrantyMonths),
      warrantyCovers: optional(quote.warrantyCovers),
      permitsBy: optional(quote.permitsBy),
    },
    approach: edits.approach,
    note: edits.note,
    totalCents: price.totalCents,
  };
}
