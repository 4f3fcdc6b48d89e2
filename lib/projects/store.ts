import "server-only";

import { and, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

import { torontoDay } from "@/lib/calendar-day";
import { getDb, type Database } from "@/lib/db/client";
import {
  cachedFigure,
  keptFigureAbove,
  keptFigureColumn,
  type KeptFigure,
} from "@/lib/db/figure-cache";
import { LISTED, projects, type ProjectRow } from "@/lib/db/schema";
import { encodeCursor } from "@/lib/projects/cursor";
import { POSTED_OFFSET, postedDisplayId } from "@/lib/projects/ids";
import { shortName } from "@/lib/projects/views";
import { PROJECT_PAGE_DEFAULT, type ListProjectsQuery } from "@/lib/projects/schema";
import type { PublicProject } from "@/lib/projects/shapes";
import type { ClosedReason, ProjectStatus, Urgency } from "@/lib/validation/options";

// Reading posted projects; lib/projects/transitions.ts changes them, lib/projects/links.ts keeps
// their manage links.

export type { PublicProject };

/** Whether the owner has accepted a proposal on the project, given the project's id column. */
const proposalAcceptedOf = (projectId: SQL) =>
  sql<boolean>`exists(select 1 from proposals p where p.project_id = ${projectId} and p.status = 'accepted')`;

/** Whether the owner has accepted a proposal on the project, as a selected column. */
export const proposalAcceptedColumn = proposalAcceptedOf(sql.raw(`"projects"."id"`));

/**
 * Whether both parties confirmed the agreement of the accepted proposal (a declined or withdrawn
 * hire's agreement no longer counts), given the project's id column.
 */
export const agreementConfirmedOf = (projectId: SQL) => sql<boolean>`exists(select 1
  from agreements ag join proposals hired on hired.id = ag.proposal_id
  where ag.project_id = ${projectId} and hired.status = 'accepted'
    and ag.homeowner_confirmed_at is not null and ag.contractor_confirmed_at is not null)`;

/**
 * Its columns, whether a proposal on it was accepted and whether its agreement is confirmed:
 * what a project's public shape needs.
 */
export const projectWithOutcome = {
  ...getTableColumns(projects),
  proposalAccepted: proposalAcceptedColumn,
  agreementConfirmed: agreementConfirmedOf(sql.raw(`"projects"."id"`)),
};

type ProjectWithOutcome = ProjectRow & { proposalAccepted: boolean; agreementConfirmed: boolean };

/** What a project's public shape is made of. */
type ListedProject = Pick<
  ProjectWithOutcome,
  | "id"
  | "title"
  | "description"
  | "category"
  | "budget"
  | "timeline"
  | "urgency"
  | "homeowner"
  | "location"
  | "municipality"
  | "images"
  | "requirements"
  | "status"
  | "proposalCount"
  | "proposalAccepted"
  | "agreementConfirmed"
  | "estimatedCost"
  | "contractorNotes"
  | "startDate"
  | "completionDate"
  | "postedAt"
  | "updatedAt"
  | "proposalsPausedAt"
  | "closedReason"
>;

/** A manage token or agreement key unused since this time no longer works. */
export const TOKEN_EXPIRY = sql`now() - interval '365 days'`;
/** A token's use is written again only when the last one recorded is older than this. */
export const USE_RECORDED = sql`now() - interval '1 day'`;

/**
 * A project as the API answers it. Everyone but the owner sees the homeowner's short name
 * (shortName); the owner's own answers (posting, editing, the access check) carry the whole name.
 */
export function toPublicProject(
  row: ListedProject,
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
    municipality: row.municipality,
    images: row.images,
    requirements: row.requirements,
    status: row.status as ProjectStatus,
    proposalCount: row.proposalCount,
    proposalAccepted: row.proposalAccepted,
    agreementConfirmed: row.agreementConfirmed,
    estimatedCost: row.estimatedCost,
    contractorNotes: row.contractorNotes,
    startDate: row.startDate?.toISOString() ?? null,
    completionDate: row.completionDate?.toISOString() ?? null,
    postedDate: row.postedAt.toISOString(),
    postedDay: torontoDay(row.postedAt),
    updatedAt: row.updatedAt.toISOString(),
    proposalsPaused: row.proposalsPausedAt !== null,
    closedReason: row.closedReason as ClosedReason | null,
  };
}

/**
 * One page of posted projects as the API answers it: a JSON array of PublicProject, how many
 * match the query in all, and where the next page starts.
 */
export interface ProjectListPage {
  /** The page's JSON text: an array of PublicProject (the statement writes it; see LIST_OBJECT). */
  json: string;
  total: number;
  /** The `after` cursor of the next page; null on the last page. */
  nextCursor: string | null;
}

/**
 * Up to this many matching projects are counted on each request; past it, the count is taken
 * from cached_figures, counted again by one reader when the projects changed and the kept count
 * is over COUNT_FRESHNESS.changeGraceSeconds old (docs/decisions/0009-data-at-scale.md).
 */
export const EXACT_COUNT_LIMIT = 1_000;
export const COUNT_FRESHNESS = { maxAgeSeconds: 300, changeGraceSeconds: 10 };
/** Counts under several filters: exact, counted again by one reader after any change. */
export const COMBINED_COUNT_FRESHNESS = { maxAgeSeconds: 300, changeGraceSeconds: 0 };

/**
 * Posted projects matching the query, newest first: `limit` of them after the `after` cursor, or
 * after skipping `offset`, in one statement (one round trip, one connection): the page read from
 * an index in the list's order (projects_*_list_idx), one row more to know whether another page
 * follows; then, for those rows only (after the LIMIT), whether a proposal was accepted on each
 * (over the one-hire index), and the count of matching projects capped at EXACT_COUNT_LIMIT + 1,
 * unless the kept count is fresh and above that cap. Past the cap the count is the shared one
 * (countMatching), whose kept value the same statement reads (keptFigureColumn): one round trip
 * unless it must be counted again.
 *
 * The database writes each project's JSON (LIST_OBJECT) and Node only joins the texts, adding the
 * homeowner's short name (shortName, kept in one place): reading fields into objects and writing
 * them out again cost more than the rest of the request (docs/performance.md, "Scale").
 *
 * Every value but the cursor is written into the statement's text (the filters come from fixed
 * lists, the numbers are validated), so that the shapes the site asks for (preparedShape) are
 * prepared statements, built once: PostgreSQL plans each once per connection, with the filter's
 * own value, instead of on every request (docs/decisions/0008-project-list-api.md).
 */
export async function listProjectPage(query: ListProjectsQuery): Promise<ProjectListPage> {
  const db = await getDb();
  const conditions = [
    query.category === undefined ? undefined : eq(projects.category, query.category),
    query.status === undefined ? undefined : eq(projects.status, query.status),
    query.city === undefined ? undefined : eq(projects.city, query.city),
    query.budget === undefined ? undefined : eq(projects.budget, query.budget),
    query.urgency === undefined ? undefined : eq(projects.urgency, query.urgency),
  ].filter((condition) => condition !== undefined);
  // Listed projects only: the list's indexes hold nothing else.
  const filter = and(LISTED, ...conditions);
  // One filter or none: one range of an index, so the page's statement counts it too.
  const ranged = conditions.length <= 1;
  const countKey = `projects-count:${[
    query.category,
    query.status,
    query.city,
    query.budget,
    query.urgency,
  ]
    .map((value) => value ?? "")
    .join(":")}`;
  const shape = preparedShape(query, conditions.length, countKey);
  const listSql = () =>
    listStatement({
      where: inlined(filter ?? sql`true`),
      ranged,
      countKey,
      after: query.after !== undefined,
      limit: query.limit,
      offset: query.offset,
    });
  const cursor = { postedAt: query.after?.postedAt, id: query.after?.id };
  const statement = shape
    ? preparedList(db, shape, () => listQuery(db, listSql(), shape))
    : listQuery(db, listSql());
  const rows = ((await statement.execute(cursor)) as { rows: ListRow[] }).rows;
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({ postedAt: last.postedAtText, id: last.id })
      : null;
  // An empty page (past the end) carries no count: counted on its own.
  const total = await countMatching(db, filter, countKey, ranged, rows[0]);
  return { json: `[${shown.map(listedJson).join(",")}]`, total, nextCursor };
}

/** A fragment with its values written into the statement's text (escaped), not sent apart. */
const inlined = (fragment: SQL) => sql`${fragment}`.inlineParams();

/**
 * The list's statement for one shape: every value in its text but the cursor's, which are the
 * placeholders `postedAt` and `id` when `after`.
 */
function listStatement(shape: {
  where: SQL;
  ranged: boolean;
  countKey: string;
  after: boolean;
  limit: number;
  offset: number;
}) {
  const { where, ranged, countKey } = shape;
  const freshness = ranged ? COUNT_FRESHNESS : COMBINED_COUNT_FRESHNESS;
  const position = shape.after
    ? sql`(${projects.postedAt}, ${projects.id}) < (${sql.placeholder("postedAt")}::timestamptz, ${sql.placeholder("id")}::int)`
    : sql`true`;
  const count = ranged
    ? sql`case when ${keptFigureAbove(countKey, freshness, EXACT_COUNT_LIMIT)} then null
        else (select count(*)::int from (select 1 from ${projects} where ${where}
          limit ${sql.raw(String(EXACT_COUNT_LIMIT + 1))}) capped) end`
    : sql`null`;
  return sql`
    select page.id, page.homeowner,
      to_char(page.posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "postedAtText",
      (select row_to_json(listed)::text from (select ${LIST_OBJECT}) listed) as json,
      ${inlined(count)} as "matching",
      ${inlined(keptFigureColumn(countKey, freshness))} as "kept"
    from (select * from ${projects} where ${where} and ${position}
      order by ${projects.postedAt} desc, ${projects.id} desc
      limit ${sql.raw(String(shape.limit + 1))} offset ${sql.raw(String(shape.offset))}) page
    order by page.posted_at desc, page.id desc`;
}

const DIALECT = new PgDialect();

/**
 * The statement as a query of the database's session, named when `name` is given (a prepared
 * statement), answering the driver's rows as they are: mapping each row's fields through the
 * query builder cost more than the rest of Node's part of the request.
 */
const listQuery = (db: Database, statement: SQL, name?: string) =>
  db._.session.prepareQuery(DIALECT.sqlToQuery(statement), undefined, name, false);

/**
 * The name of the list's prepared statement for the shapes the site itself asks for: the first
 * page and the pages after a cursor, of the default length, with one filter or none. Their number
 * is bounded by the filters' fixed lists (each connection keeps at most one statement per shape);
 * other shapes (an offset, another length, several filters) are planned on each request.
 */
export function preparedShape(query: ListProjectsQuery, filters: number, countKey: string) {
  if (filters > 1 || query.offset !== 0 || query.limit !== PROJECT_PAGE_DEFAULT) return undefined;
  const shape = `${query.after ? "after" : "first"}:${countKey}`;
  let name = PREPARED_SHAPE.get(shape);
  if (!name) {
    // Short names: PostgreSQL cuts a statement's name at 63 bytes.
    name = `projects_list_${PREPARED_SHAPE.size + 1}`;
    PREPARED_SHAPE.set(shape, name);
  }
  return name;
}
/** The prepared statements' names by shape, in this process. */
const PREPARED_SHAPE = new Map<string, string>();

type PreparedList = ReturnType<typeof listQuery>;
/** Each database's prepared list statements by name: built once, not on every request. */
const PREPARED_LISTS = new WeakMap<Database, Map<string, PreparedList>>();

function preparedList(db: Database, name: string, prepare: () => PreparedList) {
  let byName = PREPARED_LISTS.get(db);
  if (!byName) PREPARED_LISTS.set(db, (byName = new Map()));
  let prepared = byName.get(name);
  if (!prepared) byName.set(name, (prepared = prepare()));
  return prepared;
}

/** An instant as JavaScript's toISOString writes it: UTC to the millisecond. */
const isoText = (column: string) =>
  `to_char(page.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A listed project's public shape (PublicProject) but its homeowner, as the database writes it:
 * the same fields toPublicProject gives, in JSON (tests/api/project-list.test.ts compares the two).
 */
const LIST_OBJECT = sql.join(
  [
    sql.raw(
      [
        "page.id",
        `page.id + ${POSTED_OFFSET} as "displayId"`,
        "page.title",
        "page.description",
        "page.category",
        "page.budget",
        "page.timeline",
        "page.urgency",
        "page.location",
        "page.municipality",
        "page.images",
        "page.requirements",
        "page.status",
        `page.proposal_count as "proposalCount"`,
      ].join(", "),
    ),
    sql`${proposalAcceptedOf(sql.raw("page.id"))} as "proposalAccepted"`,
    sql`${agreementConfirmedOf(sql.raw("page.id"))} as "agreementConfirmed"`,
    sql.raw(
      [
        `page.estimated_cost as "estimatedCost"`,
        `page.contractor_notes as "contractorNotes"`,
        `${isoText("start_date")} as "startDate"`,
        `${isoText("completion_date")} as "completionDate"`,
        `${isoText("posted_at")} as "postedDate"`,
        `${isoText("updated_at")} as "updatedAt"`,
        `page.proposals_paused_at is not null as "proposalsPaused"`,
        `page.closed_reason as "closedReason"`,
      ].join(", "),
    ),
  ],
  sql`, `,
);

/** A row of the list's statement: the project's JSON, what Node adds to it, and the page's count. */
interface ListRow {
  id: number;
  homeowner: string;
  postedAtText: string;
  json: string;
  matching: number | null;
  kept: KeptFigure | null;
}

/**
 * The row's JSON with what Node adds: the homeowner's short name, as everyone but the owner sees
 * it, and the Toronto day of posting (time-zone rules are Node's, not every database's).
 */
const listedJson = (row: ListRow) =>
  `${row.json.slice(0, -1)},"homeowner":${JSON.stringify(shortName(row.homeowner))},` +
  `"postedDay":"${torontoDay(new Date(row.postedAtText))}"}`;

/**
 * How many projects match. One filter or none is one range of an index (projects_*_list_idx):
 * counted up to EXACT_COUNT_LIMIT (or that count as the page's query gave it), past it the shared
 * count. Several filters are not one range (a capped count would read every entry of one filter's
 * range until it found EXACT_COUNT_LIMIT matches): the shared count, counted again after any change.
 */
async function countMatching(
  db: Database,
  filter: SQL | undefined,
  key: string,
  ranged: boolean,
  row?: Pick<ListRow, "matching" | "kept">,
) {
  if (ranged) {
    // No count (null) when the kept one is fresh and above the cap: cachedFigure answers it.
    const count = row ? row.matching : await cappedCount(db, filter);
    if (count !== null && Number(count) <= EXACT_COUNT_LIMIT) return Number(count);
  }
  const compute = async (tx: Database) => {
    const [all] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(projects)
      .where(filter);
    return Number(all?.count ?? 0);
  };
  return cachedFigure(key, ranged ? COUNT_FRESHNESS : COMBINED_COUNT_FRESHNESS, compute, row?.kept);
}

/** Matching projects counted up to EXACT_COUNT_LIMIT + 1 (a range of the index, no more). */
async function cappedCount(db: Database, filter: SQL | undefined) {
  const capped = db
    .select({ one: sql`1`.as("one") })
    .from(projects)
    .where(filter)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as("capped");
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return Number(row?.count ?? 0);
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
