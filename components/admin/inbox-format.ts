import { useFormatter } from "next-intl";

/** The items with the latest date first, the list itself left as it was. */
export const newestFirst = <T>(items: T[], date: (item: T) => string) =>
  [...items].sort((a, b) => date(b).localeCompare(date(a)));

/** A date and time as the inbox shows them ("Nov 25, 2026, 5:20 p.m."). */
export function useDateTime() {
  const format = useFormatter();
  return (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
}
