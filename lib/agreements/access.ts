import "server-only";

import { and, eq, gt, ne, sql } from "drizzle-orm";

import type { AgreementParty } from "@/lib/api-shapes";
import { hashToken, isOperatorToken, matchesHash } from "@/lib/auth/tokens";
import { getDb, type Database } from "@/lib/db/client";
import { agreementKeys, agreements, proposals, type AgreementRow } from "@/lib/db/schema";
import {
  CredentialRefusedError,
  CredentialRequiredError,
  NotAllowedError,
  NotFoundError,
} from "@/lib/errors";
import { recordManageTokenUse } from "@/lib/projects/links";
import {
  findProjectRow,
  TOKEN_EXPIRY,
  USE_RECORDED,
  type ProjectRecord,
} from "@/lib/projects/store";

// Who a token makes its holder on an agreement: the homeowner, the contractor or the operator.

/**
 * Who the token makes the viewer: the homeowner (an agreement key of theirs, or one of the
 * project's manage tokens), the contractor (a key of theirs, or the proposal's tracking token),
 * or the operator. No token, or one that fits none, is refused. Keys and manage tokens unused
 * for a year no longer work.
 */
export async function agreementViewer(
  token: string | null,
  id: number,
): Promise<AgreementParty | "operator"> {
  if (!token) throw new CredentialRequiredError("The agreement's private link is required");
  const db = await getDb();
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id));
  if (!row) throw new NotFoundError("Agreement");
  const holder = await tokenHolder(db, row, token);
  if (holder) {
    await recordAgreementTokenUse(holder, token);
    return holder.party;
  }
  if (isOperatorToken(token)) return "operator";
  throw new CredentialRefusedError("This link does not open this agreement");
}

/** The party the token makes its holder; the operator may read but not sign. */
export async function agreementParty(token: string | null, id: number): Promise<AgreementParty> {
  const viewer = await agreementViewer(token, id);
  if (viewer === "operator") {
    throw new NotAllowedError("Only the homeowner and the contractor can change or confirm it");
  }
  return viewer;
}

/** A token that opens an agreement: whose it is, and the agreement key it is, if it is one. */
interface TokenHolder {
  party: AgreementParty;
  key: { id: number; stale: boolean } | undefined;
  project: ProjectRecord | undefined;
}

/** Whose token this is among the agreement's parties; `db` may be a transaction holding a lock. */
async function tokenHolder(
  db: Database,
  row: AgreementRow,
  token: string,
): Promise<TokenHolder | undefined> {
  const keys = await db
    .select({
      id: agreementKeys.id,
      party: agreementKeys.party,
      tokenHash: agreementKeys.tokenHash,
      stale: sql<boolean>`${agreementKeys.usedAt} < ${USE_RECORDED}`,
    })
    .from(agreementKeys)
    .where(and(eq(agreementKeys.agreementId, row.id), gt(agreementKeys.usedAt, TOKEN_EXPIRY)));
  const keysOf = (party: AgreementParty) =>
    keys.filter((key) => key.party === party).map((key) => key.tokenHash);
  const project = await findProjectRow(row.projectRowId, db);
  let party: AgreementParty | undefined;
  if (matchesHash(token, [...keysOf("homeowner"), ...(project?.manageTokenHashes ?? [])])) {
    party = "homeowner";
  } else {
    const [proposal] = await db
      .select({ trackingTokenHash: proposals.trackingTokenHash })
      .from(proposals)
      .where(eq(proposals.id, row.proposalId));
    const tracking = proposal?.trackingTokenHash ? [proposal.trackingTokenHash] : [];
    if (matchesHash(token, [...keysOf("contractor"), ...tracking])) party = "contractor";
  }
  if (!party) return undefined;
  const hash = hashToken(token);
  const key = keys.find((candidate) => candidate.party === party && candidate.tokenHash === hash);
  return { party, key, project };
}

/** Records the token's use (at most once a day), so a key or manage token in use never expires. */
async function recordAgreementTokenUse(holder: TokenHolder, token: string): Promise<void> {
  if (holder.key) {
    if (!holder.key.stale) return;
    const db = await getDb();
    await db
      .update(agreementKeys)
      .set({ usedAt: sql`now()` })
      .where(eq(agreementKeys.id, holder.key.id));
  } else if (holder.party === "homeowner" && holder.project) {
    await recordManageTokenUse(holder.project, token);
  }
}

/**
 * "Sign out other links": every agreement key e-mailed to the token's holder stops working
 * except the one used, decided under the agreement's row lock: of two keys signing each other
 * out at once, one wins and the other is refused. A manage or tracking token is not a key: used,
 * it signs out all of the party's keys, and it keeps opening the agreement. Answers how many
 * working keys stopped, or undefined when the token opens it for neither party.
 */
export async function revokeAgreementKeys(
  id: number,
  token: string,
): Promise<{ revoked: number } | undefined> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(agreements)
      .where(eq(agreements.id, id))
      .for("no key update");
    if (!row) throw new NotFoundError("Agreement");
    const holder = await tokenHolder(tx, row, token);
    if (!holder) return undefined;
    const removed = await tx
      .delete(agreementKeys)
      .where(
        and(
          eq(agreementKeys.agreementId, id),
          eq(agreementKeys.party, holder.party),
          holder.key ? ne(agreementKeys.id, holder.key.id) : undefined,
        ),
      )
      .returning({ live: sql<boolean>`${agreementKeys.usedAt} > ${TOKEN_EXPIRY}` });
    return { revoked: removed.filter((key) => key.live).length };
  });
}

/**
 * "Sign out other links" for the token's holder: a party only (the operator holds no keys).
 * Refused when another of the party's links signed this one out in the meantime.
 */
export async function signOutOtherAgreementLinks(
  token: string | null,
  id: number,
): Promise<{ revoked: number }> {
  await agreementParty(token, id);
  const result = await revokeAgreementKeys(id, token!);
  if (!result) throw new CredentialRefusedError("This link does not open this agreement");
  return result;
}
