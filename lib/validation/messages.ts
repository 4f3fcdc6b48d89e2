// Validation messages are written as keys of messages/validation.<locale>.json, never as English.
// A message and the values it names travel as one string ("tooLong {"max":"120"}") so they pass
// unchanged through every library between a schema and its reader (zod's issues, react-hook-form's
// errors); the API's error answer and the forms turn them into the reader's language
// (translateValidation in lib/validation/translate.ts, which alone loads the catalogues).
import type { z } from "zod";

import type validationEn from "@/messages/validation.en.json";

export type ValidationKey = keyof (typeof validationEn)["validation"];

/**
 * The values a message names, already written as they are shown (a formatted amount, a year):
 * every language prints them as given.
 */
export type ValidationValues = Record<string, string | number>;

/** A validation message: its key and values, as the schemas and pricing rules write it. */
export function invalid(key: ValidationKey, values?: ValidationValues): string {
  if (!values) return key;
  const shown = Object.fromEntries(Object.entries(values).map(([name, v]) => [name, String(v)]));
  return `${key} ${JSON.stringify(shown)}`;
}

/**
 * Parse options for the schemas of the API and the forms: the checks a schema names no message
 * for (a body that is not an object, a field of the wrong type) get a catalogue message too,
 * rather than zod's English. Per parse, not zod's global config: the server's own schemas
 * (environment, mail payloads) keep zod's messages for the operator.
 */
export const MESSAGES_FOR_EVERY_CHECK = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === "invalid_type"
      ? invalid("invalidType", { expected: issue.expected })
      : invalid("invalidInput"),
} satisfies z.core.ParseContext<z.core.$ZodIssue>;
