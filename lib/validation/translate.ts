// Validation messages in the reader's language: the API's error answers and the forms' errors.
import { createTranslator } from "next-intl";

import { DEFAULT_LOCALE, type Locale } from "@/i18n/config.mjs";
import validationEn from "@/messages/validation.en.json";
import type { ValidationKey } from "./messages";

const ENCODED = /^([A-Za-z]+)(?: (\{.*\}))?$/s;

/** The key and values of a message written with `invalid`, or undefined for any other text. */
export function decodeValidation(
  message: string,
): { key: ValidationKey; values: Record<string, string> } | undefined {
  const match = ENCODED.exec(message);
  if (!match || !(match[1]! in validationEn.validation)) return undefined;
  let values: Record<string, string> = {};
  if (match[2]) {
    try {
      values = JSON.parse(match[2]) as Record<string, string>;
    } catch {
      return undefined;
    }
  }
  return { key: match[1] as ValidationKey, values };
}

/** Each of the site's locales has its messages/validation.<locale>.json. */
const CATALOGUES: Record<Locale, typeof validationEn> = { en: validationEn };
export type ValidationLocale = Locale;

const translators = new Map<ValidationLocale, (key: ValidationKey, values: object) => string>();

function translatorFor(locale: ValidationLocale) {
  let translate = translators.get(locale);
  if (!translate) {
    const t = createTranslator({
      locale,
      messages: CATALOGUES[locale],
      namespace: "validation",
    });
    translate = (key, values) => t(key, values as Record<string, string>);
    translators.set(locale, translate);
  }
  return translate;
}

/**
 * A message in the reader's language. Text not written with `invalid` (zod's own defaults for
 * checks that name no message) passes through as it is.
 */
export function translateValidation(
  message: string,
  locale: ValidationLocale = DEFAULT_LOCALE,
): string {
  const decoded = decodeValidation(message);
  return decoded ? translatorFor(locale)(decoded.key, decoded.values) : message;
}
