// A quote's pricing, once, in integer cents: the limits a quote keeps, the figures worked out
// from its lines, and the rules that tie them together. Plain functions, no zod: the API's schema
// (lib/proposals/schema.ts) and the browser form (lib/proposals/form.ts) both call them.
import {
  computeTotals,
  depositAboveAdvice,
  depositCents,
  formatCents,
  sumCents,
  type Deposit,
} from "@/lib/money";
import { invalid } from "@/lib/validation/messages";

/** The largest total a proposal may carry, $10,000,000.00 (it fits PostgreSQL's integer). */
export const MAX_TOTAL_CENTS = 1_000_000_000;
/** A quote for nothing is no quote: its total must be more than $0.00. */
export const ZERO_TOTAL = invalid("zeroTotal");
export const MAX_UNIT_PRICE_CENTS = 100_000_000;
export const MAX_QUANTITY = 100_000;
export const MAX_QUANTITY_HUNDREDTHS = MAX_QUANTITY * 100;
export const MAX_LINE_ITEMS = 50;
export const MAX_MILESTONES = 20;
/** The most additional charges a proposal states. */
export const MAX_CHARGES = 10;

export interface QuoteLine {
  quantityHundredths: number;
  unitPriceCents: number;
}

/** What a quote's lines, HST status and deposit come to. */
export interface QuotePrice {
  lineTotalsCents: number[];
  subtotalCents: number;
  hstCents: number;
  /** The fixed additional charges' sum, as charged (no HST is worked out on them). */
  chargesCents: number;
  /** Subtotal, HST and the fixed charges. */
  totalCents: number;
  /** The deposit in cents, or null without one. */
  depositCents: number | null;
  depositAboveAdvice: boolean;
}

/** An additional charge as the pricing reads it: only a fixed one's amount is added. */
export interface QuoteCharge {
  kind: "fixed" | "may-apply";
  amountCents?: number | null;
}

/** The fixed charges' sum: a charge that may apply is stated beside the total, never added. */
export const fixedChargesCents = (charges: readonly QuoteCharge[]) =>
  sumCents(
    charges.filter((charge) => charge.kind === "fixed").map((charge) => charge.amountCents ?? 0),
  );

export function priceQuote(
  lines: readonly QuoteLine[],
  hstRegistered: boolean,
  deposit?: Deposit,
  charges: readonly QuoteCharge[] = [],
): QuotePrice {
  const totals = computeTotals(lines, hstRegistered);
  // A fixed charge is stated as charged, tax included if any: no HST is added to it (0128).
  const chargesCents = fixedChargesCents(charges);
  const totalCents = sumCents([totals.totalCents, chargesCents]);
  return {
    ...totals,
    chargesCents,
    totalCents,
    depositCents: deposit ? depositCents(deposit, totalCents) : null,
    depositAboveAdvice: deposit ? depositAboveAdvice(deposit, totalCents) : false,
  };
}

/**
 * A price range with the fixed charges added to both ends (a range bid: whatever the price
 * within it, the fixed charges come on top).
 */
export const rangeWithCharges = (
  range: { lowCents: number; highCents: number },
  charges: readonly QuoteCharge[],
) => {
  const added = fixedChargesCents(charges);
  return { lowCents: range.lowCents + added, highCents: range.highCents + added };
};

/** The figures a client sent with its quote: each is checked against the computed one. */
export interface SentQuote {
  lineItems: readonly { totalCents?: number }[];
  hstRegistered: boolean;
  hstNumber?: string;
  subtotalCents?: number;
  hstCents?: number;
  totalCents?: number;
  schedule?: readonly { amountCents: number }[];
  startDate?: string;
  completionDate?: string;
}

export interface PricingIssue {
  path: (string | number)[];
  message: string;
}

const disagree = (what: "subtotal" | "total", cents: number) =>
  invalid("figureDisagrees", { what, amount: formatCents(cents) });

/** What does not add up in a quote, field by field; empty when everything does. */
export function pricingIssues(sent: SentQuote, price: QuotePrice): PricingIssue[] {
  if (price.totalCents > MAX_TOTAL_CENTS) {
    return [
      { path: ["lineItems"], message: invalid("totalMax", { max: formatCents(MAX_TOTAL_CENTS) }) },
    ];
  }
  if (price.totalCents === 0) return [{ path: ["lineItems"], message: ZERO_TOTAL }];
  const issues: PricingIssue[] = [];
  const issue = (path: (string | number)[], message: string) => issues.push({ path, message });
  sent.lineItems.forEach((line, index) => {
    const computed = price.lineTotalsCents[index]!;
    if (line.totalCents !== undefined && line.totalCents !== computed) {
      issue(
        ["lineItems", index, "totalCents"],
        invalid("lineTotal", { amount: formatCents(computed) }),
      );
    }
  });
  if (sent.subtotalCents !== undefined && sent.subtotalCents !== price.subtotalCents) {
    issue(["subtotalCents"], disagree("subtotal", price.subtotalCents));
  }
  if (sent.hstCents !== undefined && sent.hstCents !== price.hstCents) {
    issue(
      ["hstCents"],
      sent.hstRegistered
        ? invalid("hstRate", { amount: formatCents(price.hstCents) })
        : invalid("hstNotRegistered"),
    );
  }
  if (sent.totalCents !== undefined && sent.totalCents !== price.totalCents) {
    issue(["totalCents"], disagree("total", price.totalCents));
  }
  if (sent.hstRegistered && sent.hstNumber === undefined) {
    issue(["hstNumber"], invalid("hstNumberRequired"));
  }
  if (!sent.hstRegistered && sent.hstNumber !== undefined) {
    issue(["hstNumber"], invalid("hstNumberNotRegistered"));
  }
  if (price.depositCents !== null && price.depositCents > price.totalCents) {
    issue(
      ["deposit", "cents"],
      invalid("depositAboveTotal", { total: formatCents(price.totalCents) }),
    );
  }
  if (sent.schedule) {
    const scheduled = sumCents(sent.schedule.map((milestone) => milestone.amountCents));
    if (scheduled !== price.totalCents) {
      issue(
        ["schedule"],
        invalid("scheduleSum", {
          scheduled: formatCents(scheduled),
          total: formatCents(price.totalCents),
        }),
      );
    }
    // The deposit is the schedule's first payment, never a payment of its own besides it
    // (docs/decisions/0019-payments-holdback-and-change-orders.md): the two must agree.
    const first = sent.schedule[0];
    if (
      first &&
      price.depositCents !== null &&
      price.depositCents > 0 &&
      first.amountCents !== price.depositCents
    ) {
      issue(
        ["schedule", 0, "amountCents"],
        invalid("scheduleFirstIsDeposit", { deposit: formatCents(price.depositCents) }),
      );
    }
  }
  if (sent.startDate && sent.completionDate && sent.completionDate < sent.startDate) {
    issue(["completionDate"], invalid("completionBeforeStart"));
  }
  return issues;
}

/**
 * The running total of an agreement after a change order: the quote's own limits hold for it
 * (more than $0.00, at most the cap). Answers the problem, if any.
 */
export function changedTotalIssue(
  beforeSubtotalCents: number,
  afterSubtotalCents: number,
  totalOf: (subtotalCents: number) => number,
): string | undefined {
  if (afterSubtotalCents <= 0) {
    return invalid("priceAboveZero", { amount: formatCents(beforeSubtotalCents) });
  }
  if (totalOf(afterSubtotalCents) > MAX_TOTAL_CENTS) {
    return invalid("totalWithTaxMax", {
      max: formatCents(MAX_TOTAL_CENTS),
      amount: formatCents(totalOf(beforeSubtotalCents)),
    });
  }
  return undefined;
}
