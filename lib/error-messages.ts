// Error messages in the reader's language: each domain and API error names its message by code,
// a key of messages/errors.<locale>.json, and the text is read where it is shown.
import { createTranslator } from "next-intl";

import { DEFAULT_LOCALE, type Locale } from "@/i18n/config.mjs";
import errorsEn from "@/messages/errors.en.json";

/** A stable name for what went wrong: the API's `code`, and its message's key. */
export type ErrorCode = keyof typeof errorsEn.errors;
/** The codes of records that do not exist, e.g. "project_not_found". */
export type NotFoundCode = Extract<ErrorCode, `${string}_not_found`>;
/** The values a message names, e.g. the first project's number in `project_repeated`. */
export type ErrorValues = Record<string, string>;

/** Each of the site's locales has its messages/errors.<locale>.json. */
const CATALOGUES: Record<Locale, typeof errorsEn> = { en: errorsEn };

const translators = new Map<Locale, (code: ErrorCode, values: ErrorValues) => string>();

/** The message of `code` in `locale`, its placeholders filled from `values`. */
export function errorText(
  code: ErrorCode,
  values: ErrorValues = {},
  locale: Locale = DEFAULT_LOCALE,
) {
  let translate = translators.get(locale);
  if (!translate) {
    const t = createTranslator({ locale, messages: CATALOGUES[locale], namespace: "errors" });
    translate = (key, vars) => t(key, vars);
    translators.set(locale, translate);
  }
  return translate(code, values);
}
