import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Components never pass a utility that conflicts with one they already have
 * (tests/e2e/class-conflicts.spec.ts checks the pages), so no merging library is sent to the
 * browser.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}

/**
 * The items with the latest date first (dates as ISO 8601 text in UTC, which sort as text), the
 * list itself left as it was. Compared as text, not with localeCompare: its first call builds a
 * collator, which on a phone cost the dashboard more than the sort (docs/performance.md).
 */
export const newestFirst = <T>(items: T[], date: (item: T) => string) =>
  [...items].sort((a, b) => {
    const first = date(a);
    const second = date(b);
    return first < second ? 1 : first > second ? -1 : 0;
  });
