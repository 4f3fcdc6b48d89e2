// @ts-check
// The site's languages and its clock, in one place: next.config.mjs (the catalogues it compiles),
// i18n/request.ts, the root layout, what is rendered without a request (Open Graph images, mail,
// validation messages) and every Intl formatter read them. A second language is one more entry in
// LOCALES and LOCALE_TAGS, and its messages/*.<locale>.json catalogues.

/** The locales the site is written in; each names its catalogues (messages/<locale>.json). */
export const LOCALES = /** @type {const} */ (["en"]);

/** @typedef {(typeof LOCALES)[number]} Locale */

/**
 * What a locale is called where: `intl` for Intl's dates, numbers and case rules (Canadian
 * English's, not American English's), `html` for the lang attribute and schema.org's inLanguage,
 * `openGraph` for og:locale.
 * @typedef {{ intl: string, html: string, openGraph: string }} LocaleTags
 */

/**
 * The locale of whatever is written before anyone chose a language.
 * @type {Locale}
 */
export const DEFAULT_LOCALE = "en";

/** Each locale's tags. @type {Readonly<Record<Locale, LocaleTags>>} */
export const LOCALE_TAGS = {
  en: { intl: "en-CA", html: "en-CA", openGraph: "en_CA" },
};

/**
 * Whether a stored or requested value names one of the site's locales.
 * @type {(value: string) => value is Locale}
 */
export const isLocale = (value) => /** @type {readonly string[]} */ (LOCALES).includes(value);

/**
 * The tag Intl formats a locale's dates and numbers with ("en" → "en-CA").
 * @type {(locale: Locale) => string}
 */
export const intlLocale = (locale) => LOCALE_TAGS[locale].intl;

/** The site's time zone: its dates and times are Toronto's, whoever reads them and from where. */
export const SITE_TIME_ZONE = "America/Toronto";

/**
 * The Intl tag of what code reads back or keeps rather than shows: wall-clock fields taken apart
 * with formatToParts (Latin digits, a 24-hour clock), a typed signature folded to compare it with
 * the signer's name. Not the reader's language, and not to be changed with it: the times read back
 * and which signatures match depend on it.
 */
export const INVARIANT_LOCALE = "en-CA";
