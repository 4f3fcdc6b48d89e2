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
    if (!token) throw new CredentialRequiredError("manage_token_required");
    if (isOperatorToken(token)) return "operator";
    throw new CredentialRefusedError("manage_token_refused");
  }
  const project = await findProjectRow(proposal.projectRowId);
  if (!project) throw new NotFoundError("proposal_not_found");
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
  if (!token) throw new CredentialRequiredError("tracking_token_required");
  if (checkSignedToken(token, TRACKING_PURPOSE, proposal.id)) return;
  if (!proposal.trackingTokenHash || !matchesHash(token, proposal.trackingTokenHash)) {
    throw new CredentialRefusedError("tracking_token_refused");
  }
}
