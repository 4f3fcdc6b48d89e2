// Whole numbers as Canadian English writes them, without Intl: the first Intl formatter a
// browser builds costs a slowed phone 100 to 400 ms of main thread (docs/decisions/0037-text-dates-and-numbers.md), and the
// site's one locale groups digits by commas in threes. A second locale brings its separators here.

/** A string of digits grouped by commas in threes: "1234567" → "1,234,567". */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** A whole number with its thousands grouped: 100000 → "100,000", -1234 → "-1,234". */
export function formatWholeNumber(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  return `${value < 0 ? "-" : ""}${groupThousands(String(Math.abs(value)))}`;
}
