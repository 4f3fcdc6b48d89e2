import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { quoteFigures, type QuoteValues } from "@/lib/proposals/form";
import {
  changedTotalIssue,
  MAX_TOTAL_CENTS,
  priceQuote,
  pricingIssues,
  ZERO_TOTAL,
} from "@/lib/proposals/pricing";
import { translateValidation } from "@/lib/validation/translate";

// At most 10 lines of 100 units at $10,000: always under the cap.
const line = fc.record({
  quantityHundredths: fc.integer({ min: 1, max: 10_000 }),
  unitPriceCents: fc.integer({ min: 1, max: 1_000_000 }),
});

describe("priceQuote and pricingIssues", () => {
  it("finds nothing wrong with a quote whose sent figures are the computed ones", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 10 }), fc.boolean(), (lines, hst) => {
        const price = priceQuote(lines, hst);
        expect(price.totalCents).toBe(price.subtotalCents + price.hstCents);
        // A quote that rounds to $0.00 (0.01 × 1¢) is refused on purpose: the next test.
        fc.pre(price.totalCents > 0);
        const issues = pricingIssues(
          {
            lineItems: price.lineTotalsCents.map((totalCents) => ({ totalCents })),
            hstRegistered: hst,
            hstNumber: hst ? "123456789RT0001" : undefined,
            subtotalCents: price.subtotalCents,
            hstCents: price.hstCents,
            totalCents: price.totalCents,
            schedule: [{ amountCents: price.totalCents }],
          },
          price,
        );
        expect(issues).toEqual([]);
      }),
    );
  });

  it("names each figure that disagrees with the lines, and a schedule that does not add up", () => {
    const price = priceQuote([{ quantityHundredths: 200, unitPriceCents: 10_000 }], true);
    expect(price).toMatchObject({ subtotalCents: 20_000, hstCents: 2_600, totalCents: 22_600 });
    const issues = pricingIssues(
      {
        lineItems: [{ totalCents: 1 }],
        hstRegistered: true,
        hstNumber: "123456789RT0001",
        subtotalCents: 2,
        hstCents: 3,
        totalCents: 4,
        schedule: [{ amountCents: 5 }],
        startDate: "2027-02-01",
        completionDate: "2027-01-01",
      },
      price,
    );
    expect(issues.map((issue) => issue.path.join("."))).toEqual([
      "lineItems.0.totalCents",
      "subtotalCents",
      "hstCents",
      "totalCents",
      "schedule",
      "completionDate",
    ]);
  });

  it("refuses a total of nothing and one over the cap before anything else", () => {
    const nothing = priceQuote([{ quantityHundredths: 1, unitPriceCents: 0 }], false);
    expect(pricingIssues({ lineItems: [{}], hstRegistered: false }, nothing)).toEqual([
      { path: ["lineItems"], message: ZERO_TOTAL },
    ]);
    const huge = priceQuote(
      [{ quantityHundredths: 10_000_000, unitPriceCents: 100_000_000 }],
      true,
    );
    expect(huge.totalCents).toBeGreaterThan(MAX_TOTAL_CENTS);
    expect(pricingIssues({ lineItems: [{}], hstRegistered: true }, huge)).toHaveLength(1);
  });

  it("keeps a changed agreement's total above nothing and under the cap", () => {
    const total = (subtotal: number) => subtotal + Math.round(subtotal * 0.13);
    expect(changedTotalIssue(10_000, 5_000, total)).toBeUndefined();
    expect(translateValidation(changedTotalIssue(10_000, 0, total)!)).toMatch(/above \$0\.00/);
    expect(translateValidation(changedTotalIssue(10_000, MAX_TOTAL_CENTS, total)!)).toMatch(
      /at most \$10,000,000\.00/,
    );
  });
});

describe("the form's live figures", () => {
  it("are the figures the API computes for the same lines", () => {
    const quote = {
      lineItems: [
        { description: "Tile", quantity: "12.5", unit: "sq ft", unitPrice: "8.40" },
        { description: "Labour", quantity: "6", unit: "hour", unitPrice: "95" },
      ],
      hstRegistered: "yes",
      depositKind: "percent",
      depositPercent: "10",
      depositAmount: "",
      schedule: [],
    } as unknown as QuoteValues;
    const live = quoteFigures(quote);
    const api = priceQuote(
      [
        { quantityHundredths: 1250, unitPriceCents: 840 },
        { quantityHundredths: 600, unitPriceCents: 9_500 },
      ],
      true,
      { kind: "percent", percent: 10 },
    );
    expect(live).toMatchObject({
      complete: true,
      lineTotalsCents: api.lineTotalsCents,
      subtotalCents: api.subtotalCents,
      hstCents: api.hstCents,
      totalCents: api.totalCents,
      depositCents: api.depositCents,
      depositAboveAdvice: false,
    });
  });
});
