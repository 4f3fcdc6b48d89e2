// What a template needs to write in one language: the mail messages of a locale, and dates and
// money formatted by that locale's Intl rules in Toronto's time zone.
import { createTranslator } from "next-intl";

import {
  DEFAULT_LOCALE,
  intlLocale,
  isLocale,
  SITE_TIME_ZONE,
  type Locale,
} from "@/i18n/config.mjs";
import mailEn from "@/messages/mail.en.json";

export type MailMessages = typeof mailEn;

/** Each of the site's locales has its messages/mail.<locale>.json. */
const MAIL_MESSAGES: Record<Locale, MailMessages> = { en: mailEn };

export type MailLocale = Locale;
export const DEFAULT_MAIL_LOCALE: MailLocale = DEFAULT_LOCALE;

/**
 * The locale to render a stored message in: the one it was written in, or the default for one
 * this build does not have (written by a newer release, then rolled back): sent all the same.
 */
export const mailLocaleOf = (stored: string): MailLocale =>
  isLocale(stored) ? stored : DEFAULT_MAIL_LOCALE;

const newTranslator = (locale: string, messages: MailMessages) =>
  createTranslator({ locale, messages, timeZone: SITE_TIME_ZONE });

export interface MailContext {
  /** The language tag of the HTML part. */
  locale: string;
  t: ReturnType<typeof newTranslator>;
  /** A day, e.g. "Mar 2, 2026". */
  date: (iso: string) => string;
  /** A moment to the second, with its time zone. */
  dateTime: (iso: string) => string;
  /** A span of one day, e.g. "Thursday, December 10, 2026, 9:00 – 10:30 a.m. EST". */
  window: (start: string, end: string) => string;
  money: (cents: number) => string;
  /** A change in money, always with its sign. */
  moneyChange: (cents: number) => string;
}

/** A context for any messages of the mail messages' shape (a locale's, or a test's). */
export function createMailContext(
  locale: string,
  messages: MailMessages,
  intlLocale: string = locale,
): MailContext {
  const date = new Intl.DateTimeFormat(intlLocale, { dateStyle: "long", timeZone: SITE_TIME_ZONE });
  const dateTime = new Intl.DateTimeFormat(intlLocale, {
    dateStyle: "long",
    timeStyle: "long",
    timeZone: SITE_TIME_ZONE,
  });
  const day = new Intl.DateTimeFormat(intlLocale, { dateStyle: "full", timeZone: SITE_TIME_ZONE });
  const time = new Intl.DateTimeFormat(intlLocale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: SITE_TIME_ZONE,
    timeZoneName: "short",
  });
  const money = new Intl.NumberFormat(intlLocale, { style: "currency", currency: "CAD" });
  const moneyChange = new Intl.NumberFormat(intlLocale, {
    style: "currency",
    currency: "CAD",
    signDisplay: "always",
  });
  return {
    locale,
    t: newTranslator(locale, messages),
    date: (iso) => date.format(new Date(iso)),
    dateTime: (iso) => dateTime.format(new Date(iso)),
    window: (start, end) =>
      `${day.format(new Date(start))}, ${time.formatRange(new Date(start), new Date(end))}`,
    money: (cents) => money.format(cents / 100),
    moneyChange: (cents) => moneyChange.format(cents / 100),
  };
}

const contexts = new Map<MailLocale, MailContext>();

/** The context of one of the site's mail locales, made once. */
export function mailContext(locale: MailLocale = DEFAULT_MAIL_LOCALE): MailContext {
  let context = contexts.get(locale);
  if (!context) {
    context = createMailContext(locale, MAIL_MESSAGES[locale], intlLocale(locale));
    contexts.set(locale, context);
  }
  return context;
}
