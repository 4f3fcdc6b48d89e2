import { z } from "zod";

import { CATEGORY_NAMES } from "@/content/category-names";
import { PROFILE_CREDENTIAL_KINDS } from "@/lib/api-shapes";
import { optionalText, requiredText } from "@/lib/validation/common";
import { invalid } from "@/lib/validation/messages";

/** The places a profile can name as served: the catalogue's cities (content/cities.ts). */
export const SERVICE_AREAS = [
  "Toronto",
  "Mississauga",
  "Brampton",
  "Markham",
  "Vaughan",
  "Richmond Hill",
] as const;

const CREDENTIAL_NUMBER = invalid("credentialNumber");

const statedCredential = z.object({
  kind: z.enum(PROFILE_CREDENTIAL_KINDS, { error: invalid("credentialKind") }),
  number: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/\s+/g, "").toUpperCase() : value),
    z
      .string({ error: CREDENTIAL_NUMBER })
      .regex(/^(?=.*\d)[A-Z0-9-]{4,30}$/, { error: CREDENTIAL_NUMBER }),
  ),
});

// PUT /api/pro/profile: what a contractor states about their business. Dates are the server's.
export const saveProfileSchema = z.object({
  businessName: requiredText(120, invalid("businessNameRequired")),
  contactName: requiredText(100, invalid("nameRequired")),
  phone: optionalText(30),
  trades: z
    .array(z.enum(CATEGORY_NAMES, { error: invalid("chooseCategory") }), {
      error: invalid("profileTrades"),
    })
    .min(1, { error: invalid("profileTrades") })
    .max(CATEGORY_NAMES.length, { error: invalid("profileTrades") })
    .transform((trades) => [...new Set(trades)]),
  serviceAreas: z
    .array(z.enum(SERVICE_AREAS, { error: invalid("profileAreas") }), {
      error: invalid("profileAreas"),
    })
    .min(1, { error: invalid("profileAreas") })
    .max(SERVICE_AREAS.length, { error: invalid("profileAreas") })
    .transform((areas) => [...new Set(areas)]),
  credentials: z
    .array(statedCredential, { error: invalid("credentialsObject") })
    .max(PROFILE_CREDENTIAL_KINDS.length, { error: invalid("credentialTwice") })
    .refine((list) => new Set(list.map((c) => c.kind)).size === list.length, {
      error: invalid("credentialTwice"),
    }),
});
export type SaveProfileInput = z.input<typeof saveProfileSchema>;
export type SaveProfile = z.output<typeof saveProfileSchema>;
