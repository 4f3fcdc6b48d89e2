import { z } from "zod";

import { textAtLeast } from "@/lib/validation/common";
import { invalid } from "@/lib/validation/messages";
import { day, MAX_TOTAL_CENTS } from "@/lib/proposals/schema";

// The written agreement's writes: a party's address, a confirmation by typed name, a change order.

const ADDRESS_MESSAGE = invalid("address");

/** POST /api/agreements/{id}/address: the asking party's address (and business name). */
export const agreementAddressSchema = z.object({
  address: textAtLeast(10, 300, ADDRESS_MESSAGE, { multiline: true }),
  businessName: textAtLeast(2, 120, invalid("businessName")).optional(),
});

const typedName = textAtLeast(2, 100, invalid("typedName"));

/** POST /api/agreements/{id}/confirm and …/change-orders/{number}/confirm. */
export const agreementConfirmSchema = z.object({ name: typedName });

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
  name: typedName,
});

export type AgreementAddress = z.output<typeof agreementAddressSchema>;
export type ChangeOrderInput = z.output<typeof changeOrderSchema>;
