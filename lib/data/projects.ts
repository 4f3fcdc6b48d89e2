import "server-only";

import { and, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";

import { POSTED_OFFSET } from "@/content/lookups";
import { hashToken, matchesHash, newSecretToken } from "@/lib/api/auth";
import { photoPathsInUse, removePhotos } from "@/lib/data/photos";
import { ConflictError, InvalidFieldError } from "@/lib/errors";
import { getDb, type Database } from "@/lib/db/client";
import {
  agreementKeys,
  agreements,
  manageLinks,
  projects,
  proposals,
  type ProjectRow,
} from "@/lib/db/schema";
import { absoluteUrl, enqueueMail, ensureRecipient } from "@/lib/mail/outbox";
import { uploadedPhotoName } from "@/lib/storage/photos";
import {
  COMPLETION_BEFORE_START,
  START_AFTER_COMPLETION,
  type CreateProject,
  type ListProjectsQuery,
  type UpdateProject,
} from "@/lib/validation/project";
import type { PublicProject } from "@/lib/api-shapes";
import type { ProjectStatus, Urgency } from "@/lib/validation/options";

export type { PublicProject };

/** Whether the owner has accepted a proposal on the project, as a selected column. */
export const proposalAcceptedColumn = sql<boolean>`exists(select 1 from proposals p where p.project_id = "projects"."id" and p.status = 'accepted')`;

/** Its columns and whether a proposal on it was accepted: what a project's public shape needs. */
const projectWithOutcome = {
  ...getTableColumns(projects),
  proposalAccepted: proposalAcceptedColumn,
};

type ProjectWithOutcome = ProjectRow & { proposalAccepted: boolean };

/** A manage token or agreement key unused since this time no longer works. */
export const TOKEN_EXPIRY = sql`now() - interval '365 days'`;
/** A token's use is written again only when the last one recorded is older than this. */
export const USE_RECORDED = sql`now() - interval '1 day'`;

export function toPublicProject(row: ProjectWithOutcome): PublicProject {
  return {
    id: row.id,
    displayId: POSTED_OFFSET + row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    budget: row.budget,
    timeline: row.timeline,
    urgency: row.urgency as Urgency,
    homeowner: row.homeowner,
    location: row.location,
    images: row.images,
    requirements: row.requirements,
    status: row.status as ProjectStatus,
    proposalCount: row.proposalCount,
    proposalAccepted: row.proposalAccepted,
    estimatedCost: row.estimatedCost,
    contractorNotes: row.contractorNotes,
    startDate: row.startDate?.toISOString() ?? null,
    completionDate: row.completionDate?.toISOString() ?? null,
    postedDate: row.postedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One page of posted projects, and how many projects match the query in all. */
export interface ProjectListPage {
  projects: PublicProject[];
  total: number;
}

/** Posted projects matching the query, newest first, `limit` of them after `offset`. */
export async function listProjectPage(query: ListProjectsQuery): Promise<ProjectListPage> {
  const db = await getDb();
  const where = and(
    query.category === undefined ? undefined : eq(projects.category, query.category),
    query.status === undefined ? undefined : eq(projects.status, query.status),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(projectWithOutcome)
      .from(projects)
      .where(where)
      .orderBy(desc(projects.postedAt), desc(projects.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(projects)
      .where(where),
  ]);
  return { projects: rows.map(toPublicProject), total: counted?.count ?? 0 };
}

/**
 * A stored project with every hash that manages it (tokens unused for a year left out), and those
 * whose last recorded use is a day old: for authorisation only, never a response.
 */
export type ProjectRecord = ProjectWithOutcome & {
  manageTokenHashes: string[];
  staleManageHashes: string[];
};

/** The stored row and its live manage token hashes (the first, any issued since), in one query. */
export async function findProjectRow(
  id: number,
  db?: Database,
): Promise<ProjectRecord | undefined> {
  db ??= await getDb();
  const [row] = await db
    .select({
      ...projectWithOutcome,
      // Written out: inside a selected field drizzle names columns without their table.
      tokens: sql<{ hash: string; stale: boolean }[]>`coalesce((
        select jsonb_agg(jsonb_build_object('hash', t.hash, 'stale', t.used_at < ${USE_RECORDED}))
        from (select "projects"."manage_token_hash" as hash,
            "projects"."manage_token_used_at" as used_at
          union all select links.token_hash, links.used_at from manage_links links
          where links.project_id = "projects"."id") t
        where t.used_at > ${TOKEN_EXPIRY}), '[]'::jsonb)`,
    })
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1);
  if (!row) return undefined;
  const { tokens, ...project } = row;
  return {
    ...project,
    manageTokenHashes: tokens.map((token) => token.hash),
    staleManageHashes: tokens.filter((token) => token.stale).map((token) => token.hash),
  };
}

/** The private link that manages a posted project with this token. */
export const manageUrl = (rowId: number, token: string) =>
  absoluteUrl(`/project/${POSTED_OFFSET + rowId}#manage=${encodeURIComponent(token)}`);

/**
 * A further manage token for the project, for a link e-mailed to its owner (a notice, lost-link
 * recovery): it works like the first, which stays valid until the owner signs out other links.
 */
export async function issueManageLink(db: Database, rowId: number): Promise<string> {
  const token = newSecretToken();
  await db.insert(manageLinks).values({ projectRowId: rowId, tokenHash: hashToken(token) });
  return manageUrl(rowId, token);
}

/**
 * Stores a new open project; `db` is a transaction when the insert is part of a larger one. With
 * the owner's e-mail, the manage link is written to the outbox in the same transaction.
 */
export async function createProject(
  input: CreateProject,
  db?: Database,
): Promise<{ project: PublicProject; manageToken: string; manageLinkEmailed: boolean }> {
  db ??= await getDb();
  const manageToken = newSecretToken();
  const email = input.homeownerEmail ?? null;
  let manageLinkEmailed = false;
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(projects)
      .values({
        title: input.title,
        description: input.description,
        category: input.category,
        budget: input.budget,
        timeline: input.timeline,
        urgency: input.urgency,
        homeowner: input.homeowner,
        homeownerEmail: email,
        location: input.location,
        images: input.images,
        requirements: input.requirements,
        status: "open",
        manageTokenHash: hashToken(manageToken),
      })
      .returning();
    if (email) {
      await ensureRecipient(tx, email, { newsConsent: input.newsConsent });
      manageLinkEmailed = await enqueueMail(tx, {
        template: "project-posted",
        recipient: email,
        payload: {
          project: POSTED_OFFSET + inserted!.id,
          name: inserted!.homeowner,
          title: inserted!.title,
          projectUrl: absoluteUrl(`/project/${POSTED_OFFSET + inserted!.id}`),
          private: { manageUrl: manageUrl(inserted!.id, manageToken) },
        },
      });
    }
    return inserted!;
  });
  // A new project has no proposals yet.
  return {
    project: toPublicProject({ ...row, proposalAccepted: false }),
    manageToken,
    manageLinkEmailed,
  };
}

/**
 * Applies a partial update. Choosing in-progress sets startDate and completed sets
 * completionDate (now, unless the client sent one), server side too.
 * A completion date never precedes the start date: a date the client sends that would is
 * refused; a stored date that a status change contradicts gives way (docs/decisions.md).
 */
export async function updateProject(
  id: number,
  patch: UpdateProject,
  now = new Date(),
): Promise<PublicProject | undefined> {
  const db = await getDb();
  const changes: Partial<typeof projects.$inferInsert> = { updatedAt: now };
  if (patch.status !== undefined) changes.status = patch.status;
  if (patch.estimatedCost !== undefined) changes.estimatedCost = patch.estimatedCost;
  if (patch.timeline !== undefined) changes.timeline = patch.timeline;
  if (patch.contractorNotes !== undefined) changes.contractorNotes = patch.contractorNotes;
  if (patch.startDate !== undefined) changes.startDate = new Date(patch.startDate);
  if (patch.completionDate !== undefined) changes.completionDate = new Date(patch.completionDate);
  if (patch.status === "in-progress" && !changes.startDate) changes.startDate = now;
  if (patch.status === "completed" && !changes.completionDate) changes.completionDate = now;
  const [row] = await db.transaction(async (tx) => {
    // Locked, so a concurrent update cannot slip the other date in between check and write.
    const [stored] = await tx
      .select({ startDate: projects.startDate, completionDate: projects.completionDate })
      .from(projects)
      .where(eq(projects.id, id))
      .for("update");
    if (!stored) return [];
    const start = changes.startDate !== undefined ? changes.startDate : stored.startDate;
    const completion =
      changes.completionDate !== undefined ? changes.completionDate : stored.completionDate;
    const datesChange = changes.startDate !== undefined || changes.completionDate !== undefined;
    if (datesChange && start && completion && completion < start) {
      // A date sent with the status that sets it (as an API client may send them) is the status's.
      if (patch.completionDate !== undefined && patch.status !== "completed") {
        throw new InvalidFieldError("completionDate", COMPLETION_BEFORE_START);
      }
      if (patch.startDate !== undefined && patch.status !== "in-progress") {
        throw new InvalidFieldError("startDate", START_AFTER_COMPLETION);
      }
      // The status's date wins over the stored one: work started again is not complete any
      // more, and completed work started no later than it ended.
      if (patch.status === "in-progress") changes.completionDate = null;
      else changes.startDate = completion;
    }
    return tx
      .update(projects)
      .set(changes)
      .where(eq(projects.id, id))
      .returning(projectWithOutcome);
  });
  return row && toPublicProject(row);
}

const HAS_AGREEMENT =
  "A party has confirmed this project's written agreement, which both keep: it can no longer be deleted";

/**
 * Deletes the project; its proposals go with it (ON DELETE CASCADE), and so do written agreements
 * nobody confirmed (a brief acceptance binds nobody). Once a party has confirmed an agreement the
 * project stays. Its uploaded photos are removed once that has committed, except those another
 * project also shows (a client may post any upload path it has seen).
 */
export async function deleteProject(id: number): Promise<boolean> {
  const db = await getDb();
  const released = await db.transaction(async (tx) => {
    // The lock order of every transition: proposals, then agreements, then the project.
    await tx
      .select({ id: proposals.id })
      .from(proposals)
      .where(eq(proposals.projectRowId, id))
      .for("update");
    const held = await tx
      .select({
        id: agreements.id,
        confirmed: sql<boolean>`(${agreements.homeownerConfirmedAt} is not null or ${agreements.contractorConfirmedAt} is not null)`,
      })
      .from(agreements)
      .where(eq(agreements.projectRowId, id))
      .for("update");
    if (held.some((agreement) => agreement.confirmed)) throw new ConflictError(HAS_AGREEMENT);
    if (held.length > 0) {
      const ids = held.map((agreement) => agreement.id);
      await tx.delete(agreementKeys).where(inArray(agreementKeys.agreementId, ids));
      await tx.delete(agreements).where(inArray(agreements.id, ids));
    }
    const [row] = await tx
      .delete(projects)
      .where(eq(projects.id, id))
      .returning({ images: projects.images });
    if (!row) return undefined;
    const uploads = row.images.filter((image) => uploadedPhotoName(image) !== null);
    const inUse = await photoPathsInUse(tx, uploads);
    return uploads.filter((image) => !inUse.has(image));
  });
  if (!released) return false;
  await removePhotos(released);
  return true;
}

export async function countProjects(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(projects);
  return row?.count ?? 0;
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
