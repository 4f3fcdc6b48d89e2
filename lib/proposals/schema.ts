import { z } from "zod";

import { formatCents, percentToBasisPoints, quantityToHundredths } from "@/lib/money";
import type { StructuredProposal } from "@/lib/api-shapes";
import {
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
  textAtLeast,
} from "@/lib/validation/common";
import {
  BID_AMOUNT_OPTIONS,
  PROPOSAL_TIMELINE_OPTIONS,
  bidRangeOf,
} from "@/lib/validation/options";

// The range arithmetic lives beside the options, so a form can show the derived range without
// loading zod.
export { bidRangeOf };

// The structured part of a proposal: money in integer cents, quantities as JSON numbers with at
// most two decimals. The server recomputes every figure; figures the client sends are only
// compared with it.

// The limits and the arithmetic are lib/proposals/pricing.ts's; this file only parses.
export { MAX_LINE_ITEMS, MAX_MILESTONES, MAX_TOTAL_CENTS, ZERO_TOTAL } from "./pricing";

const cents = (what: string, max = MAX_TOTAL_CENTS) =>
  z
    .number({ error: `${what} must be a whole number of cents` })
    .int({ error: `${what} must be a whole number of cents` })
    .min(0, { error: `${what} cannot be negative` })
    .max(max, { error: `${what} may be at most ${formatCents(max)}` });

const lineItemSchema = z.object(
  {
    description: requiredText(200, "Describe the line item"),
    quantity: z
      .number({ error: "Quantity must be a number" })
      .positive({ error: "Quantity must be more than 0" })
      .max(MAX_QUANTITY, { error: "Quantity may be at most 100,000" })
      .refine((value) => quantityToHundredths(value) !== undefined, {
        error: "Quantity may have at most two decimals",
      }),
    unit: requiredText(20, "Give the unit (each, hour, sq ft…)"),
    unitPriceCents: cents("Unit price", MAX_UNIT_PRICE_CENTS),
    /** Optional: compared with quantity × unit price. */
    totalCents: cents("Line total").optional(),
  },
  { error: "Each line item is an object" },
);

const depositSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("amount"), cents: cents("The deposit") }),
    z.object({
      kind: z.literal("percent"),
      percent: z
        .number({ error: "The deposit percentage must be a number" })
        .min(0, { error: "The deposit percentage cannot be negative" })
        .max(100, { error: "The deposit may be at most 100 % of the total" })
        .refine((value) => percentToBasisPoints(value) !== undefined, {
          error: "The deposit percentage may have at most two decimals",
        }),
    }),
  ],
  { error: 'Give the deposit as { kind: "amount", cents } or { kind: "percent", percent }' },
);

const milestoneSchema = z.object(
  {
    description: requiredText(200, "Describe the milestone"),
    amountCents: cents("The milestone's amount"),
  },
  { error: "Each milestone is an object" },
);

const DATE_MESSAGE = "Use a date as YYYY-MM-DD";
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

export const HST_NUMBER_MESSAGE =
  "An HST number is the 9-digit business number, RT and 4 digits (e.g. 123456789RT0001)";
const hstNumber = identifier(/^\d{9}RT\d{4}$/, HST_NUMBER_MESSAGE);

export const credentialsSchema = z.object(
  {
    esaLicence: identifier(/^\d{5,10}$/, "An ECRA/ESA licence number is 5 to 10 digits").optional(),
    tssaRegistration: identifier(
      /^(?=.*\d)[A-Z0-9-]{4,20}$/,
      "A TSSA registration number is 4 to 20 letters, digits and hyphens",
    ).optional(),
    wsibClearance: identifier(
      /^(?=.*\d)[A-Z0-9-]{4,30}$/,
      "A WSIB clearance number is 4 to 30 letters, digits and hyphens",
    ).optional(),
    torontoBusinessLicence: identifier(
      /^(?=.*\d)[A-Z0-9-]{4,20}$/,
      "A Toronto licence number is 4 to 20 letters, digits and hyphens",
    ).optional(),
  },
  { error: "Credentials are an object of licence numbers" },
);

export const PERMITS_BY = ["contractor", "homeowner", "none-needed"] as const;

const structuredFields = z.object(
  {
    lineItems: z
      .array(lineItemSchema, { error: "Line items are a list" })
      .min(1, { error: "Add at least one line item" })
      .max(MAX_LINE_ITEMS, { error: `At most ${MAX_LINE_ITEMS} line items` }),
    hstRegistered: z.boolean({ error: "Say whether you are HST-registered (true or false)" }),
    hstNumber: hstNumber.optional(),
    subtotalCents: cents("The subtotal").optional(),
    hstCents: cents("The HST").optional(),
    totalCents: cents("The total").optional(),
    deposit: depositSchema.optional(),
    schedule: z
      .array(milestoneSchema, { error: "The payment schedule is a list" })
      .min(1, { error: "Add at least one milestone, or leave the schedule out" })
      .max(MAX_MILESTONES, { error: `At most ${MAX_MILESTONES} milestones` })
      .optional(),
    startDate: day.optional(),
    completionDate: day.optional(),
    warrantyMonths: z
      .number({ error: "Warranty is a number of months from 0 to 120" })
      .int({ error: "Warranty is a number of months from 0 to 120" })
      .min(0, { error: "Warranty is a number of months from 0 to 120" })
      .max(120, { error: "Warranty is a number of months from 0 to 120" })
      .optional(),
    warrantyCovers: optionalText(1_000, { multiline: true }),
    permitsBy: z
      .enum(PERMITS_BY, {
        error: "Permits are obtained by the contractor, the homeowner, or none are needed",
      })
      .optional(),
    business: z
      .object(
        {
          name: requiredText(120, "Business name is required"),
          address: requiredText(300, "Business address is required", { multiline: true }),
        },
        { error: "The business is an object with a name and an address" },
      )
      .optional(),
    credentials: credentialsSchema.optional(),
  },
  { error: "The structured proposal is an object" },
);

type StructuredFields = z.output<typeof structuredFields>;
type Context = z.core.$RefinementCtx<StructuredFields>;

/** The figures, checked against what the client sent, or undefined after adding the issues. */
function structuredOf(value: StructuredFields, ctx: Context): StructuredProposal | undefined {
  const lines = value.lineItems.map((line) => ({
    quantityHundredths: quantityToHundredths(line.quantity)!,
    unitPriceCents: line.unitPriceCents,
  }));
  const totals = priceQuote(lines, value.hstRegistered, value.deposit);
  const issues = pricingIssues(value, totals);
  for (const { path, message } of issues) {
    ctx.addIssue({ code: "custom", path, message, input: undefined });
  }
  if (issues.length > 0) return undefined;
  return {
    lineItems: value.lineItems.map((line, index) => ({
      description: line.description,
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
    business: value.business ?? null,
    credentials: {
      esaLicence: value.credentials?.esaLicence ?? null,
      tssaRegistration: value.credentials?.tssaRegistration ?? null,
      wsibClearance: value.credentials?.wsibClearance ?? null,
      torontoBusinessLicence: value.credentials?.torontoBusinessLicence ?? null,
    },
  };
}

/** The structured part: validated, every figure recomputed, in the shape that is stored. */
export const structuredProposalSchema = structuredFields.transform((value, ctx) => {
  const structured = structuredOf(value, ctx);
  return structured ?? z.NEVER;
});

const BID_REQUIRED = "Bid amount is required";

// POST /api/proposals. projectId is the project's displayed id (2000+ sample request, 3000+ posted).
export const createProposalSchema = z
  .object({
    // A JSON number, as the form sends it: "3001", "0xBB9" or [3001] are refused, not coerced.
    projectId: idSchema({ required: "Project is required", invalid: "Not a valid project id" }),
    contractorName: textAtLeast(1, 100, "Contractor name is required"),
    contractorEmail: emailSchema,
    contractorPhone: optionalText(30),
    // Derived from the total when `structured` is sent (then optional, and if sent it must agree).
    bidAmount: z
      .string({ error: BID_REQUIRED })
      .min(1, { error: BID_REQUIRED })
      .pipe(z.enum(BID_AMOUNT_OPTIONS, { error: "Choose a bid amount from the list" }))
      .optional(),
    timeline: z
      .string({ error: "Timeline is required" })
      .min(1, { error: "Timeline is required" })
      .pipe(z.enum(PROPOSAL_TIMELINE_OPTIONS, { error: "Choose a timeline from the list" })),
    approach: textAtLeast(10, 5_000, "Please provide a detailed approach (minimum 10 characters)", {
      multiline: true,
    }),
    experience: textAtLeast(
      10,
      5_000,
      "Please describe your relevant experience (minimum 10 characters)",
      { multiline: true },
    ),
    materials: optionalText(2_000, { multiline: true }),
    warranty: optionalText(500, { multiline: true }),
    additionalNotes: optionalText(2_000, { multiline: true }),
    structured: structuredProposalSchema.optional(),
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
        message: `The bid range must hold the total, ${formatCents(value.structured.totalCents)}: "${derived}"`,
        input: bidAmount,
      });
      return z.NEVER;
    }
    return { ...rest, bidAmount: derived };
  });
export type CreateProposalInput = z.input<typeof createProposalSchema>;
export type CreateProposal = z.output<typeof createProposalSchema>;

// PATCH /api/proposals/{id}/status
export const updateProposalStatusSchema = z.object({
  status: z.enum(["accepted", "declined"], { error: "Status must be accepted or declined" }),
});
