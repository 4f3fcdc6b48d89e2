// The payment schedule with the confirmed change orders (docs/decisions/0019-payments-holdback-and-change-orders.md).
// Pure, in integer cents: the schedule always adds up to the agreed total exactly.

export interface Milestone {
  description: string;
  amountCents: number;
}

/**
 * The schedule after each confirmed change, in order: a change's total with its HST is added to
 * the last payment (the one on completion, not yet due); less work is taken from the last payment
 * first, then from the one before it, never below $0.00, so payments already due (the deposit
 * first) change last. Each milestone keeps its description; the holdback is worked out on the
 * result as on any schedule (lib/agreements/holdback.ts).
 */
export function scheduleWithChanges(
  milestones: readonly Milestone[],
  changesCents: readonly number[],
): Milestone[] {
  const amounts = milestones.map((milestone) => milestone.amountCents);
  for (const change of changesCents) {
    if (!Number.isSafeInteger(change)) throw new RangeError(`Not whole cents: ${change}`);
    if (amounts.length === 0) throw new RangeError("A schedule has at least one payment");
    if (change >= 0) {
      amounts[amounts.length - 1]! += change;
      continue;
    }
    let left = -change;
    for (let index = amounts.length - 1; index >= 0 && left > 0; index -= 1) {
      const taken = Math.min(amounts[index]!, left);
      amounts[index]! -= taken;
      left -= taken;
    }
    if (left > 0) throw new RangeError("A change cannot take the total below $0.00");
  }
  return milestones.map((milestone, index) => ({
    description: milestone.description,
    amountCents: amounts[index]!,
  }));
}
