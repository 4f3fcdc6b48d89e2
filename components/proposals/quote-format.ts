"use client";

import { useFormatter } from "next-intl";

/**
 * How a quote's dates and figures read. A quote's date is a calendar day (YYYY-MM-DD), read at
 * noon UTC and shown in UTC, so no time zone moves it to the day before.
 */
export function useQuoteFormat() {
  const format = useFormatter();
  return {
    day: (ymd: string) =>
      format.dateTime(new Date(`${ymd}T12:00:00Z`), { dateStyle: "medium", timeZone: "UTC" }),
    number: (value: number) => format.number(value, { maximumFractionDigits: 2 }),
  };
}
