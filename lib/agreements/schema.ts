import { z } from "zod";

import { textAtLeast } from "@/lib/validation/common";
import { day, MAX_TOTAL_CENTS } from "@/lib/proposals/schema";

// The written agreement's writes: a party's address, a confirmation by typed name, a change order.

const ADDRESS_MESSAGE = "Give the full address: number and street, city and postal code";

/** POST /api/agreements/{id}/address: the asking party's address (and business name). */
export const agreementAddressSchema = z.object({
  address: textAtLeast(10, 300, ADDRESS_MESSAGE, { multiline: true }),
  businessName: textAtLeast(2, 120, "Give the business's name").optional(),
});

const typedName = textAtLeast(2, 100, "Type your full name to confirm");

/** POST /api/agreements/{id}/confirm and …/change-orders/{number}/confirm. */
export const agreementConfirmSchema = z.object({ name: typedName });

const PRICE_CHANGE_MESSAGE = "Give the change to the price in whole cents (negative for less work)";

/** POST /api/agreements/{id}/change-orders: proposed and confirmed by its author at once. */
export const changeOrderSchema = z.object({
  description: textAtLeast(10, 2_000, "Describe the change (at least 10 characters)", {
    multiline: true,
  }),
  priceChangeCents: z
    .number({ error: PRICE_CHANGE_MESSAGE })
    .int({ error: PRICE_CHANGE_MESSAGE })
    .min(-MAX_TOTAL_CENTS, { error: PRICE_CHANGE_MESSAGE })
    .max(MAX_TOTAL_CENTS, { error: PRICE_CHANGE_MESSAGE }),
  completionDate: day.optional(),
  name: typedName,
});

export type AgreementAddress = z.output<typeof agreementAddressSchema>;
export type ChangeOrderInput = z.output<typeof changeOrderSchema>;
