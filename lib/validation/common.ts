import { z } from "zod";

import { contactDetailKinds } from "@/lib/contact-details";

import { invalid } from "./messages";

// Control characters (Unicode Cc: C0, DEL, C1). PostgreSQL cannot store NUL in text (22021) or
// jsonb (22P05), and none of them belongs in what a person types. A lone surrogate half is not
// text at all: encoders turn it into U+FFFD, so the stored value would differ from the one sent.
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\p{Cs}]/u;
// Multi-line fields keep tab, line feed and carriage return.
const MULTI_LINE_FORBIDDEN = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;
const SINGLE_LINE_MESSAGE = invalid("singleLine");
const MULTI_LINE_MESSAGE = invalid("multiLine");

// What shows nothing on screen: white space, default-ignorable code points (zero-width space and
// joiners, word joiner, BOM, soft hyphen, variation selectors, Hangul fillers) and the blank
// Braille pattern. A text made only of these is empty.
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** How many characters of a text can be seen; invisible ones do not count. */
export const visibleLength = (value: string) => value.replace(INVISIBLE, "").length;

export interface TextOptions {
  /** Keeps tabs and line breaks (descriptions, notes, messages). */
  multiline?: boolean;
}

/** A trimmed string of at most `max` characters, without control characters. */
const text = (max: number, options: TextOptions, typeMessage?: string) => {
  const forbidden = options.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  return z
    .string(typeMessage ? { error: typeMessage } : undefined)
    .trim()
    .max(max, { error: invalid("tooLong", { max }) })
    .refine((value) => !forbidden.test(value), {
      error: options.multiline ? MULTI_LINE_MESSAGE : SINGLE_LINE_MESSAGE,
    });
};

/** A trimmed, required text of `min` to `max` characters; invisible characters do not count. */
export const textAtLeast = (min: number, max: number, message: string, options: TextOptions = {}) =>
  text(max, options, message).refine((value) => visibleLength(value) >= min, { error: message });

/** A trimmed, required text of at most `max` characters. */
export const requiredText = (max: number, message: string, options: TextOptions = {}) =>
  textAtLeast(1, max, message, options);

/**
 * A person's or business's name as others will read it (and as e-mails greet them): a name only,
 * never a link, an e-mail address or a telephone number (lib/contact-details.ts).
 */
export const personName = (max: number, message: string) =>
  requiredText(max, message).refine((value) => contactDetailKinds(value).length === 0, {
    error: invalid("nameOnly"),
  });

/** A trimmed optional text; empty or invisible-only becomes undefined. */
export const optionalText = (max: number, options: TextOptions = {}) =>
  text(max, options)
    .optional()
    .transform((value) => (value && visibleLength(value) > 0 ? value : undefined));

// PostgreSQL's integer: an id past it names no row.
export const MAX_ID = 2_147_483_647;

/**
 * A record id: a positive whole number within PostgreSQL's integer. Never coerced: a JSON body
 * sends a number ("3001" is refused), and parseId checks a route param's digits before reading it.
 */
export const idSchema = ({
  required = invalid("invalidId"),
  notAnId = invalid("invalidId"),
}: { required?: string; notAnId?: string } = {}) =>
  z
    .number({ error: required })
    .int({ error: notAnId })
    .positive({ error: notAnId })
    .max(MAX_ID, { error: notAnId });

/** A public form's hidden field: people leave it empty, bots fill it in. */
export const honeypot = z
  .string()
  .max(0, { error: invalid("submissionRejected") })
  .optional();

/** An e-mail address, with one message for every way it can be wrong. */
export const emailSchema = z
  .string({ error: invalid("emailRequired") })
  .trim()
  .max(254, { error: invalid("emailRequired") })
  .pipe(z.email({ error: invalid("emailRequired") }));

// Dates a project can have: wide enough for any real job, narrow enough that every value is a
// timestamp both databases and JavaScript print the same way (year 0 and years past 9999 are not).
export const DATE_MIN_YEAR = 2000;
export const DATE_MAX_YEAR = 2100;
const DATE_MIN = Date.UTC(DATE_MIN_YEAR, 0, 1);
const DATE_END = Date.UTC(DATE_MAX_YEAR + 1, 0, 1);
export const DATE_RANGE_MESSAGE = invalid("dateRange", { min: DATE_MIN_YEAR, max: DATE_MAX_YEAR });

/** An ISO 8601 date-time with Z or an offset, from 2000-01-01 to 2100-12-31 in UTC. */
export const isoDate = z.iso.datetime({ offset: true, error: invalid("isoDate") }).refine(
  (value) => {
    const time = Date.parse(value);
    return time >= DATE_MIN && time < DATE_END;
  },
  { error: DATE_RANGE_MESSAGE },
);

/** A request for a link by e-mail (sign-in, lost manage links): the address and the honeypot. */
export const emailLinkSchema = z.object({ email: emailSchema, website: honeypot });
export type EmailLinkInput = z.input<typeof emailLinkSchema>;
