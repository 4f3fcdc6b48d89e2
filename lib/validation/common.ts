import { z } from "zod";

/** A trimmed, required text of at most `max` characters. */
export const requiredText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` });

/** A trimmed optional text; empty becomes undefined. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .optional()
    .transform((value) => (value ? value : undefined));

/** Route and query ids: positive whole numbers. */
export const idSchema = z.coerce
  .number({ error: "Not a valid id" })
  .int()
  .positive()
  .max(2_147_483_647);

/** A public form's hidden field: people leave it empty, bots fill it in. */
export const honeypot = z.string().max(0, { error: "Submission rejected" }).optional();

/** An e-mail address, with one message for every way it can be wrong. */
export const emailSchema = z
  .string({ error: "Valid email is required" })
  .trim()
  .max(254, { error: "Valid email is required" })
  .pipe(z.email({ error: "Valid email is required" }));
