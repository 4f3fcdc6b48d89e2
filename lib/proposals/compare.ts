// What the owner's comparison of proposals shows and in which order: pure functions over the
// owner's proposal shape, so the order and the credential checks are the same in the list, the
// comparison and the tests.
import {
  credentialsFor,
  statedWork,
  type CredentialKind,
  type StatedWork,
} from "@/content/credentials";
import type { OwnerProposal, ProposalCredentials } from "@/lib/proposals/shapes";
import { priceSpan } from "@/lib/price";

/** The fields the ordering reads (an OwnerProposal has them all). */
export type ComparableProposal = Pick<
  OwnerProposal,
  "id" | "status" | "bidAmount" | "submittedDate"
> & { structured: { totalCents: number } | null };

export type CompareSort = "total" | "date";

/** The aspects the comparison shows, one row each, in this order (contractor and status head each column). */
export const COMPARE_ASPECTS = [
  "total",
  "subtotal",
  "hst",
  "deposit",
  "schedule",
  "dates",
  "warranty",
  "permits",
  "credentials",
  "approach",
  "timeline",
] as const;
export type CompareAspect = (typeof COMPARE_ASPECTS)[number];

/** The proposals a comparison holds: every one the contractor has not withdrawn. */
export const comparableProposals = <P extends ComparableProposal>(proposals: readonly P[]) =>
  proposals.filter((proposal) => proposal.status !== "withdrawn");

/** A comparison needs two proposals at least. */
export const canCompare = (proposals: readonly ComparableProposal[]) =>
  comparableProposals(proposals).length >= 2;

/** A simple proposal's lowest possible price in cents: its range's lower bound ("Under $1,000" is 0). */
export const rangeLowCents = (bidAmount: string) => Math.round(priceSpan(bidAmount).low * 100);

const submitted = (proposal: ComparableProposal) => Date.parse(proposal.submittedDate);

const earlierFirst = (a: ComparableProposal, b: ComparableProposal) =>
  submitted(a) - submitted(b) || a.id - b.id;

/**
 * By total: itemised quotes first, lowest total first; then simple proposals by their range's
 * lower bound; equal figures by submission, earlier first. By date: newest first.
 */
export function sortForComparison<P extends ComparableProposal>(
  proposals: readonly P[],
  by: CompareSort,
): P[] {
  const list = [...proposals];
  if (by === "date") return list.sort((a, b) => earlierFirst(b, a));
  return list.sort((a, b) => {
    if (a.structured && b.structured) {
      return a.structured.totalCents - b.structured.totalCents || earlierFirst(a, b);
    }
    if (a.structured) return -1;
    if (b.structured) return 1;
    return rangeLowCents(a.bidAmount) - rangeLowCents(b.bidAmount) || earlierFirst(a, b);
  });
}

/**
 * The proposals whose total is the lowest (all of them on a tie). Only a fact when there is
 * something to compare: two proposals at least, and no simple proposal whose range could start
 * below that total.
 */
export function lowestTotalIds(proposals: readonly ComparableProposal[]): Set<number> {
  const compared = comparableProposals(proposals);
  const itemised = compared.filter((proposal) => proposal.structured);
  if (compared.length < 2 || itemised.length === 0) return new Set();
  const lowest = Math.min(...itemised.map((proposal) => proposal.structured!.totalCents));
  const undercut = compared.some(
    (proposal) => !proposal.structured && rangeLowCents(proposal.bidAmount) < lowest,
  );
  if (undercut) return new Set();
  return new Set(
    itemised
      .filter((proposal) => proposal.structured!.totalCents === lowest)
      .map((proposal) => proposal.id),
  );
}

/** One credential that applies to the project, and the number the proposal gives (or null). */
export interface CredentialCheck {
  kind: CredentialKind;
  required: boolean;
  number: string | null;
}

/**
 * The credentials that apply to a project of this category and location, and to the work the
 * proposal states (`statedWork`: gas work or not), each with the number the proposal states. A
 * simple proposal (no credentials) states none.
 */
export function credentialChecks(
  given: ProposalCredentials | null | undefined,
  category: string,
  location: string,
  work: StatedWork = {},
): CredentialCheck[] {
  return credentialsFor(category, location, work).map((rule) => ({
    kind: rule.kind,
    required: rule.required,
    number: given?.[rule.kind] ?? null,
  }));
}

/**
 * The credential checks shown with a proposal, to its owner and to its contractor alike: every
 * one that applies beside an itemised quote; for a simple proposal, which states no licences,
 * only the required ones.
 */
export function shownCredentialChecks(
  proposal: {
    structured: { credentials?: ProposalCredentials | null; gasWork?: boolean } | null;
  },
  category: string,
  location: string,
): CredentialCheck[] {
  const checks = credentialChecks(
    proposal.structured?.credentials,
    category,
    location,
    statedWork(proposal.structured),
  );
  return proposal.structured ? checks : checks.filter((check) => check.required);
}

/** The required credentials a proposal lacks: a warning for the owner. */
export const missingRequired = (checks: readonly CredentialCheck[]) =>
  checks.filter((check) => check.required && !check.number).map((check) => check.kind);

/**
 * The deposit as a percentage of the total: as the contractor gave it, or the amount's share of
 * the total to one decimal (a rounded figure to read, not to compute with).
 */
export function depositPercent(
  deposit: { kind: "amount"; cents: number } | { kind: "percent"; percent: number },
  totalCents: number,
): number {
  if (deposit.kind === "percent") return deposit.percent;
  if (totalCents === 0) return 0;
  return Math.round((deposit.cents * 1000) / totalCents) / 10;
}
