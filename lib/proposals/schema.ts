import { z } from "zod";

import { formatCents, percentToBasisPoints, quantityToHundredths } from "@/lib/money";
import type { StructuredProposal } from "@/lib/proposals/shapes";
import {
  MAX_CHARGES,
  MAX_LINE_ITEMS,
  MAX_MILESTONES,
  MAX_QUANTITY,
  MAX_TOTAL_CENTS,
  MAX_UNIT_PRICE_CENTS,
  priceQuote,
  pricingIssues,
} from "./pricing";
import {
  DATE_MAX_YEAR,
  DATE_MIN_YEAR,
  DATE_RANGE_MESSAGE,
  emailSchema,
  honeypot,
  idSchema,
  optionalText,
  requiredText,
  personName,
  textAtLeast,
} from "@/lib/validation/common";
import {
  BID_AMOUNT_OPTIONS,
  PROPOSAL_TIMELINE_OPTIONS,
  PROPOSAL_VALID_DAYS,
  bidRangeOf,
} from "@/lib/validation/options";
import { invalid } from "@/lib/validation/messages";

// The range arithmetic lives beside the options, so a form can show the derived range without
// loading zod.
export { bidRangeOf };

// The structured part of a proposal: money in integer cents, quantities as JSON numbers with at
// most two decimals. The server recomputes every figure; figures the client sends are only
// compared with it.

// The limits and the arithmetic are lib/proposals/pricing.ts's; this file only parses.
export {
  MAX_CHARGES,
  MAX_LINE_ITEMS,
  MAX_MILESTONES,
  MAX_TOTAL_CENTS,
  ZERO_TOTAL,
} from "./pricing";

/** The amount a cents field holds, as its messages name it. */
type Amount =
  "unitPrice" | "lineTotal" | "deposit" | "milestone" | "charge" | "subtotal" | "hst" | "total";

const cents = (what: Amount, max = MAX_TOTAL_CENTS) =>
  z
    .number({ error: invalid("centsWhole", { what }) })
    .int({ error: invalid("centsWhole", { what }) })
    .min(0, { error: invalid("centsNegative", { what }) })
    .max(max, { error: invalid("centsMax", { what, max: formatCents(max) }) });

/** How a line is priced; a line sent without one is a fixed price. */
export const LINE_PRICING = ["fixed", "estimate", "allowance"] as const;

const lineItemSchema = z.object(
  {
    description: requiredText(200, invalid("describeLine")),
    pricing: z.enum(LINE_PRICING, { error: invalid("linePricing") }).optional(),
    quantity: z
      .number({ error: invalid("quantityNumber") })
      .positive({ error: invalid("quantityPositive") })
      .max(MAX_QUANTITY, { error: invalid("quantityMax", { max: "100,000" }) })
      .refine((value) => quantityToHundredths(value) !== undefined, {
        error: invalid("quantityDecimals"),
      }),
    unit: requiredText(20, invalid("unitRequired")),
    unitPriceCents: cents("unitPrice", MAX_UNIT_PRICE_CENTS),
    /** Optional: compared with quantity × unit price. */
    totalCents: cents("lineTotal").optional(),
  },
  { error: invalid("lineItemObject") },
);

const depositSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("amount"), cents: cents("deposit") }),
    z.object({
      kind: z.literal("percent"),
      percent: z
        .number({ error: invalid("depositPercentNumber") })
        .min(0, { error: invalid("depositPercentNegative") })
        .max(100, { error: invalid("depositPercentMax") })
        .refine((value) => percentToBasisPoints(value) !== undefined, {
          error: invalid("depositPercentDecimals"),
        }),
    }),
  ],
  { error: invalid("depositShape") },
);

const milestoneSchema = z.object(
  {
    description: requiredText(200, invalid("describeMilestone")),
    amountCents: cents("milestone"),
  },
  { error: invalid("milestoneObject") },
);

/** An additional charge's amount: more than $0.00 (a charge of nothing is no charge). */
const chargeAmount = cents("charge").refine((value) => value > 0, {
  error: invalid("chargeAmountAboveZero"),
});

export const CHARGE_KINDS = ["fixed", "may-apply"] as const;

/**
 * An additional charge (docs/decisions/0015-money-and-quote-pricing.md): a fixed one has its amount, in the total; one that
 * may apply has an amount, a stated basis ("$95 per hour beyond 40 hours"), or both.
 */
const chargeSchema = z
  .object(
    {
      description: requiredText(200, invalid("describeCharge")),
      kind: z.enum(CHARGE_KINDS, { error: invalid("chargeKind") }),
      amountCents: chargeAmount.optional(),
      basis: optionalText(200),
    },
    { error: invalid("chargeItemObject") },
  )
  .superRefine((charge, ctx) => {
    if (charge.kind === "fixed" && charge.amountCents === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["amountCents"],
        message: invalid("chargeFixedAmount"),
      });
    }
    if (charge.kind === "fixed" && charge.basis !== undefined) {
      ctx.addIssue({ code: "custom", path: ["basis"], message: invalid("chargeFixedBasis") });
    }
    if (charge.kind === "may-apply" && charge.amountCents === undefined && !charge.basis) {
      ctx.addIssue({ code: "custom", path: ["amountCents"], message: invalid("chargeMayApply") });
    }
  });

const DATE_MESSAGE = invalid("day");
/** A calendar day, YYYY-MM-DD, within the years the site accepts. */
export const day = z
  .string({ error: DATE_MESSAGE })
  .pipe(z.iso.date({ error: DATE_MESSAGE }))
  .refine(
    (value) => {
      // A text that is not a date already has its message: one message per field.
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
      const year = Number(value.slice(0, 4));
      return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
    },
    { error: DATE_RANGE_MESSAGE },
  );

/** Spaces are ignored and letters read as capitals; "" is no number. */
const identifier = (pattern: RegExp, message: string) =>
  z.preprocess(
    (value) =>
      typeof value === "string" ? value.replace(/\s+/g, "").toUpperCase() || undefined : value,
    z.string({ error: message }).max(30, { error: message }).regex(pattern, { error: message }),
  );

export const HST_NUMBER_MESSAGE = invalid("hstNumber");
const hstNumber = identifier(/^\d{9}RT\d{4}$/, HST_NUMBER_MESSAGE);

export const credentialsSchema = z.object(
  {
    esaLicence: identifier(/^\d{5,10}$/, invalid("esaLicence")).optional(),
    tssaRegistration: identifier(
      /^(?=.*\d)[A-Z0-9-]{4,20}$/,
      invalid("tssaRegistration"),
    ).optional(),
    wsibClearance: identifier(/^(?=.*\d)[A-Z0-9-]{4,30}$/, invalid("wsibClearance")).optional(),
    torontoBusinessLicence: identifier(
      /^(?=.*\d)[A-Z0-9-]{4,20}$/,
      invalid("torontoBusinessLicence"),
    ).optional(),
    stoCertificate: identifier(/^(?=.*\d)[A-Z0-9-]{4,20}$/, invalid("stoCertificate")).optional(),
    hcraLicence: identifier(/^(?=.*\d)[A-Z0-9-]{4,12}$/, invalid("hcraLicence")).optional(),
    tarionEnrolment: identifier(/^(?=.*\d)[A-Z0-9-]{4,12}$/, invalid("tarionEnrolment")).optional(),
    // The insurer and the policy number as the certificate of insurance gives them.
    liabilityInsurance: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() || undefined : value),
      z
        .string({ error: invalid("liabilityInsurance") })
        .refine(
          (value) =>
            value.length >= 4 && value.length <= 120 && /\d/.test(value) && !/\p{Cc}/u.test(value),
          { error: invalid("liabilityInsurance") },
        )
        .optional(),
    ),
  },
  { error: invalid("credentialsObject") },
);

const WARRANTY_MESSAGE = invalid("warrantyMonths");

export const PERMITS_BY = ["contractor", "homeowner", "none-needed"] as const;

const structuredFields = z.object(
  {
    lineItems: z
      .array(lineItemSchema, { error: invalid("lineItemsList") })
      .min(1, { error: invalid("lineItemsMin") })
      .max(MAX_LINE_ITEMS, { error: invalid("lineItemsMax", { max: MAX_LINE_ITEMS }) }),
    hstRegistered: z.boolean({ error: invalid("hstRegistered") }),
    hstNumber: hstNumber.optional(),
    subtotalCents: cents("subtotal").optional(),
    hstCents: cents("hst").optional(),
    totalCents: cents("total").optional(),
    /** Every additional charge; an empty list states that none applies. */
    charges: z
      .array(chargeSchema, { error: invalid("chargesList") })
      .max(MAX_CHARGES, { error: invalid("chargesMax", { max: MAX_CHARGES }) })
      .optional(),
    deposit: depositSchema.optional(),
    schedule: z
      .array(milestoneSchema, { error: invalid("scheduleList") })
      .min(1, { error: invalid("scheduleMin") })
      .max(MAX_MILESTONES, { error: invalid("scheduleMax", { max: MAX_MILESTONES }) })
      .optional(),
    startDate: day.optional(),
    completionDate: day.optional(),
    warrantyMonths: z
      .number({ error: WARRANTY_MESSAGE })
      .int({ error: WARRANTY_MESSAGE })
      .min(0, { error: WARRANTY_MESSAGE })
      .max(120, { error: WARRANTY_MESSAGE })
      .optional(),
    warrantyCovers: optionalText(1_000, { multiline: true }),
    permitsBy: z
      .enum(PERMITS_BY, {
        error: invalid("permitsBy"),
      })
      .optional(),
    /** The work includes gas appliances or gas piping (asked on Plumbing: content/credentials.ts). */
    gasWork: z.boolean({ error: invalid("gasWork") }).optional(),
    business: z
      .object(
        {
          name: requiredText(120, invalid("businessNameRequired")),
          address: requiredText(300, invalid("businessAddressRequired"), { multiline: true }),
        },
        { error: invalid("businessObject") },
      )
      .optional(),
    credentials: credentialsSchema.optional(),
  },
  { error: invalid("structuredObject") },
);

type StructuredFields = z.output<typeof structuredFields>;
type Context = z.core.$RefinementCtx<StructuredFields>;

/** The figures, checked against what the client sent, or undefined after adding the issues. */
function structuredOf(value: StructuredFields, ctx: Context): StructuredProposal | undefined {
  const lines = value.lineItems.map((line) => ({
    quantityHundredths: quantityToHundredths(line.quantity)!,
    unitPriceCents: line.unitPriceCents,
  }));
  const charges = value.charges ?? [];
  const totals = priceQuote(lines, value.hstRegistered, value.deposit, charges);
  const issues = pricingIssues(value, totals);
  for (const { path, message } of issues) {
    ctx.addIssue({ code: "custom", path, message, input: undefined });
  }
  if (issues.length > 0) return undefined;
  return {
    lineItems: value.lineItems.map((line, index) => ({
      description: line.description,
      pricing: line.pricing ?? "fixed",
      quantity: line.quantity,
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
      totalCents: totals.lineTotalsCents[index]!,
    })),
    subtotalCents: totals.subtotalCents,
    hstRegistered: value.hstRegistered,
    hstNumber: value.hstNumber ?? null,
    hstCents: totals.hstCents,
    totalCents: totals.totalCents,
    // Not sent: the proposal does not state its charges, and the agreement asks for them as it
    // did before proposals stated them (docs/decisions/0015-money-and-quote-pricing.md). The form always sends the list.
    ...(value.charges === undefined
      ? {}
      : {
          charges: value.charges.map((charge) => ({
            description: charge.description,
            kind: charge.kind,
            amountCents: charge.amountCents ?? null,
            basis: charge.basis ?? null,
          })),
          chargesCents: totals.chargesCents,
        }),
    deposit:
      value.deposit && totals.depositCents !== null
        ? { ...value.deposit, depositCents: totals.depositCents }
        : null,
    depositAboveAdvice: totals.depositAboveAdvice,
    schedule: value.schedule ?? [],
    startDate: value.startDate ?? null,
    completionDate: value.completionDate ?? null,
    warrantyMonths: value.warrantyMonths ?? null,
    warrantyCovers: value.warrantyCovers ?? null,
    permitsBy: value.permitsBy ?? null,
    // Stated only when answered, as the question is asked only where it decides the licences.
    ...(value.gasWork === undefined ? {} : { gasWork: value.gasWork }),
    business: value.business ?? null,
    credentials: {
      esaLicence: value.credentials?.esaLicence ?? null,
      tssaRegistration: value.credentials?.tssaRegistration ?? null,
      wsibClearance: value.credentials?.wsibClearance ?? null,
      torontoBusinessLicence: value.credentials?.torontoBusinessLicence ?? null,
      stoCertificate: value.credentials?.stoCertificate ?? null,
      hcraLicence: value.credentials?.hcraLicence ?? null,
      tarionEnrolment: value.credentials?.tarionEnrolment ?? null,
      liabilityInsurance: value.credentials?.liabilityInsurance ?? null,
    },
  };
}

/** The structured part: validated, every figure recomputed, in the shape that is stored. */
export const structuredProposalSchema = structuredFields.transform((value, ctx) => {
  const structured = structuredOf(value, ctx);
  return structured ?? z.NEVER;
});

const BID_REQUIRED = invalid("bidRequired");
const TIMELINE_REQUIRED = invalid("timelineRequired");

// POST /api/proposals. projectId is the project's displayed id (2000+ sample request, 3000+ posted).
export const createProposalSchema = z
  .object({
    // A JSON number, as the form sends it: "3001", "0xBB9" or [3001] are refused, not coerced.
    projectId: idSchema({ required: invalid("projectRequired"), notAnId: invalid("projectId") }),
    contractorName: personName(100, invalid("contractorNameRequired")),
    contractorEmail: emailSchema,
    contractorPhone: optionalText(30),
    // Derived from the total when `structured` is sent (then optional, and if sent it must agree).
    bidAmount: z
      .string({ error: BID_REQUIRED })
      .min(1, { error: BID_REQUIRED })
      .pipe(z.enum(BID_AMOUNT_OPTIONS, { error: invalid("chooseBidAmount") }))
      .optional(),
    timeline: z
      .string({ error: TIMELINE_REQUIRED })
      .min(1, { error: TIMELINE_REQUIRED })
      .pipe(z.enum(PROPOSAL_TIMELINE_OPTIONS, { error: invalid("chooseTimeline") })),
    approach: textAtLeast(10, 5_000, invalid("approachMin"), { multiline: true }),
    experience: textAtLeast(10, 5_000, invalid("experienceMin"), { multiline: true }),
    materials: optionalText(2_000, { multiline: true }),
    warranty: optionalText(500, { multiline: true }),
    additionalNotes: optionalText(2_000, { multiline: true }),
    structured: structuredProposalSchema.optional(),
    // How many days it stands for the homeowner to accept (30 unless the contractor chooses).
    validDays: z
      .number({ error: invalid("validDays") })
      .int({ error: invalid("validDays") })
      .min(PROPOSAL_VALID_DAYS.min, { error: invalid("validDays") })
      .max(PROPOSAL_VALID_DAYS.max, { error: invalid("validDays") })
      .default(PROPOSAL_VALID_DAYS.default),
    website: honeypot,
  })
  // Runs beside the other fields' checks, so a missing bid is reported with them.
  .refine((value) => value.structured !== undefined || value.bidAmount !== undefined, {
    path: ["bidAmount"],
    error: BID_REQUIRED,
    when: (payload) => {
      const raw = payload.value as { bidAmount?: unknown; structured?: unknown } | null;
      return (
        typeof raw === "object" &&
        raw !== null &&
        raw.bidAmount === undefined &&
        raw.structured === undefined
      );
    },
  })
  .transform((value, ctx) => {
    const { bidAmount, ...rest } = value;
    if (!value.structured) return { ...rest, bidAmount: bidAmount! };
    const derived = bidRangeOf(value.structured.totalCents);
    if (bidAmount !== undefined && bidAmount !== derived) {
      ctx.addIssue({
        code: "custom",
        path: ["bidAmount"],
        message: invalid("bidRange", {
          total: formatCents(value.structured.totalCents),
          range: derived,
        }),
        input: bidAmount,
      });
      return z.NEVER;
    }
    return { ...rest, bidAmount: derived };
  });
export type CreateProposalInput = z.input<typeof createProposalSchema>;
export type CreateProposal = z.output<typeof createProposalSchema>;

// PATCH /api/proposals/{id}/status. An itemised proposal's written agreement goes to both parties
// by e-mail: accepting one on a project posted without an address gives one, stored on it.
export const updateProposalStatusSchema = z.object({
  status: z.enum(["accepted", "declined"], { error: invalid("proposalStatus") }),
  homeownerEmail: emailSchema.optional(),
  // Asked likewise when the project was posted before the question (lib/projects/schema.ts).
  householdUse: z.boolean({ error: invalid("householdUse") }).optional(),
});

// POST /api/pro/claim: the receipt's link as the claim page reads it from its fragment, or (from
// /pro) no token, for a proposal sent with the account's own address.
export const claimProposalSchema = z.object({
  proposalId: idSchema({ required: invalid("invalidId") }),
  token: z
    .string({ error: invalid("claimToken") })
    .min(1, { error: invalid("claimToken") })
    .max(200, { error: invalid("claimToken") })
    .optional(),
});
