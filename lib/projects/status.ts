// One vocabulary for where a project stands, read by the badge, the owner's status select, the
// contractor's tracking page and the dashboard. The stored status is what the owner chose; a hire
// and a confirmed agreement come from the proposals and the agreement, so they are derived here.
import { BIDDING_STATUSES } from "@/lib/projects/project";
import type { ProjectStatus } from "@/lib/validation/options";

export const SHOWN_STATUSES = [
  "open",
  "hired",
  "agreement-confirmed",
  "in-progress",
  "completed",
  "cancelled",
] as const;
export type ShownStatus = (typeof SHOWN_STATUSES)[number];

export interface StatusFacts {
  status: string;
  proposalAccepted: boolean;
  agreementConfirmed?: boolean;
}

/**
 * The word for where a project stands. A bidding status (open, and the older estimation stages)
 * reads "Open for proposals" until the owner accepts a proposal ("Hired"), then "Agreement
 * confirmed" once both parties confirmed the written agreement. The owner's own choices (in
 * progress, completed, cancelled) stand as they are.
 */
export function shownStatus({
  status,
  proposalAccepted,
  agreementConfirmed,
}: StatusFacts): ShownStatus {
  if (status === "in-progress" || status === "completed" || status === "cancelled") return status;
  if (!BIDDING_STATUSES.includes(status)) return "open";
  if (agreementConfirmed) return "agreement-confirmed";
  return proposalAccepted ? "hired" : "open";
}

/**
 * The stored statuses the owner may choose next, the current one first: work starts (in
 * progress) from open or hired, finishes (completed) only once it started, and a project can be
 * cancelled until it is completed. A completed project can go back to in progress (marked by
 * mistake), a cancelled one can reopen.
 */
export function statusMoves(facts: StatusFacts): ProjectStatus[] {
  const current = facts.status as ProjectStatus;
  switch (shownStatus(facts)) {
    case "open":
    case "hired":
    case "agreement-confirmed":
      return [current, "in-progress", "cancelled"];
    case "in-progress":
      return ["in-progress", "completed", "cancelled"];
    case "completed":
      return ["completed", "in-progress"];
    case "cancelled":
      return ["cancelled", "open"];
  }
}

/** What a project would be shown as after the owner chooses `status`. */
export const shownAfter = (facts: StatusFacts, status: string): ShownStatus =>
  shownStatus({ ...facts, status });
