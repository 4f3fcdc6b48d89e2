import "server-only";

import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";

import { getDb, type Database } from "@/lib/db/client";
import { projects, type ProjectRow } from "@/lib/db/schema";
import { postedDisplayId } from "@/lib/projects/ids";
import { shortName } from "@/lib/projects/views";
import type { ListProjectsQuery } from "@/lib/projects/schema";
import type { PublicProject } from "@/lib/api-shapes";
import type { ProjectStatus, Urgency } from "@/lib/validation/options";

// Reading posted projects; lib/projects/transitions.ts changes them, lib/projects/links.ts keeps
// their manage links.

export type { PublicProject };

/** Whether the owner has accepted a proposal on the project, as a selected column. */
export const proposalAcceptedColumn = sql<boolean>`exists(select 1 from proposals p where p.project_id = "projects"."id" and p.status = 'accepted')`;

/** Its columns and whether a proposal on it was accepted: what a project's public shape needs. */
export const projectWithOutcome = {
  ...getTableColumns(projects),
  proposalAccepted: proposalAcceptedColumn,
};

type ProjectWithOutcome = ProjectRow & { proposalAccepted: boolean };

/** A manage token or agreement key unused since this time no longer works. */
export const TOKEN_EXPIRY = sql`now() - interval '365 days'`;
/** A token's use is written again only when the last one recorded is older than this. */
export const USE_RECORDED = sql`now() - interval '1 day'`;

/**
 * A project as the API answers it. Everyone but the owner sees the homeowner's short name
 * (shortName); the owner's own answers (posting, editing, the access check) carry the whole name.
 */
export function toPublicProject(
  row: ProjectWithOutcome,
  viewer: "public" | "owner" = "public",
): PublicProject {
  return {
    id: row.id,
    displayId: postedDisplayId(row.id),
    title: row.title,
    description: row.description,
    category: row.category,
    budget: row.budget,
    timeline: row.timeline,
    urgency: row.urgency as Urgency,
    homeowner: viewer === "owner" ? row.homeowner : shortName(row.homeowner),
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
  return { projects: rows.map((row) => toPublicProject(row)), total: counted?.count ?? 0 };
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

export async function countProjects(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(projects);
  return row?.count ?? 0;
}
