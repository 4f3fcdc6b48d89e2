// The fixed option lists of the forms: the stored value is the label a person sees.
export { CATEGORY_NAMES } from "@/content/category-names";

export const BUDGET_OPTIONS = [
  "Under $1,000",
  "$1,000 - $5,000",
  "$5,000 - $10,000",
  "$10,000 - $25,000",
  "$25,000 - $50,000",
  "$50,000 - $100,000",
  "Over $100,000",
] as const;

export const TIMELINE_OPTIONS = [
  "ASAP",
  "Within 1 week",
  "Within 1 month",
  "Within 3 months",
  "Within 6 months",
  "No rush",
] as const;

export const URGENCY_OPTIONS = ["low", "medium", "high"] as const;
export type Urgency = (typeof URGENCY_OPTIONS)[number];

export const PROJECT_STATUSES = [
  "open",
  "awaiting-estimation",
  "estimated",
  "in-progress",
  "pending",
  "completed",
  "cancelled",
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * Why a project closed without a hire on the site (its status then `cancelled`): the owner's
 * answer to a reminder, or 30 days without activity.
 */
export const CLOSED_REASONS = ["hired-elsewhere", "postponed", "not-going-ahead", "quiet"] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

// Small jobs first (a repair, a fixture, a day's work), then the ranges from $5,000 up.
export const BID_AMOUNT_OPTIONS = [
  "Under $1,000",
  "$1,000 - $2,500",
  "$2,500 - $5,000",
  "$5,000 - $10,000",
  "$10,000 - $15,000",
  "$15,000 - $20,000",
  "$20,000 - $25,000",
  "$25,000 - $30,000",
  "$30,000 - $40,000",
  "$40,000 - $50,000",
  "$50,000 - $75,000",
  "$75,000 - $100,000",
  "$100,000+",
] as const;

// "Under $1,000", "$1,000 - $2,500", "$100,000+": each range holds its lower bound and not its
// upper one, so $5,000.00 is "$5,000 - $10,000".
const dollars = (text: string) => Number(text.replaceAll(",", "")) * 100;
const BID_RANGES = BID_AMOUNT_OPTIONS.map((label) => {
  const under = /^Under \$([\d,]+)$/.exec(label);
  if (under) return { label, low: 0, high: dollars(under[1]!) };
  const between = /^\$([\d,]+) - \$([\d,]+)$/.exec(label);
  if (between) return { label, low: dollars(between[1]!), high: dollars(between[2]!) };
  const over = /^\$([\d,]+)\+$/.exec(label);
  if (over) return { label, low: dollars(over[1]!), high: Infinity };
  throw new Error(`Bid option without a range: ${label}`);
});

/** The bid range option that holds a total in cents. */
export function bidRangeOf(totalCents: number): (typeof BID_AMOUNT_OPTIONS)[number] {
  const range = BID_RANGES.find((option) => totalCents >= option.low && totalCents < option.high);
  return range!.label;
}

export const PROPOSAL_TIMELINE_OPTIONS = [
  "1-2 days",
  "3-5 days",
  "1 week",
  "2 weeks",
  "3 weeks",
  "1 month",
  "2 months",
  "3 months",
  "4-6 months",
  "6+ months",
] as const;

// A contractor may withdraw a pending proposal through its tracking link.
export const PROPOSAL_STATUSES = ["pending", "accepted", "declined", "withdrawn"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** How many days a proposal stands, as its contractor chooses (lib/proposals/validity.ts). */
export const PROPOSAL_VALID_DAYS = { min: 7, max: 90, default: 30 } as const;
