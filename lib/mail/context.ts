// What a template needs to write in one language: the mail messages of a locale, and dates and
// money formatted by that locale's Intl rules in Toronto's time zone.
import { createTranslator } from "next-intl";

import mailEn from "@/messages/mail.en.json";

export type MailMessages = typeof mailEn;

/** A second language is one more entry here and its messages/mail.<locale>.json. */
const MAIL_LOCALES = {
  en: { messages: mailEn, intlLocale: "en-CA" },
} satisfies Record<string, { messages: MailMessages; intlLocale: string }>;

export type MailLocale = keyof typeof MAIL_LOCALES;
export const DEFAULT_MAIL_LOCALE: MailLocale = "en";

const TIME_ZONE = "America/Toronto";

const newTranslator = (locale: string, messages: MailMessages) =>
  createTranslator({ locale, messages, timeZone: TIME_ZONE });

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
  const date = new Intl.DateTimeFormat(intlLocale, { dateStyle: "long", timeZone: TIME_ZONE });
  const dateTime = new Intl.DateTimeFormat(intlLocale, {
    dateStyle: "long",
    timeStyle: "long",
    timeZone: TIME_ZONE,
  });
  const day = new Intl.DateTimeFormat(intlLocale, { dateStyle: "full", timeZone: TIME_ZONE });
  const time = new Intl.DateTimeFormat(intlLocale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: TIME_ZONE,
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
    const { messages, intlLocale } = MAIL_LOCALES[locale];
    context = createMailContext(locale, messages, intlLocale);
    contexts.set(locale, context);
  }
  return context;
}
