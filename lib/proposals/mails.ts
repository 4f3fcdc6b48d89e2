import "server-only";

import { site } from "@/content/site";
import type { Database } from "@/lib/db/client";
import type { ProjectRow, ProposalRow } from "@/lib/db/schema";
import { absoluteUrl, enqueueMail } from "@/lib/mail/outbox";
import type { ProposalSummary } from "@/lib/mail/templates";
import { catalogueProject } from "@/lib/projects/catalogue";
import { claimUrl } from "./claim";
import { biddersOf } from "./store";
import { displayIdOf } from "./views";

// The messages a proposal sends: the contractor's receipt with the tracking link, the outcome (to
// its contractor, and to the other bidders), and the owner's notice of a withdrawal (the notice of a new proposal is lib/mail/outbox.ts's
// digest).

/** A proposal as the owner's messages list it. */
export const summaryOf = (row: ProposalRow): ProposalSummary => ({
  id: row.id,
  contractor: row.contractorName,
  bid: row.bidAmount,
  total: exactTotalOf(row),
  timeline: row.timeline,
});

/** An itemised quote's exact total, which every message shows instead of the range. */
const exactTotalOf = (row: ProposalRow) =>
  row.details ? { cents: row.details.totalCents, hst: row.details.hstRegistered } : undefined;

/** The contractor's private tracking link for a proposal. */
export const trackUrl = (proposalId: number, token: string) =>
  absoluteUrl(`/proposal/${proposalId}#track=${encodeURIComponent(token)}`);

/** The title a proposal's messages name: the posted project's, or the sample request's. */
function titleOf(row: ProposalRow, project: ProjectRow | undefined): string {
  return project?.title ?? catalogueProject(row.sampleDisplayId!)?.title ?? "";
}

/**
 * The contractor's receipt, with the private tracking link; answers whether it was sent. A
 * proposal sent by whoever typed the address carries the link that lets the address's holder
 * claim it for their account; one sent from the account's session is theirs already (and its
 * receipt is something they asked for, not a first contact).
 */
export function mailReceipt(
  tx: Database,
  row: ProposalRow,
  { title, trackingToken }: { title: string; trackingToken: string },
): Promise<boolean> {
  const claim = row.contractorUserId ? {} : { claimUrl: claimUrl(row.id) };
  return enqueueMail(tx, {
    template: "proposal-receipt",
    recipient: row.contractorEmail,
    requestedByRecipient: row.contractorUserId !== null,
    payload: {
      project: displayIdOf(row),
      contractor: row.contractorName,
      title,
      bid: row.bidAmount,
      total: exactTotalOf(row),
      example: row.projectRowId === null,
      timeline: row.timeline,
      private: { trackUrl: trackUrl(row.id, trackingToken), ...claim },
    },
  });
}

/**
 * The owner's decision, to the contractor; an acceptance releases the homeowner's name and
 * e-mail (the site's own for a sample request). A decline of a proposal with a written agreement
 * says that the agreement is withdrawn. Answers whether it will be sent (the mail budget of an
 * address nobody proved may hold it back).
 */
export async function mailOutcome(
  tx: Database,
  stored: ProposalRow,
  project: ProjectRow | undefined,
  status: "accepted" | "declined",
  withAgreement = false,
): Promise<boolean> {
  const common = {
    project: displayIdOf(stored),
    contractor: stored.contractorName,
    title: titleOf(stored, project),
    bid: stored.bidAmount,
    total: exactTotalOf(stored),
    timeline: stored.timeline,
  };
  // Whether it will be sent: the owner's screen says so when it is held back.
  return status === "accepted"
    ? enqueueMail(tx, {
        template: "proposal-accepted",
        recipient: stored.contractorEmail,
        payload: {
          ...common,
          projectUrl: absoluteUrl(`/project/${displayIdOf(stored)}`),
          homeowner: project
            ? { name: project.homeowner, email: project.homeownerEmail }
            : { name: "TorontoPros", email: site.email },
        },
      })
    : enqueueMail(tx, {
        template: "proposal-declined",
        recipient: stored.contractorEmail,
        payload: {
          ...common,
          dashboardUrl: absoluteUrl("/contractor-dashboard"),
          ...(withAgreement ? { agreement: "withdrawn" as const } : {}),
        },
      });
}

/** A withdrawn proposal, to the project's owner. */
export async function mailWithdrawn(
  tx: Database,
  stored: ProposalRow,
  project: ProjectRow,
): Promise<void> {
  if (!project.homeownerEmail) return;
  await enqueueMail(tx, {
    template: "proposal-withdrawn",
    recipient: project.homeownerEmail,
    payload: {
      project: displayIdOf(stored),
      name: project.homeowner,
      title: project.title,
      proposal: summaryOf(stored),
      projectUrl: absoluteUrl(`/project/${displayIdOf(stored)}`),
    },
  });
}

/**
 * The project's other pending bidders, once per address, when the homeowner accepts a proposal
 * ("hired": theirs cannot be accepted while it stands) or takes that acceptance back ("reopened").
 * Nothing of the chosen proposal is in it.
 */
export async function mailOtherBidders(
  tx: Database,
  decided: ProposalRow,
  project: ProjectRow,
  outcome: "hired" | "reopened",
): Promise<void> {
  const bidders = await biddersOf(tx, project.id, ["pending"], decided.id);
  const displayId = displayIdOf(decided);
  for (const bidder of bidders) {
    await enqueueMail(tx, {
      template: "hired-elsewhere",
      recipient: bidder.email,
      payload: {
        project: displayId,
        contractor: bidder.name,
        title: project.title,
        outcome,
        projectUrl: absoluteUrl(`/project/${displayId}`),
      },
    });
  }
}
