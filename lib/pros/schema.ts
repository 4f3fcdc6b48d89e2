import { z } from "zod";

import { CATEGORY_NAMES } from "@/content/category-names";
import { PROFILE_CREDENTIAL_KINDS } from "@/lib/pros/shapes";
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

const credentialNumber = z.preprocess(
  (value) => (typeof value === "string" ? value.replace(/\s+/g, "").toUpperCase() : value),
  z
    .string({ error: CREDENTIAL_NUMBER })
    .regex(/^(?=.*\d)[A-Z0-9-]{4,30}$/, { error: CREDENTIAL_NUMBER }),
);

const statedCredential = z.object({
  kind: z.enum(PROFILE_CREDENTIAL_KINDS, { error: invalid("credentialKind") }),
  number: credentialNumber,
});

const profileFields = {
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
};

// PUT /api/pro/profile: what a contractor states about their business. Dates are the server's.
export const saveProfileSchema = z.object({
  ...profileFields,
  credentials: z
    .array(statedCredential, { error: invalid("credentialsObject") })
    .max(PROFILE_CREDENTIAL_KINDS.length, { error: invalid("credentialTwice") })
    .refine((list) => new Set(list.map((c) => c.kind)).size === list.length, {
      error: invalid("credentialTwice"),
    }),
});
export type SaveProfileInput = z.input<typeof saveProfileSchema>;
export type SaveProfile = z.output<typeof saveProfileSchema>;

const optionalNumber = z.preprocess(
  (value) => (value === "" ? undefined : value),
  credentialNumber.optional(),
);

/**
 * The /pro profile form: one optional number field per registry, with the same rules; sent as
 * saveProfileSchema's list (toProfileInput).
 */
export const profileFormSchema = z.object({
  ...profileFields,
  numbers: z.object({
    esaLicence: optionalNumber,
    wsibClearance: optionalNumber,
    torontoBusinessLicence: optionalNumber,
    skilledTradesCertificate: optionalNumber,
    hcraLicence: optionalNumber,
    tssaRegistration: optionalNumber,
  }),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** The form's values as the API takes them. */
export const toProfileInput = ({ numbers, ...rest }: ProfileFormOutput): SaveProfileInput => ({
  ...rest,
  credentials: PROFILE_CREDENTIAL_KINDS.flatMap((kind) => {
    const number = numbers[kind];
    return number ? [{ kind, number }] : [];
  }),
});
