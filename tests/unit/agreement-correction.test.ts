import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { correctedTerms, correctionChanges } from "@/lib/agreements/correction";
import { correctionBody } from "@/lib/agreements/correction-input";
import type { AgreementTerms, StoredCorrection } from "@/lib/agreements/shapes";
import { agreementCorrectionSchema } from "@/lib/agreements/schema";

// Two lines, HST, a $290.00 deposit paid first and the balance on completion: $2,902.96.
const terms: AgreementTerms = {
  project: {
    displayId: 3001,
    title: "Pot lights",
    description: "Eight pot lights in the living room.",
    category: "Electrical",
    location: "Toronto, ON",
  },
  homeowner: { name: "Jordan Lee", email: "jordan@home.example" },
  contractor: {
    name: "Sam Patel",
    email: "quotes@brightwire.example",
    phone: "416-555-0142",
    businessName: "Bright Wire Ltd.",
    businessAddress: "9 Queen St E, Toronto, ON M5C 1R5",
  },
  proposal: {
    id: 1,
    submittedDate: "2027-01-05T12:00:00.000Z",
    timeline: "3 weeks",
    approach: "Cut in eight pot lights on two new circuits, patch and paint.",
    materials: "LED wafer lights",
  },
  quote: {
    lineItems: [
      {
        description: "Install pot lights",
        pricing: "fixed",
        quantity: 2,
        unit: "each",
        unitPriceCents: 123_450,
        totalCents: 246_900,
      },
      {
        description: "Permit fee",
        pricing: "fixed",
        quantity: 1,
        unit: "each",
        unitPriceCents: 9_999,
        totalCents: 9_999,
      },
    ],
    subtotalCents: 256_899,
    hstRegistered: true,
    hstNumber: "123456789RT0001",
    hstCents: 33_397,
    totalCents: 290_296,
    deposit: { kind: "amount", cents: 29_000, depositCents: 29_000 },
    depositAboveAdvice: false,
    schedule: [
      { description: "Deposit", amountCents: 29_000 },
      { description: "On completion", amountCents: 261_296 },
    ],
    startDate: "2027-03-01",
    completionDate: "2027-03-20",
    warrantyMonths: 12,
    warrantyCovers: "Workmanship",
    permitsBy: "contractor",
    credentials: {
      esaLicence: "7001234",
      tssaRegistration: null,
      wsibClearance: null,
      torontoBusinessLicence: null,
    },
  },
};

const edits = (unitPriceCents: number, quantity = 1) => ({
  lines: [
    { quantity: 2, unitPriceCents: 123_450 },
    { quantity, unitPriceCents },
  ],
  startDate: "2027-03-01",
  completionDate: "2027-03-20",
  approach: terms.proposal.approach,
  note: "The permit fee was wrong.",
});

describe("a correction as the page builds it", () => {
  it("recomputes the total and lets the last payment take up the change, so the schedule adds up", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        (price, quantity) => {
          const body = correctionBody(terms.quote, edits(price, quantity));
          const parsed = agreementCorrectionSchema.safeParse(body);
          expect(parsed.success).toBe(true);
          const quote = parsed.data!.quote;
          const scheduled = quote.schedule.reduce((sum, payment) => sum + payment.amountCents, 0);
          expect(scheduled).toBe(quote.totalCents);
          expect(quote.schedule[0]!.amountCents).toBe(29_000);
        },
      ),
    );
  });

  it("keeps the proposal's additional charges, the fixed one still in the total", () => {
    const charges = [
      { description: "ESA permit fee", kind: "fixed" as const, amountCents: 45_000, basis: null },
      { description: "Overtime", kind: "may-apply" as const, amountCents: null, basis: "$95/h" },
    ];
    const quote = {
      ...terms.quote,
      charges,
      chargesCents: 45_000,
      totalCents: 335_296,
      schedule: [
        { description: "Deposit", amountCents: 29_000 },
        { description: "On completion", amountCents: 306_296 },
      ],
    };
    const body = correctionBody(quote, edits(8_000));
    expect(body.totalCents).toBe(246_900 + 8_000 + 33_137 + 45_000);
    const parsed = agreementCorrectionSchema.parse(body);
    expect(parsed.quote.charges).toEqual(charges);
    expect(parsed.quote.totalCents).toBe(body.totalCents);
    expect(parsed.quote.schedule.at(-1)!.amountCents).toBe(body.totalCents - 29_000);
  });

  it("a percentage deposit paid first moves with the corrected total", () => {
    const percent = {
      ...terms.quote,
      deposit: { kind: "percent" as const, percent: 10, depositCents: 29_030 },
      schedule: [
        { description: "Deposit", amountCents: 29_030 },
        { description: "On completion", amountCents: 261_266 },
      ],
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), (price) => {
        const parsed = agreementCorrectionSchema.parse(correctionBody(percent, edits(price)));
        const { quote } = parsed;
        expect(quote.schedule[0]!.amountCents).toBe(quote.deposit!.depositCents);
        const scheduled = quote.schedule.reduce((sum, payment) => sum + payment.amountCents, 0);
        expect(scheduled).toBe(quote.totalCents);
      }),
    );
  });

  it("lists only the terms it changes, before and after, and replaces them once accepted", () => {
    const parsed = agreementCorrectionSchema.parse(correctionBody(terms.quote, edits(8_000)));
    const { business: _business, ...quote } = parsed.quote;
    const stored: StoredCorrection = {
      by: "homeowner",
      note: parsed.note,
      proposedAt: "2027-01-06T12:00:00.000Z",
      quote: { ...quote, credentials: terms.quote.credentials },
      approach: parsed.approach ?? terms.proposal.approach,
    };
    const changes = correctionChanges(terms, stored);
    expect(changes.map((change) => change.field)).toEqual(["lineItems", "total", "schedule"]);
    expect(changes[1]).toEqual({ field: "total", before: "$2,902.96", after: "$2,880.37" });
    expect(changes[0]!.after).toContain("Permit fee: 1 each × $80.00 = $80.00");
    const after = correctedTerms(terms, stored);
    expect(after.quote.totalCents).toBe(288_037);
    expect(after.contractor).toEqual(terms.contractor);
    // Nothing changed: nothing listed.
    expect(correctionChanges(terms, { ...stored, quote: terms.quote })).toEqual([]);
    expect(
      correctionChanges(terms, { ...stored, quote: terms.quote, approach: "Another approach" }),
    ).toEqual([{ field: "approach", before: terms.proposal.approach, after: "Another approach" }]);
  });
});
