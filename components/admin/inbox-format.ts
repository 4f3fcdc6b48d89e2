import { useFormatter } from "next-intl";

/** A date and time as the inbox shows them ("Nov 25, 2026, 5:20 p.m."). */
export function useDateTime() {
  const format = useFormatter();
  return (iso: string) => format.dateTime(new Date(iso), { dateStyle: "long", timeStyle: "short" });
}
