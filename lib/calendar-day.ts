// The site keeps Toronto's calendar: a moment (a project posted, an agreement confirmed) falls on
// the day it was in Toronto, and a day stored as YYYY-MM-DD (the catalogue's dates, a completion
// day) is that day wherever it is read. Reading a stored day as a moment would put it at midnight
// UTC, which in Toronto is the evening before.

import { INVARIANT_LOCALE, SITE_TIME_ZONE } from "@/i18n/config.mjs";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

let torontoFormat: Intl.DateTimeFormat | undefined;

/** The day a moment falls on in Toronto, YYYY-MM-DD. */
export function torontoDay(moment: Date = new Date()): string {
  // Built on first use, not on import: a browser's first Intl formatter is costly to build
  // (docs/performance.md), and pages that import this module without calling it should not pay.
  torontoFormat ??= new Intl.DateTimeFormat(INVARIANT_LOCALE, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: SITE_TIME_ZONE,
  });
  const parts = torontoFormat.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Whether a stored date is a calendar day (YYYY-MM-DD) rather than a moment. */
export const isDay = (value: string) => DAY.test(value);

/**
 * A day's year, month (1 to 12) and day of the month as numbers, for a message that spells the day
 * itself ("Aug 1, 2025") where building a date formatter would cost more than the page.
 */
export function dayParts(day: string): { year: number; month: number; day: number } {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** A day as a Date at noon UTC: formatted with timeZone "UTC", it reads as that day everywhere. */
export const dayAtNoonUtc = (day: string) => new Date(`${day}T12:00:00Z`);
