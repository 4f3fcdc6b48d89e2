import "server-only";

import { and, eq, isNull } from "drizzle-orm";

import type { Account } from "@/lib/accounts/session";
import { checkSignedToken, signedToken } from "@/lib/auth/tokens";
import { getDb } from "@/lib/db/client";
import { contractorProfiles, proposals } from "@/lib/db/schema";
import { ConflictError, CredentialRefusedError, NotFoundError } from "@/lib/errors";
import { addressKey } from "@/lib/mail/address-key";
import { absoluteUrl, proveAddress } from "@/lib/mail/outbox";
import { revalidateProfilesOf } from "@/lib/pros/revalidate";

// A proposal sent by whoever typed an address is nobody's until the address's holder claims it
// for their account with the link in its receipt: the link proves the address, the session the
// account (docs/decisions/0007-proven-addresses-and-listing.md).

const CLAIM_PURPOSE = "claim";
/** How long a receipt's claim link works. */
export const CLAIM_DAYS = 30;

/** The receipt's link that adds the proposal to the account signed in when it is opened. */
export function claimUrl(proposalId: number, now = Date.now()): string {
  const token = signedToken(CLAIM_PURPOSE, proposalId, new Date(now + CLAIM_DAYS * 86_400_000));
  return absoluteUrl(`/pro/claim#proposal=${proposalId}&token=${token}`);
}

/**
 * Adds the proposal to the signed-in account: with the receipt's link (`token`), whatever the
 * account's address; without it, only a proposal sent with the account's own mailbox, which its
 * sign-in link proved. Its address is proven, and it links to the account's profile. Claimed by
 * this account already: nothing changes. Claimed by another: refused.
 */
export async function claimProposal(
  proposalId: number,
  token: string | undefined,
  account: Account,
): Promise<{ claimed: true; proposalId: number }> {
  if (token !== undefined && !checkSignedToken(token, CLAIM_PURPOSE, proposalId)) {
    throw new CredentialRefusedError("claim_link_refused");
  }
  const db = await getDb();
  const email = await db.transaction(async (tx) => {
    const [proposal] = await tx
      .select({ email: proposals.contractorEmail, owner: proposals.contractorUserId })
      .from(proposals)
      .where(eq(proposals.id, proposalId))
      .for("update");
    if (!proposal) throw new NotFoundError("proposal_not_found");
    if (token === undefined && addressKey(proposal.email) !== addressKey(account.email)) {
      throw new CredentialRefusedError("claim_needs_receipt_link");
    }
    if (proposal.owner && proposal.owner !== account.userId) {
      throw new ConflictError("proposal_claimed", {});
    }
    const [profile] = await tx
      .select({ slug: contractorProfiles.slug })
      .from(contractorProfiles)
      .where(eq(contractorProfiles.userId, account.userId));
    await tx
      .update(proposals)
      .set({ contractorUserId: account.userId, profileSlug: profile?.slug ?? null })
      .where(and(eq(proposals.id, proposalId), isNull(proposals.contractorUserId)));
    await proveAddress(tx, proposal.email, "claim");
    return proposal.email;
  });
  await revalidateProfilesOf([email, account.email]);
  return { claimed: true, proposalId };
}
