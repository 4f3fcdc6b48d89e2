// Whole numbers as Canadian English writes them, without Intl: a phone's browser builds its first
// Intl formatter at a cost larger than a page's own script (docs/performance.md), and the site's
// one locale groups digits by commas in threes. A second locale brings its own separators here.

/** A string of digits grouped by commas in threes: "1234567" → "1,234,567". */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** A whole number with its thousands grouped: 100000 → "100,000", -1234 → "-1,234". */
export function formatWholeNumber(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  return `${value < 0 ? "-" : ""}${groupThousands(String(Math.abs(value)))}`;
}
