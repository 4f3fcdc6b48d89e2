import { describe, expect, it } from "vitest";

import {
  emptyCharge,
  emptyProposalForm,
  formFieldOf,
  proposalBodyOf,
  quoteFigures,
  type ProposalFormValues,
} from "@/lib/proposals/form";
import { proposalFormSchema } from "@/lib/proposals/form-schema";
import {
  fixedChargesCents,
  priceQuote,
  pricingIssues,
  rangeWithCharges,
} from "@/lib/proposals/pricing";
import { createProposalSchema, structuredProposalSchema } from "@/lib/proposals/schema";
import { translateValidation } from "@/lib/validation/translate";

const plumbing = { category: "Plumbing", location: "East York, Toronto, ON" };
const line = { quantityHundredths: 100, unitPriceCents: 726_000 };
const permit = { kind: "fixed" as const, amountCents: 45_000 };
const overtime = { kind: "may-apply" as const, amountCents: null };

describe("additional charges in the price", () => {
  it("adds a fixed charge to the total as charged, with no HST on it", () => {
    const price = priceQuote([line], true, undefined, [permit]);
    expect(price).toMatchObject({
      subtotalCents: 726_000,
      hstCents: 94_380,
      chargesCents: 45_000,
      totalCents: 726_000 + 94_380 + 45_000,
    });
  });

  it("never adds a charge that may apply, whatever its amount", () => {
    const withAmount = { kind: "may-apply" as const, amountCents: 99_999 };
    const price = priceQuote([line], true, undefined, [withAmount, overtime]);
    expect(price.chargesCents).toBe(0);
    expect(price.totalCents).toBe(priceQuote([line], true).totalCents);
    expect(fixedChargesCents([permit, withAmount, permit])).toBe(90_000);
  });

  it("works a percentage deposit out of the total with its fixed charges", () => {
    const price = priceQuote([line], false, { kind: "percent", percent: 10 }, [permit]);
    expect(price.totalCents).toBe(771_000);
    expect(price.depositCents).toBe(77_100);
  });

  it("adds the fixed charges to both ends of a range bid, and nothing that may apply", () => {
    expect(
      rangeWithCharges({ lowCents: 500_000, highCents: 1_000_000 }, [permit, overtime, permit]),
    ).toEqual({ lowCents: 590_000, highCents: 1_090_000 });
    expect(rangeWithCharges({ lowCents: 0, highCents: 100_000 }, [overtime])).toEqual({
      lowCents: 0,
      highCents: 100_000,
    });
  });

  it("wants the schedule to add up to the total with the fixed charges", () => {
    const price = priceQuote([line], false, undefined, [permit]);
    const issues = pricingIssues(
      { lineItems: [{}], hstRegistered: false, schedule: [{ amountCents: 726_000 }] },
      price,
    );
    expect(issues.map((issue) => issue.path.join("."))).toEqual(["schedule"]);
    expect(translateValidation(issues[0]!.message)).toBe(
      "The payment schedule adds up to $7,260.00; it must add up to the total, $7,710.00",
    );
  });

  it("stores the charges and the total the server computes", () => {
    const parsed = structuredProposalSchema.parse({
      lineItems: [{ description: "Re-pipe", quantity: 1, unit: "job", unitPriceCents: 726_000 }],
      hstRegistered: false,
      totalCents: 771_000,
      charges: [
        { description: "City of Toronto plumbing permit fee", kind: "fixed", amountCents: 45_000 },
        { description: "Overtime", kind: "may-apply", basis: "$95 per hour beyond 40 hours" },
      ],
    });
    expect(parsed.totalCents).toBe(771_000);
    expect(parsed.chargesCents).toBe(45_000);
    expect(parsed.charges).toEqual([
      {
        description: "City of Toronto plumbing permit fee",
        kind: "fixed",
        amountCents: 45_000,
        basis: null,
      },
      {
        description: "Overtime",
        kind: "may-apply",
        amountCents: null,
        basis: "$95 per hour beyond 40 hours",
      },
    ]);
  });
});

/** An itemised plumbing proposal as a contractor fills it in, with one charge of each kind. */
function formWithCharges(): ProposalFormValues {
  const form = emptyProposalForm(3001);
  return {
    ...form,
    timeline: "2 weeks",
    approach: "Replace the galvanised supply lines with PEX throughout.",
    experience: "Fifteen years of residential plumbing in Toronto.",
    contractorName: "Northside Plumbing",
    contractorEmail: "bids@northside.example",
    itemised: true,
    structured: {
      ...form.structured,
      hstRegistered: "no",
      lineItems: [
        {
          description: "Re-pipe",
          pricing: "fixed",
          quantity: "1",
          unit: "job",
          unitPrice: "7,260",
        },
      ],
      charges: [
        { ...emptyCharge(), description: "Plumbing permit fee", amount: "450" },
        {
          ...emptyCharge(),
          kind: "may-apply",
          description: "Overtime",
          amount: "",
          basis: "$95 per hour beyond 40 hours",
        },
      ],
      credentials: { ...form.structured.credentials },
    },
  };
}

describe("proposal form: additional charges", () => {
  it("shows the fixed charge inside the live total, and sends both charges", () => {
    const form = formWithCharges();
    const figures = quoteFigures(form.structured);
    expect(figures.chargesCents).toBe(45_000);
    expect(figures.totalCents).toBe(771_000);
    const { body, problems } = proposalBodyOf(form, plumbing);
    expect(problems).toEqual([]);
    expect(body.structured?.charges).toEqual([
      { description: "Plumbing permit fee", kind: "fixed", amountCents: 45_000 },
      { description: "Overtime", kind: "may-apply", basis: "$95 per hour beyond 40 hours" },
    ]);
    expect(body.structured?.totalCents).toBe(771_000);
    const parsed = createProposalSchema.parse(body);
    expect(parsed.bidAmount).toBe("$5,000 - $10,000");
  });

  it("sends an empty list when no charge is listed: the proposal states that none applies", () => {
    const form = formWithCharges();
    form.structured.charges = [];
    expect(proposalBodyOf(form, plumbing).body.structured?.charges).toEqual([]);
  });

  it("puts each charge's message on its own field", () => {
    const form = formWithCharges();
    form.structured.charges = [
      { ...emptyCharge(), description: "Permit", amount: "" },
      { ...emptyCharge(), kind: "may-apply", description: "Overtime", amount: "", basis: "" },
      { ...emptyCharge(), description: "", amount: "ten" },
    ];
    const result = proposalFormSchema(plumbing).safeParse(form);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [
        issue.path.join("."),
        translateValidation(issue.message),
      ]),
    );
    expect(messages).toMatchObject({
      "structured.charges.0.amount": "A fixed charge needs its amount: it is part of the total",
      "structured.charges.1.amount":
        "Give the amount of a charge that may apply, or how it is worked out (such as $95 per hour beyond 40 hours)",
      "structured.charges.2.description": "Say what the charge is for",
      "structured.charges.2.amount": expect.any(String),
    });
    expect(formFieldOf("structured.charges.3.amountCents")).toBe("structured.charges.3.amount");
    expect(formFieldOf("structured.charges")).toBe("structured.charges.root");
  });
});
