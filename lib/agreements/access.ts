import "server-only";

import { and, eq, gt, ne, sql } from "drizzle-orm";

import type { AgreementParty } from "@/lib/agreements/shapes";
import { hashToken, isOperatorToken, matchesHash } from "@/lib/auth/tokens";
import { getDb, type Database } from "@/lib/db/client";
import { agreementKeys, agreements, proposals, type AgreementRow } from "@/lib/db/schema";
import {
  CredentialRefusedError,
  CredentialRequiredError,
  NotAllowedError,
  NotFoundError,
} from "@/lib/errors";
import type { Account } from "@/lib/accounts/session";
import { proveAddress } from "@/lib/mail/outbox";
import { recordManageTokenUse } from "@/lib/projects/links";
import {
  findProjectRow,
  TOKEN_EXPIRY,
  USE_RECORDED,
  type ProjectRecord,
} from "@/lib/projects/store";

// Who a token (or a signed-in session) makes its holder on an agreement: the homeowner, the
// contractor or the operator, and whether that party proved it is itself
// (docs/decisions/0007-proven-addresses-and-listing.md): a key e-mailed to its address, or the
// contractor's signed-in account that the proposal is proven to be of. The project's manage token
// and the proposal's tracking token were handed to whoever posted or sent, so they open the
// agreement but bind nobody.

/** How a party proved it is itself: a key e-mailed to it, or the contractor's own session. */
export type AgreementProof = "key" | "session";

/** A party acting on an agreement, and its proof (null: a manage or tracking token only). */
export interface AgreementActor {
  party: AgreementParty;
  proof: AgreementProof | null;
}

/**
 * Who the credentials make the viewer: the homeowner (an agreement key of theirs, or one of the
 * project's manage tokens), the contractor (a key of theirs, the proposal's tracking token, or the
 * signed-in account the proposal is of), or the operator. Nothing that fits is refused. Keys and
 * manage tokens unused for a year no longer work.
 */
export async function agreementViewer(
  token: string | null,
  id: number,
  account: Account | null = null,
): Promise<AgreementActor | "operator"> {
  const db = await getDb();
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id));
  if (!token && !account) {
    throw new CredentialRequiredError("agreement_link_required");
  }
  if (!row) throw new NotFoundError("agreement_not_found");
  const holder = token ? await tokenHolder(db, row, token) : undefined;
  const own = account ? await sessionParty(db, row, account) : false;
  if (holder) {
    await recordAgreementTokenUse(holder, token!);
    const proof = holder.key ? "key" : holder.party === "contractor" && own ? "session" : null;
    return { party: holder.party, proof };
  }
  if (token && isOperatorToken(token)) return "operator";
  if (own) return { party: "contractor", proof: "session" };
  if (!token) throw new CredentialRequiredError("agreement_link_required");
  throw new CredentialRefusedError("agreement_link_refused");
}

/** The party the credentials make their holder; the operator may read but not act. */
export async function agreementParty(
  token: string | null,
  id: number,
  account: Account | null = null,
): Promise<AgreementActor> {
  const viewer = await agreementViewer(token, id, account);
  if (viewer === "operator") {
    throw new NotAllowedError("agreement_parties_only");
  }
  return viewer;
}

/**
 * The party, for what binds it or speaks for it in public (confirming, a change order, the
 * completion, a review): only with its proof. A manage or tracking token alone is refused, naming
 * the way that works.
 */
export async function provenAgreementParty(
  token: string | null,
  id: number,
  account: Account | null = null,
): Promise<AgreementActor & { proof: AgreementProof }> {
  const actor = await agreementParty(token, id, account);
  if (!actor.proof) {
    throw new NotAllowedError("proof_required", { party: actor.party });
  }
  return { ...actor, proof: actor.proof };
}

/** Whether the signed-in account is the one the agreement's proposal is proven to be of. */
async function sessionParty(db: Database, row: AgreementRow, account: Account) {
  const [proposal] = await db
    .select({ owner: proposals.contractorUserId })
    .from(proposals)
    .where(eq(proposals.id, row.proposalId));
  return proposal?.owner === account.userId;
}

/** A token that opens an agreement: whose it is, and the agreement key it is, if it is one. */
interface TokenHolder {
  party: AgreementParty;
  key: { id: number; stale: boolean } | undefined;
  project: ProjectRecord | undefined;
  /** The party's address: where its keys were e-mailed. */
  email: string | null;
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
  let email: string | null = null;
  if (matchesHash(token, [...keysOf("homeowner"), ...(project?.manageTokenHashes ?? [])])) {
    party = "homeowner";
    email = project?.homeownerEmail ?? null;
  } else {
    const [proposal] = await db
      .select({
        trackingTokenHash: proposals.trackingTokenHash,
        email: proposals.contractorEmail,
      })
      .from(proposals)
      .where(eq(proposals.id, row.proposalId));
    const tracking = proposal?.trackingTokenHash ? [proposal.trackingTokenHash] : [];
    if (matchesHash(token, [...keysOf("contractor"), ...tracking])) party = "contractor";
    email = proposal?.email ?? null;
  }
  if (!party) return undefined;
  const hash = hashToken(token);
  const key = keys.find((candidate) => candidate.party === party && candidate.tokenHash === hash);
  return { party, key, project, email };
}

/**
 * Records the token's use (at most once a day), so a key or manage token in use never expires; a
 * key's use proves its party's address (it was e-mailed there).
 */
async function recordAgreementTokenUse(holder: TokenHolder, token: string): Promise<void> {
  if (holder.key) {
    const db = await getDb();
    if (holder.email) await proveAddress(db, holder.email, "agreement-key");
    if (!holder.key.stale) return;
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
    if (!row) throw new NotFoundError("agreement_not_found");
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
  if (!token) throw new CredentialRequiredError("agreement_link_required");
  const result = await revokeAgreementKeys(id, token);
  if (!result) throw new CredentialRefusedError("agreement_link_refused");
  return result;
}
