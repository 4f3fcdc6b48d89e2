import "server-only";

import { checkSignedToken, isOperatorToken, matchesHash } from "@/lib/auth/tokens";
import type { ProposalRow } from "@/lib/db/schema";
import { CredentialRefusedError, CredentialRequiredError, NotFoundError } from "@/lib/errors";
import { projectAccess, type ProjectAccess } from "@/lib/projects/access";
import { findProjectRow } from "@/lib/projects/store";

/**
 * Who may accept or decline a proposal: its project's owner or the operator. A sample request
 * has no owner: the operator alone decides on its proposals.
 */
export async function proposalDecider(
  token: string | null,
  proposal: ProposalRow,
): Promise<ProjectAccess> {
  if (proposal.projectRowId === null) {
    if (!token) throw new CredentialRequiredError("A manage token is required for this project");
    if (isOperatorToken(token)) return "operator";
    throw new CredentialRefusedError("This token does not allow changes to this project");
  }
  const project = await findProjectRow(proposal.projectRowId);
  if (!project) throw new NotFoundError("Proposal");
  return projectAccess(token, project);
}

/** What a signed tracking token is for (lib/accounts/work.ts issues them to a signed-in sender). */
export const TRACKING_PURPOSE = "track";

/**
 * The holder of a proposal's tracking token (the contractor who sent it): the e-mailed one, or
 * one their own place (/pro) signed for them. No token, or a wrong one (or a proposal sent
 * before tracking existed), is refused.
 */
export function checkTrackingToken(token: string | null, proposal: ProposalRow): void {
  if (!token) throw new CredentialRequiredError("The proposal's tracking token is required");
  if (checkSignedToken(token, TRACKING_PURPOSE, proposal.id)) return;
  if (!proposal.trackingTokenHash || !matchesHash(token, proposal.trackingTokenHash)) {
    throw new CredentialRefusedError("This tracking link does not belong to this proposal");
  }
}
