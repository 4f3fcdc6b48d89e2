// A figure must follow a dollar sign: "Within 2 weeks" or "3 bedrooms" name no price. A "k" right
// after it means thousands ("$2k" is 2,000), unless it starts a word ("$500 kitchen").
const DOLLAR_FIGURE = /\$\s*(\d[\d,]*(?:\.\d+)?)(?:\s*(k)(?![a-z]))?/gi;

/** Every dollar figure in a price text, e.g. "$8,500 - $12,000" -> [8500, 12000]. */
export function priceFigures(text: string): number[] {
  return [...text.matchAll(DOLLAR_FIGURE)].map((match) => {
    const value = Number(match[1]!.replace(/,/g, ""));
    return match[2] ? value * 1000 : value;
  });
}

/** The first dollar figure of a price text (used to sort by price); Infinity when there is none. */
export function firstPriceFigure(text: string | undefined): number {
  const [first] = priceFigures(text ?? "");
  return first ?? Number.POSITIVE_INFINITY;
}

/**
 * The span a price range covers: "$1,000 - $2,500" is 1,000 to 2,500, "Under $1,000" 0 to 1,000,
 * "$100,000+" and "Over $100,000" at least 100,000 (open-ended). A text without figures is 0.
 */
export function priceSpan(text: string): { low: number; high: number; openEnded: boolean } {
  const [first = 0, second = first] = priceFigures(text);
  const trimmed = text.trim();
  if (/^under\b/i.test(trimmed)) return { low: 0, high: first, openEnded: false };
  return { low: first, high: second, openEnded: trimmed.endsWith("+") || /^over\b/i.test(trimmed) };
}

/** The price a card shows: price, else budget, else homeownerBudget, else null. */
export function displayPrice(project: {
  price?: string | null;
  budget?: string | null;
  homeownerBudget?: string | null;
}): string | null {
  return project.price || project.budget || project.homeownerBudget || null;
}
