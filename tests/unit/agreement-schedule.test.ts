import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { holdbackSchedule } from "@/lib/agreements/holdback";
import { scheduleWithChanges } from "@/lib/agreements/schedule";

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A schedule of 1–6 payments, and changes that never take the running total to $0.00 or below. */
const scheduleAndChanges = fc
  .array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 6 })
  .filter((amounts) => sum(amounts) > 0)
  .chain((amounts) =>
    fc.array(fc.integer({ min: -60_000_000, max: 60_000_000 }), { maxLength: 8 }).map((changes) => {
      let total = sum(amounts);
      const kept: number[] = [];
      for (const change of changes) {
        if (total + change > 0) {
          kept.push(change);
          total += change;
        }
      }
      return { amounts, changes: kept };
    }),
  );

describe("the payment schedule with confirmed change orders", () => {
  it("always adds up to the new total in cents, no payment below zero, the holdback kept", () => {
    fc.assert(
      fc.property(scheduleAndChanges, ({ amounts, changes }) => {
        const milestones = amounts.map((amountCents, index) => ({
          description: `Payment ${index + 1}`,
          amountCents,
        }));
        const after = scheduleWithChanges(milestones, changes);
        const total = sum(amounts) + sum(changes);
        expect(sum(after.map((payment) => payment.amountCents))).toBe(total);
        expect(after.every((payment) => payment.amountCents >= 0)).toBe(true);
        expect(after.map((payment) => payment.description)).toEqual(
          milestones.map((milestone) => milestone.description),
        );
        // 10 % of the new total (half up) is held back, and what is paid when due is the rest.
        const holdback = holdbackSchedule(after);
        expect(holdback.holdbackCents).toBe(Math.floor((total * 2 + 10) / 20));
        expect(
          sum(holdback.payments.map((payment) => payment.payableCents)) + holdback.holdbackCents,
        ).toBe(total);
      }),
    );
  });

  it("adds more work to the last payment and takes less work from the last payments first", () => {
    const schedule = [
      { description: "Deposit", amountCents: 29_000 },
      { description: "Rough-in", amountCents: 100_000 },
      { description: "On completion", amountCents: 161_296 },
    ];
    // $450.00 + $58.50 HST more.
    expect(scheduleWithChanges(schedule, [50_850]).map((p) => p.amountCents)).toEqual([
      29_000, 100_000, 212_146,
    ]);
    // $2,000.00 less: all of the last payment, then $387.04 from the one before; the deposit stays.
    expect(scheduleWithChanges(schedule, [-200_000]).map((p) => p.amountCents)).toEqual([
      29_000, 61_296, 0,
    ]);
  });

  it("refuses a change that takes the total below zero, and fractions of a cent", () => {
    const schedule = [{ description: "On completion", amountCents: 1_000 }];
    expect(() => scheduleWithChanges(schedule, [-1_001])).toThrow(RangeError);
    expect(() => scheduleWithChanges(schedule, [0.5])).toThrow(RangeError);
  });
});
