import { z } from "zod";

import { CANCELLATION_REASONS, COVER_PAGE_ANSWERS } from "@/content/agreement-scope";
import type { DirectAgreementFacts } from "@/lib/agreements/shapes";
import { torontoDay } from "@/lib/calendar-day";
import { optionalText, textAtLeast, visibleLength } from "@/lib/validation/common";
import { invalid } from "@/lib/validation/messages";
import { day, MAX_TOTAL_CENTS, structuredProposalSchema } from "@/lib/proposals/schema";

// The written agreement's writes: a party's address, a confirmation by typed name, a change order.

const ADDRESS_MESSAGE = invalid("address");

/** POST /api/agreements/{id}/address: the asking party's address (and business name). */
export const agreementAddressSchema = z.object({
  address: textAtLeast(10, 300, ADDRESS_MESSAGE, { multiline: true }),
  businessName: textAtLeast(2, 120, invalid("businessName")).optional(),
});

const PHONE_MESSAGE = invalid("phone");
const CHARGES_MESSAGE = invalid("additionalChargesList");

/** An additional charge: what it is for, and its amount or how it is computed. */
const additionalChargeSchema = z.object(
  {
    description: textAtLeast(3, 200, invalid("chargeDescription")),
    amount: textAtLeast(1, 200, invalid("chargeAmount")),
  },
  { error: invalid("chargeObject") },
);

/**
 * The contractor's answer to "Did you, or someone for you, meet the homeowner in person to discuss
 * or agree this work?", with who negotiated it, where and on which day when the answer is yes
 * (O. Reg. 17/05, s. 35; docs/decisions/0018-agreements-and-ontario-consumer-law.md). The day is not after today: the visit happened.
 */
const directAgreementSchema = z
  .object(
    {
      visited: z.boolean({ error: invalid("directAgreementVisited") }),
      negotiatedBy: textAtLeast(2, 100, invalid("directAgreementNegotiatedBy")).optional(),
      place: textAtLeast(10, 300, invalid("directAgreementPlace"), { multiline: true }).optional(),
      on: day.optional(),
    },
    { error: invalid("directAgreementObject") },
  )
  .superRefine((value, ctx) => {
    if (!value.visited) return;
    const required = [
      ["negotiatedBy", invalid("directAgreementNegotiatedBy")],
      ["place", invalid("directAgreementPlace")],
      ["on", invalid("directAgreementOn")],
    ] as const;
    for (const [field, message] of required) {
      if (value[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message });
    }
    if (value.on && /^\d{4}-\d{2}-\d{2}$/.test(value.on) && value.on > torontoDay()) {
      ctx.addIssue({ code: "custom", path: ["on"], message: invalid("directAgreementOnFuture") });
    }
  })
  .transform((value): DirectAgreementFacts =>
    value.visited
      ? { visited: true, negotiatedBy: value.negotiatedBy!, place: value.place!, on: value.on! }
      : { visited: false },
  );

/**
 * POST /api/agreements/{id}/details: what a party adds before anyone confirms. The homeowner
 * adds the address of the work; the contractor the rest. At least one field.
 */
export const agreementDetailsSchema = z
  .object({
    address: textAtLeast(10, 300, ADDRESS_MESSAGE, { multiline: true }).optional(),
    businessName: textAtLeast(2, 120, invalid("businessName")).optional(),
    operatingName: textAtLeast(2, 120, invalid("operatingName")).optional(),
    phone: textAtLeast(7, 30, PHONE_MESSAGE)
      .refine((value) => (value.match(/\d/g) ?? []).length >= 10, { error: PHONE_MESSAGE })
      .refine((value) => /^[\d\s()+.\-x]+$/i.test(value), { error: PHONE_MESSAGE })
      .optional(),
    materials: textAtLeast(3, 2_000, invalid("materials"), { multiline: true }).optional(),
    paymentMethod: textAtLeast(3, 200, invalid("paymentMethod")).optional(),
    /** Every additional charge; [] states that none applies. */
    additionalCharges: z
      .array(additionalChargeSchema, { error: CHARGES_MESSAGE })
      .max(10, { error: invalid("additionalChargesMax", { max: 10 }) })
      .optional(),
    /** The contractor's own cancellation terms; "" states that it has none. */
    cancellationTerms: z
      .string({ error: invalid("cancellationTerms") })
      .trim()
      .max(2_000, { error: invalid("tooLong", { max: 2_000 }) })
      .refine((value) => !/(?![\t\n\r])[\p{Cc}\p{Cs}]/u.test(value), {
        error: invalid("multiLine"),
      })
      .optional(),
    startDate: day.optional(),
    completionDate: day.optional(),
    /**
     * Whether the contractor met the homeowner in person away from its place of business to
     * negotiate or agree the work, and if so who, where and when (docs/decisions/0018-agreements-and-ontario-consumer-law.md).
     */
    directAgreement: directAgreementSchema.optional(),
    /** The person who confirms for the contractor, and their role (docs/decisions/0017-written-agreements.md). */
    signer: z
      .object(
        {
          name: textAtLeast(2, 100, invalid("signerName")),
          role: textAtLeast(2, 80, invalid("signerRole")),
        },
        { error: invalid("signerObject") },
      )
      .optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: invalid("detailsEmpty"),
  });

export type AgreementDetailsInput = z.output<typeof agreementDetailsSchema>;

const typedName = textAtLeast(2, 100, invalid("typedName"));

/** POST …/change-orders/{number}/confirm. */
export const changeOrderConfirmSchema = z.object({ name: typedName });

/**
 * POST /api/agreements/{id}/confirm: the typed name, the version of the terms the person saw
 * (the agreement's `version`; another version than the current one is refused), and `read: true`,
 * the box "I have read the whole agreement".
 */
export const agreementConfirmSchema = z.object({
  name: typedName,
  read: z.literal(true, { error: invalid("readWhole") }),
  version: z
    .string({ error: invalid("agreementVersion") })
    .regex(/^[0-9a-f]{64}$/, { error: invalid("agreementVersion") }),
});

const PRICE_CHANGE_MESSAGE = invalid("priceChange");

/** POST /api/agreements/{id}/change-orders: proposed and confirmed by its author at once. */
export const changeOrderSchema = z.object({
  description: textAtLeast(10, 2_000, invalid("describeChange"), {
    multiline: true,
  }),
  priceChangeCents: z
    .number({ error: PRICE_CHANGE_MESSAGE })
    .int({ error: PRICE_CHANGE_MESSAGE })
    .min(-MAX_TOTAL_CENTS, { error: PRICE_CHANGE_MESSAGE })
    .max(MAX_TOTAL_CENTS, { error: PRICE_CHANGE_MESSAGE }),
  completionDate: day.optional(),
  /** A new start date: the amended commencement date of the Act's s. 26 (docs/decisions/0019-payments-holdback-and-change-orders.md). */
  startDate: day.optional(),
  name: typedName,
});

export type AgreementAddress = z.output<typeof agreementAddressSchema>;
export type ChangeOrderInput = z.output<typeof changeOrderSchema>;
/** The body of POST /api/agreements/{id}/details as a client sends it. */
export type AgreementDetailsBody = z.input<typeof agreementDetailsSchema>;

/**
 * POST /api/agreements/{id}/corrections: a correction of the terms a party cannot change alone,
 * before both confirmed: the whole quote as a proposal sends it (every figure recomputed), the
 * description of the work if it changes, and why.
 */
export const agreementCorrectionSchema = z.object({
  quote: structuredProposalSchema,
  approach: textAtLeast(20, 5_000, invalid("correctionApproach"), { multiline: true }).optional(),
  note: textAtLeast(10, 2_000, invalid("correctionNote"), { multiline: true }),
});
export type AgreementCorrectionInput = z.output<typeof agreementCorrectionSchema>;

/**
 * POST /api/agreements/{id}/cover-page: the homeowner has read the cover page and answers its
 * question, whether they asked this contractor to come to their home to make the agreement.
 */
export const coverPageSchema = z.object({
  read: z.literal(true, { error: invalid("coverPageRead") }),
  answer: z.enum(COVER_PAGE_ANSWERS, { error: invalid("coverPageAnswer") }),
});
export type CoverPageInput = z.output<typeof coverPageSchema>;

/**
 * POST /api/agreements/{id}/cancellation-notice: the homeowner gives notice of cancellation of a
 * confirmed agreement, with the reason and, for `other` (required) or any reason, their own words
 * (docs/decisions/0018-agreements-and-ontario-consumer-law.md).
 */
export const cancellationNoticeSchema = z
  .object({
    reason: z.enum(CANCELLATION_REASONS, { error: invalid("cancellationReason") }),
    explanation: optionalText(2_000, { multiline: true }),
  })
  .superRefine((value, ctx) => {
    const words = value.explanation ? visibleLength(value.explanation) : 0;
    if ((value.reason === "other" || value.explanation) && words < 10) {
      ctx.addIssue({
        code: "custom",
        path: ["explanation"],
        message: invalid("cancellationExplanation"),
      });
    }
  });
export type CancellationNoticeInput = z.output<typeof cancellationNoticeSchema>;
