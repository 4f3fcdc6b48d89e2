import { BUDGET_OPTIONS } from "@/lib/validation/options";

// A review names the agreement's value as a band (the post form's budget bands), never the
// amount: enough for a reader to weigh it, nothing the parties did not agree to publish.

/** The upper bound (exclusive, in cents) of each budget band but the last. */
const BAND_TOPS = [100_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000];

/** The budget band a total in cents falls in ("$5,000 - $10,000"). */
export function valueBand(totalCents: number): (typeof BUDGET_OPTIONS)[number] {
  const index = BAND_TOPS.findIndex((top) => totalCents < top);
  return BUDGET_OPTIONS[index === -1 ? BUDGET_OPTIONS.length - 1 : index]!;
}
