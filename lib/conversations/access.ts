import "server-only";

import type { Account } from "@/lib/accounts/session";
import { agreementViewer } from "@/lib/agreements/access";
import { agreementIdsOf } from "@/lib/agreements/store";
import { isOperatorToken, matchesHash } from "@/lib/auth/tokens";
import type { ProposalRow } from "@/lib/db/schema";
import {
  CredentialRefusedError,
  CredentialRequiredError,
  NotAllowedError,
  NotFoundError,
} from "@/lib/errors";
import { addressKey } from "@/lib/mail/address-key";
import { recordManageTokenUse } from "@/lib/projects/links";
import { findProjectRow, type ProjectRecord } from "@/lib/projects/store";
import { checkTrackingToken } from "@/lib/proposals/access";
import { findProposal } from "@/lib/proposals/store";
import type { ConversationSide } from "./shapes";

// Who may read and write a proposal's conversation: its two parties only, each proven by what
// was handed to them (docs/decisions/0024-questions-notes-and-conversations.md). The homeowner: one of the project's manage tokens,
// or an agreement key of theirs. The contractor: the proposal's tracking token, an agreement key
// of theirs, or the signed-in account the proposal is proven to be of. The operator's token opens
// nothing here: what the two write to each other is theirs.

export interface ConversationParty {
  side: ConversationSide;
  /** Whom the per-account limit counts the party's messages against (proposal_messages). */
  senderKey: string;
  proposal: ProposalRow;
  project: ProjectRecord;
}

const senderKeyOf = (side: ConversationSide, proposal: ProposalRow, project: ProjectRecord) => {
  if (side === "contractor") {
    return proposal.contractorUserId
      ? `user:${proposal.contractorUserId}`
      : `proposal:${proposal.id}`;
  }
  return project.homeownerEmail
    ? `owner:${addressKey(project.homeownerEmail)}`
    : `project:${project.id}`;
};

/** The side a token makes its holder on this proposal's conversation, or null. */
async function tokenSide(
  token: string,
  proposal: ProposalRow,
  project: ProjectRecord,
  account: Account | null,
): Promise<ConversationSide | null> {
  try {
    checkTrackingToken(token, proposal);
    return "contractor";
  } catch (error) {
    if (!(error instanceof CredentialRefusedError)) throw error;
  }
  if (matchesHash(token, project.manageTokenHashes)) {
    await recordManageTokenUse(project, token);
    return "homeowner";
  }
  const agreementId = (await agreementIdsOf([proposal.id])).get(proposal.id);
  if (agreementId === undefined) return null;
  try {
    const viewer = await agreementViewer(token, agreementId, account);
    return viewer === "operator" ? null : viewer.party;
  } catch (error) {
    if (error instanceof CredentialRefusedError || error instanceof CredentialRequiredError) {
      return null;
    }
    throw error;
  }
}

/**
 * The party the credentials make the caller on the proposal's conversation. A proposal on a
 * sample request has no homeowner to talk to: not found, as a proposal that does not exist.
 */
export async function conversationParty(
  proposalId: number,
  token: string | null,
  account: Account | null,
): Promise<ConversationParty> {
  const proposal = await findProposal(proposalId);
  if (!proposal || proposal.projectRowId === null)
    throw new NotFoundError("conversation_not_found");
  const project = await findProjectRow(proposal.projectRowId);
  if (!project) throw new NotFoundError("conversation_not_found");
  const party = (side: ConversationSide): ConversationParty => ({
    side,
    senderKey: senderKeyOf(side, proposal, project),
    proposal,
    project,
  });
  if (token) {
    if (isOperatorToken(token)) {
      throw new NotAllowedError("conversation_private");
    }
    const side = await tokenSide(token, proposal, project, account);
    if (side) return party(side);
    throw new CredentialRefusedError("conversation_link_refused");
  }
  if (!account) {
    throw new CredentialRequiredError("conversation_credential_required");
  }
  if (proposal.contractorUserId !== account.userId) {
    throw new NotAllowedError("conversation_other_account");
  }
  return party("contractor");
}
