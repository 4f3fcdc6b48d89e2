import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { hashToken, matchesHash, newSecretToken } from "@/lib/auth/tokens";
import { getDb, type Database } from "@/lib/db/client";
import { manageLinks, projects } from "@/lib/db/schema";
import { absoluteUrl } from "@/lib/mail/outbox";
import type { ReminderAnswer } from "./follow-up-answers";
import { postedDisplayId } from "./ids";
import { findProjectRow, type ProjectRecord } from "./store";

// A posted project's manage links: the first, made at posting, and further ones e-mailed to the
// owner; each expires unused after a year, and the owner can sign out all but the one in hand.

/**
 * The private link that manages a posted project with this token; with `to`, the page opens on
 * that section once the token is read (`#proposals`, for a notice of new proposals; `#questions`,
 * for a contractor's question), or on the answer a reminder's button chose (`answer=postponed`).
 */
export type ManageSection = "proposals" | "questions" | "visits" | `answer=${ReminderAnswer}`;

export const manageUrl = (rowId: number, token: string, to?: ManageSection) =>
  absoluteUrl(
    `/project/${postedDisplayId(rowId)}#manage=${encodeURIComponent(token)}${to ? `&${to}` : ""}`,
  );

/**
 * A further manage token for the project, for a link e-mailed to its owner (a notice, lost-link
 * recovery): it works like the first, which stays valid until the owner signs out other links.
 */
export async function issueManageLink(
  db: Database,
  rowId: number,
  to?: ManageSection,
): Promise<string> {
  const token = newSecretToken();
  await db.insert(manageLinks).values({ projectRowId: rowId, tokenHash: hashToken(token) });
  return manageUrl(rowId, token, to);
}

/**
 * Records that the project's owner used this manage token (it was accepted), so it does not
 * expire: written only when the last recorded use is a day old, not on every request.
 */
export async function recordManageTokenUse(project: ProjectRecord, token: string): Promise<void> {
  const hash = hashToken(token);
  if (!project.staleManageHashes.includes(hash)) return;
  const db = await getDb();
  if (hash === project.manageTokenHash) {
    await db
      .update(projects)
      .set({ manageTokenUsedAt: sql`now()` })
      .where(and(eq(projects.id, project.id), eq(projects.manageTokenHash, hash)));
  } else {
    await db
      .update(manageLinks)
      .set({ usedAt: sql`now()` })
      .where(and(eq(manageLinks.projectRowId, project.id), eq(manageLinks.tokenHash, hash)));
  }
}

/**
 * "Sign out other links": every manage token of the project stops working except `keep`, the
 * one the owner used. It is checked here, under the project's row lock: of two links signing
 * each other out at once, one wins and the other is refused. With `keep` null (the operator)
 * every one goes.
 * The first token's hash is replaced by the kept token's, or by the hash of a value nobody holds.
 * Answers how many working tokens stopped, or "refused" when `keep` no longer works.
 */
export async function revokeManageLinks(
  id: number,
  keep: string | null,
): Promise<{ revoked: number } | "refused" | undefined> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, id))
      .for("no key update");
    if (!locked) return undefined;
    const live = (await findProjectRow(id, tx))!.manageTokenHashes;
    if (keep !== null && !matchesHash(keep, live)) return "refused";
    const kept = keep === null ? null : hashToken(keep);
    await tx.delete(manageLinks).where(eq(manageLinks.projectRowId, id));
    await tx
      .update(projects)
      .set({ manageTokenHash: kept ?? hashToken(newSecretToken()), manageTokenUsedAt: sql`now()` })
      .where(eq(projects.id, id));
    return { revoked: live.filter((hash) => hash !== kept).length };
  });
}
