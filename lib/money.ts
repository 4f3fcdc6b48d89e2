// Money in integer cents; quantities in hundredths (2.5 units is 250). No sum, product or rate
// here ever goes through a float: products and roundings are done on BigInt, and every input is
// checked to be a safe integer first.

import { groupThousands } from "@/lib/numbers";

/** Ontario's HST, 13 %, in basis points (hundredths of a percent). */
export const HST_BASIS_POINTS = 1_300;

/** Consumer Protection Ontario's advice: a deposit of no more than 10 % of the price. */
export const DEPOSIT_ADVICE_BASIS_POINTS = 1_000;

function assertCount(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative safe integer, not ${value}`);
  }
}

/**
 * numerator / denominator rounded half up to a whole number (0.5 goes to 1). All values here
 * are non-negative, so half up is also half away from zero: the way a till rounds a cent.
 */
function divideHalfUp(numerator: bigint, denominator: bigint): number {
  const result = (numerator * 2n + denominator) / (denominator * 2n);
  const value = Number(result);
  if (!Number.isSafeInteger(value)) throw new RangeError("Amount out of range");
  return value;
}

/**
 * A quantity in hundredths from a JSON number with at most two decimals (2.5 → 250), or
 * undefined when it has more decimals or is not a finite non-negative number.
 */
export function quantityToHundredths(quantity: number): number | undefined {
  if (!Number.isFinite(quantity) || quantity < 0) return undefined;
  const hundredths = Math.round(quantity * 100);
  // The nearest double to a two-decimal number is exactly hundredths / 100 (2.55 and 255 / 100
  // are the same double); any other number is not one.
  if (!Number.isSafeInteger(hundredths) || hundredths / 100 !== quantity) return undefined;
  return hundredths;
}

/** A line's total: quantity (in hundredths) × unit price, rounded half up to the cent. */
export function lineTotalCents(quantityHundredths: number, unitPriceCents: number): number {
  assertCount(quantityHundredths, "Quantity");
  assertCount(unitPriceCents, "Unit price");
  return divideHalfUp(BigInt(quantityHundredths) * BigInt(unitPriceCents), 100n);
}

/** The sum of amounts in cents. */
export function sumCents(amounts: readonly number[]): number {
  let total = 0n;
  for (const amount of amounts) {
    assertCount(amount, "Amount");
    total += BigInt(amount);
  }
  const value = Number(total);
  if (!Number.isSafeInteger(value)) throw new RangeError("Amount out of range");
  return value;
}

/** A share of an amount: amount × basis points / 10,000, rounded half up to the cent. */
export function shareCents(amountCents: number, basisPoints: number): number {
  assertCount(amountCents, "Amount");
  assertCount(basisPoints, "Rate");
  return divideHalfUp(BigInt(amountCents) * BigInt(basisPoints), 10_000n);
}

/**
 * HST on a subtotal: 13 % of the whole subtotal (not line by line), rounded half up to the
 * cent ($0.005 and more goes up). A supplier that is not HST-registered charges none.
 */
export const hstCents = (subtotalCents: number, registered = true) =>
  registered
    ? shareCents(subtotalCents, HST_BASIS_POINTS)
    : (assertCount(subtotalCents, "Amount"), 0);

export interface LineInput {
  quantityHundredths: number;
  unitPriceCents: number;
}

export interface Totals {
  lineTotalsCents: number[];
  subtotalCents: number;
  hstCents: number;
  totalCents: number;
}

/** Line totals, subtotal, HST (none when not registered) and total. */
export function computeTotals(lines: readonly LineInput[], hstRegistered: boolean): Totals {
  const lineTotalsCents = lines.map((line) =>
    lineTotalCents(line.quantityHundredths, line.unitPriceCents),
  );
  const subtotalCents = sumCents(lineTotalsCents);
  const hst = hstCents(subtotalCents, hstRegistered);
  return {
    lineTotalsCents,
    subtotalCents,
    hstCents: hst,
    totalCents: sumCents([subtotalCents, hst]),
  };
}

/** A percentage with at most two decimals (12.5 → 1250) in basis points, or undefined. */
export const percentToBasisPoints = quantityToHundredths;

export type Deposit = { kind: "amount"; cents: number } | { kind: "percent"; percent: number };

/** The deposit in cents: the amount as given, or the percentage of the total rounded half up. */
export function depositCents(deposit: Deposit, totalCents: number): number {
  if (deposit.kind === "amount") {
    assertCount(deposit.cents, "Deposit");
    return deposit.cents;
  }
  const basisPoints = percentToBasisPoints(deposit.percent);
  if (basisPoints === undefined) throw new RangeError("Not a percentage with two decimals");
  return shareCents(totalCents, basisPoints);
}

/**
 * Whether a deposit is above the advised 10 % of the total (exactly 10 % is not). A percentage
 * is judged as given: 10 % of an odd number of half cents rounds up, and is still 10 %.
 */
export function depositAboveAdvice(deposit: Deposit, totalCents: number): boolean {
  if (deposit.kind === "percent") {
    const basisPoints = percentToBasisPoints(deposit.percent);
    return basisPoints === undefined || basisPoints > DEPOSIT_ADVICE_BASIS_POINTS;
  }
  return BigInt(deposit.cents) * 10_000n > BigInt(totalCents) * BigInt(DEPOSIT_ADVICE_BASIS_POINTS);
}

/** Whether the milestones' amounts add up to exactly the total. */
export const scheduleMatches = (amountsCents: readonly number[], totalCents: number) =>
  sumCents(amountsCents) === totalCents;

/** Cents as Canadian dollars: 123456 → "$1,234.56". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const absolute = BigInt(Math.abs(cents));
  const dollars = groupThousands((absolute / 100n).toString());
  const rest = (absolute % 100n).toString().padStart(2, "0");
  return `${sign}$${dollars}.${rest}`;
}

/** Dollars rounded to the dollar, for ranges and estimates: 5000 → "$5,000". */
export function formatWholeDollars(dollars: number): string {
  const whole = Math.round(dollars);
  if (!Number.isSafeInteger(whole)) throw new RangeError(`Not an amount of dollars: ${dollars}`);
  return `${whole < 0 ? "-" : ""}$${groupThousands(String(Math.abs(whole)))}`;
}

// Optional $, then whole dollars either plain (1234) or grouped by commas in threes (1,234),
// then optionally a point and one or two digits of cents. Nothing else: no signs, no spaces
// inside, no exponents, no third decimal.
const MONEY = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * A money string as a person types it ("1,234.56", "$1234", "12.5") in cents, or undefined when
 * it is not one exactly. Surrounding white space is ignored.
 */
export function parseMoney(input: string): number | undefined {
  const match = MONEY.exec(input.trim());
  if (!match) return undefined;
  const dollars = match[1]!.replaceAll(",", "");
  const cents = (match[2] ?? "").padEnd(2, "0");
  const value = BigInt(dollars) * 100n + BigInt(cents);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  return Number(value);
}
