import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { holdbackReleaseDay, holdbackSchedule, lienPeriod } from "@/lib/agreements/holdback";

// A schedule as a quote holds it: 1 to 20 payments, each up to the $10,000,000.00 cap.
const payment = fc.record({
  description: fc.constantFrom("Deposit", "Rough-in", "On completion"),
  amountCents: fc.integer({ min: 0, max: 1_000_000_000 }),
});
const schedule = fc.array(payment, { minLength: 1, maxLength: 20 });

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** 10 % of an amount rounded half up, by exact decimal reasoning on its digits. */
const tenthHalfUp = (cents: number) => Math.floor(cents / 10) + (cents % 10 >= 5 ? 1 : 0);

describe("the Construction Act holdback in cents", () => {
  it("the payable amounts and the holdback add up to the schedule's total exactly", () => {
    fc.assert(
      fc.property(schedule, (payments) => {
        const result = holdbackSchedule(payments);
        const total = sum(payments.map((line) => line.amountCents));
        expect(sum(result.payments.map((line) => line.payableCents)) + result.holdbackCents).toBe(
          total,
        );
        expect(sum(result.payments.map((line) => line.holdbackCents))).toBe(result.holdbackCents);
        result.payments.forEach((line, index) => {
          expect(line.amountCents).toBe(payments[index]!.amountCents);
          expect(line.holdbackCents + line.payableCents).toBe(line.amountCents);
        });
      }),
    );
  });

  it("the holdback is 10 % of the total, half up, and of each payment within a cent", () => {
    fc.assert(
      fc.property(schedule, (payments) => {
        const result = holdbackSchedule(payments);
        const total = sum(payments.map((line) => line.amountCents));
        expect(result.holdbackCents).toBe(tenthHalfUp(total));
        for (const line of result.payments) {
          // Rounded down or up from the exact tenth, never further.
          expect(line.holdbackCents * 10).toBeGreaterThanOrEqual(line.amountCents - 9);
          expect(line.holdbackCents * 10).toBeLessThanOrEqual(line.amountCents + 9);
          expect([Math.floor(line.amountCents / 10), Math.ceil(line.amountCents / 10)]).toContain(
            line.holdbackCents,
          );
          expect(line.payableCents).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("a payment that divides by ten keeps exactly its tenth", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1 }), (tens) => {
        const result = holdbackSchedule(
          tens.map((ten) => ({ description: "Milestone", amountCents: ten * 10 })),
        );
        result.payments.forEach((line, index) => expect(line.holdbackCents).toBe(tens[index]));
      }),
    );
  });

  it("the agreement's example: $290.00 deposit and $2,612.96 on completion", () => {
    const result = holdbackSchedule([
      { description: "Deposit", amountCents: 29_000 },
      { description: "On completion", amountCents: 261_296 },
    ]);
    expect(result.payments.map((line) => [line.holdbackCents, line.payableCents])).toEqual([
      [2_900, 26_100],
      [26_130, 235_166],
    ]);
    expect(result.holdbackCents).toBe(29_030);
    // Three payments of $0.05: 1.5 cents of holdback in all, rounded to 2; the later carries it.
    expect(
      holdbackSchedule(
        [5, 5, 5].map((amountCents) => ({ description: "Part", amountCents })),
      ).payments.map((line) => line.holdbackCents),
    ).toEqual([0, 1, 1]);
  });

  it("refuses amounts that are not whole non-negative cents", () => {
    for (const amountCents of [-1, 1.5, Number.NaN, 2 ** 60]) {
      expect(() => holdbackSchedule([{ description: "Bad", amountCents }])).toThrow(RangeError);
    }
  });

  it("is released 60 days after completion, across months and leap days", () => {
    expect(holdbackReleaseDay("2027-03-20")).toBe("2027-05-19");
    expect(holdbackReleaseDay("2028-01-15")).toBe("2028-03-15");
    expect(holdbackReleaseDay("2027-11-15")).toBe("2028-01-14");
  });
});

describe("the lien period (Construction Act, s. 31(2))", () => {
  it("runs from completion, abandonment or termination", () => {
    for (const kind of ["completion", "abandonment", "termination"]) {
      expect(lienPeriod({ kind, completedOn: "2027-03-20", certificatePublishedOn: null })).toEqual(
        { basis: kind, from: "2027-03-20", releaseOn: "2027-05-19" },
      );
    }
  });

  it("does not start with substantial performance alone, only with a published certificate", () => {
    expect(
      lienPeriod({
        kind: "substantial-performance",
        completedOn: "2027-03-20",
        certificatePublishedOn: null,
      }),
    ).toBeNull();
    expect(
      lienPeriod({
        kind: "substantial-performance",
        completedOn: "2027-03-20",
        certificatePublishedOn: "2027-03-25",
      }),
    ).toEqual({ basis: "certificate", from: "2027-03-25", releaseOn: "2027-05-24" });
  });

  it("takes the earlier of the certificate's publication and the contract's end", () => {
    expect(
      lienPeriod({
        kind: "completion",
        completedOn: "2027-04-10",
        certificatePublishedOn: "2027-03-25",
      }),
    ).toEqual({ basis: "certificate", from: "2027-03-25", releaseOn: "2027-05-24" });
  });
});
