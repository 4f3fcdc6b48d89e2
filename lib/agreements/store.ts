import "server-only";

import { asc, eq, inArray } from "drizzle-orm";

import { getDb, type Database } from "@/lib/db/client";
import {
  agreementCancellationNotices,
  agreementCompletions,
  agreementPhotoConsents,
  agreements,
  changeOrders,
  projects,
  proposals,
  type ProjectRow,
  type ProposalRow,
} from "@/lib/db/schema";
import type { Agreement } from "@/lib/agreements/shapes";
import { toCompletion } from "./completion-record";
import { mailAgreementReady } from "./mails";
import { termsOf, toAgreement, type Loaded } from "./model";

// Where agreements are stored: created at acceptance, loaded for the parties, locked by the
// transitions (lib/agreements/transitions.ts) in the one lock order.

/**
 * Called in the acceptance's transaction: an accepted itemised proposal on a posted project gets
 * its written agreement, and both parties get a private link to it by e-mail. A proposal accepted
 * again gets the same agreement back, with any confirmation given before its withdrawal cleared:
 * what was withdrawn bound nobody, and both confirm again.
 */
export async function createAgreement(
  tx: Database,
  proposal: ProposalRow,
  project: ProjectRow,
): Promise<void> {
  const [created] = await tx
    .insert(agreements)
    .values({
      proposalId: proposal.id,
      projectRowId: project.id,
      terms: termsOf(proposal, project),
    })
    .onConflictDoNothing({ target: agreements.proposalId })
    .returning({ id: agreements.id });
  if (!created) {
    await tx
      .update(agreements)
      .set({ ...CLEARED, correction: null })
      .where(eq(agreements.proposalId, proposal.id));
    return;
  }
  await mailAgreementReady(tx, created.id, proposal, project);
}

/** Both confirmations taken back: what a withdrawal or a correction leaves. */
export const CLEARED = {
  homeownerName: null,
  homeownerConfirmedAt: null,
  homeownerVersion: null,
  contractorName: null,
  contractorConfirmedAt: null,
  contractorVersion: null,
  homeownerConfirmedVia: null,
  contractorConfirmedVia: null,
} as const;

/** The agreement id of each proposal that has one. */
export async function agreementIdsOf(proposalIds: number[]): Promise<Map<number, number>> {
  if (proposalIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ id: agreements.id, proposalId: agreements.proposalId })
    .from(agreements)
    .where(inArray(agreements.proposalId, proposalIds));
  return new Map(rows.map((row) => [row.proposalId, row.id]));
}

export async function load(db: Database, id: number, lock = false): Promise<Loaded | undefined> {
  const query = db.select().from(agreements).where(eq(agreements.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return undefined;
  const [proposal] = await db.select().from(proposals).where(eq(proposals.id, row.proposalId));
  const orders = await db
    .select()
    .from(changeOrders)
    .where(eq(changeOrders.agreementId, id))
    .orderBy(asc(changeOrders.number));
  const [project] = await db
    .select({
      completionDate: projects.completionDate,
      status: projects.status,
      images: projects.images,
    })
    .from(projects)
    .where(eq(projects.id, row.projectRowId));
  // The record of how the work ended (lib/agreements/completion.ts), else the project's own
  // completion date, as agreements had before that step existed.
  const [completion] = await db
    .select()
    .from(agreementCompletions)
    .where(eq(agreementCompletions.agreementId, id));
  const [photoConsent] = await db
    .select({
      givenAt: agreementPhotoConsents.givenAt,
      withdrawnAt: agreementPhotoConsents.withdrawnAt,
    })
    .from(agreementPhotoConsents)
    .where(eq(agreementPhotoConsents.agreementId, id));
  const [notice] = await db
    .select()
    .from(agreementCancellationNotices)
    .where(eq(agreementCancellationNotices.agreementId, id));
  const completedAt = completion
    ? new Date(`${completion.completedOn}T12:00:00Z`)
    : project?.status === "completed"
      ? project.completionDate
      : null;
  return {
    row,
    proposal: proposal!,
    orders,
    completedAt,
    completion: completion ? toCompletion(completion) : null,
    projectPhotoCount: project?.images.length ?? 0,
    photoConsent: photoConsent ?? null,
    cancellationNotice: notice
      ? {
          reason: notice.reason,
          explanation: notice.explanation,
          givenBy: "homeowner",
          givenAt: notice.givenAt.toISOString(),
        }
      : null,
  };
}

export async function getAgreement(
  id: number,
  viewer: Agreement["viewer"],
): Promise<Agreement | undefined> {
  const loaded = await load(await getDb(), id);
  return loaded && toAgreement(loaded, viewer);
}

/**
 * Locks the proposal's agreement, if it has one (the caller holds the proposal's row: the lock
 * order of every transition), and answers whether it exists and whether both parties have
 * confirmed it: only then is the proposal's outcome fixed (nothing binds before both confirm).
 */
export async function lockAgreement(
  tx: Database,
  proposalId: number,
): Promise<{ exists: boolean; binding: boolean }> {
  const [row] = await tx
    .select({
      homeownerConfirmedAt: agreements.homeownerConfirmedAt,
      contractorConfirmedAt: agreements.contractorConfirmedAt,
    })
    .from(agreements)
    .where(eq(agreements.proposalId, proposalId))
    .for("update");
  return {
    exists: row !== undefined,
    binding: Boolean(row?.homeownerConfirmedAt && row.contractorConfirmedAt),
  };
}
