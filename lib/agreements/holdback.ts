// The Construction Act's holdback (R.S.O. 1990, c. C.30, s. 22): the owner keeps back 10 % of
// each payment until the lien period has run. A contractor's lien expires 60 days after the
// earlier of the publication of a certificate of substantial performance and the day the
// contract was completed, abandoned or terminated (s. 31(2)): substantial performance alone,
// without a published certificate, starts nothing. Pure, in integer cents: the schedule still
// adds up to the total exactly.

/** 10 %, in basis points. */
export const HOLDBACK_BASIS_POINTS = 1_000;
/** Days of the lien period (s. 31), after which the holdback may be released. */
export const HOLDBACK_DAYS = 60;

export interface HoldbackPayment {
  description: string;
  /** The payment as the schedule states it. */
  amountCents: number;
  /** Kept back from it. */
  holdbackCents: number;
  /** Paid when it falls due: the amount less the holdback. */
  payableCents: number;
}

export interface HoldbackSchedule {
  payments: HoldbackPayment[];
  /** The sum of the holdbacks: 10 % of the total, paid once the lien period has run. */
  holdbackCents: number;
}

function assertCents(value: number) {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`Not a non-negative whole number of cents: ${value}`);
  }
}

/**
 * Each payment with its holdback. The holdbacks add up to 10 % of the total rounded half up to
 * the cent; each is 10 % of its payment rounded down or up (never further than a cent from the
 * exact tenth), the cents left over going to the payments with the largest remainders (the later
 * one on a tie, so a final payment, not the deposit, carries the odd cent).
 */
export function holdbackSchedule(
  payments: readonly { description: string; amountCents: number }[],
): HoldbackSchedule {
  payments.forEach((payment) => assertCents(payment.amountCents));
  const total = payments.reduce((sum, payment) => sum + BigInt(payment.amountCents), 0n);
  // 10 % of the total, half up: (total × 1,000 × 2 + 10,000) / 20,000.
  const target = (total * BigInt(HOLDBACK_BASIS_POINTS) * 2n + 10_000n) / 20_000n;
  const floors = payments.map(
    (payment) => (BigInt(payment.amountCents) * BigInt(HOLDBACK_BASIS_POINTS)) / 10_000n,
  );
  const remainders = payments.map(
    (payment) => (BigInt(payment.amountCents) * BigInt(HOLDBACK_BASIS_POINTS)) % 10_000n,
  );
  let left = Number(target - floors.reduce((sum, floor) => sum + floor, 0n));
  const order = payments
    .map((_, index) => index)
    .filter((index) => remainders[index]! > 0n)
    .sort((a, b) => {
      const difference = remainders[b]! - remainders[a]!;
      return difference > 0n ? 1 : difference < 0n ? -1 : b - a;
    });
  const holdbacks = floors.map(Number);
  for (const index of order) {
    if (left <= 0) break;
    holdbacks[index]! += 1;
    left -= 1;
  }
  return {
    payments: payments.map((payment, index) => ({
      description: payment.description,
      amountCents: payment.amountCents,
      holdbackCents: holdbacks[index]!,
      payableCents: payment.amountCents - holdbacks[index]!,
    })),
    holdbackCents: Number(target),
  };
}

/** The day the holdback may be released: 60 days after the lien period's start (YYYY-MM-DD). */
export function holdbackReleaseDay(from: string): string {
  const date = new Date(`${from}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + HOLDBACK_DAYS);
  return date.toISOString().slice(0, 10);
}

/** What starts the lien period (s. 31(2)). */
export type LienBasis = "certificate" | "completion" | "abandonment" | "termination";

/**
 * When the lien period starts and the holdback may be released, from a record of how the work
 * ended: the earlier of a published certificate of substantial performance and the day of
 * completion, abandonment or termination; null when neither is recorded (substantial
 * performance without a published certificate).
 */
export function lienPeriod(record: {
  kind: string;
  completedOn: string;
  certificatePublishedOn: string | null;
}): { basis: LienBasis; from: string; releaseOn: string } | null {
  const starts: { basis: LienBasis; from: string }[] = [];
  if (record.certificatePublishedOn) {
    starts.push({ basis: "certificate", from: record.certificatePublishedOn });
  }
  if (
    record.kind === "completion" ||
    record.kind === "abandonment" ||
    record.kind === "termination"
  ) {
    starts.push({ basis: record.kind, from: record.completedOn });
  }
  const first = starts.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))[0];
  return first ? { ...first, releaseOn: holdbackReleaseDay(first.from) } : null;
}
