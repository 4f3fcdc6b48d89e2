import "server-only";

import { sql } from "drizzle-orm";

import { getDb, type Database } from "./client";
import { cachedFigures } from "./schema";

// Figures that many readers ask for (the dashboard's, the project list's counts above a
// threshold) are computed by one reader at a time and kept in cached_figures, shared by every
// reader and every instance on the database (docs/decisions/0009-data-at-scale.md). A reader uses the kept
// figures while they are fresh:
//
// - younger than `maxAgeSeconds`, and
// - computed after the last change to the tables they come from (figure_changes, advanced by a
//   statement trigger on projects, proposals, agreements and change orders), or younger than
//   `changeGraceSeconds`.
//
// Otherwise one reader, the one that takes the key's advisory lock, computes them again in a
// transaction of its own while the others go on with the kept ones; when there are none yet,
// they wait for that one reader and take what it computed. So concurrent refreshes never pile up.

// The first key of the two-key advisory locks: any fixed number, the same in every instance.
const FIGURE_LOCK = 7_302_452;
/** A refresh may read whole tables: it runs without the requests' statement timeout. */
const REFRESH_TIMEOUT = "60s";

export interface FigureFreshness {
  /** Kept figures older than this are computed again. */
  maxAgeSeconds: number;
  /** Kept figures this young are used even when the tables changed since (0: never). */
  changeGraceSeconds: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** figure_changes now: 0 before the first change. */
const CURRENT_CHANGES = sql`(select case when is_called then last_value else 0 end from figure_changes)`;

/** Figures kept under a key, and whether they are fresh. */
export interface KeptFigure {
  value: unknown;
  fresh: boolean;
}

const freshnessOf = (
  freshness: FigureFreshness,
) => sql`c.computed_at > now() - make_interval(secs => ${freshness.maxAgeSeconds})
  and (c.changes = ${CURRENT_CHANGES}
    or c.computed_at > now() - make_interval(secs => ${freshness.changeGraceSeconds}))`;

async function readKept(db: Database, key: string, freshness: FigureFreshness) {
  const [row] = rowsOf<KeptFigure>(
    await db.execute(sql`
      select c.value, ${freshnessOf(freshness)} as fresh
      from ${cachedFigures} c where c.key = ${key}`),
  );
  return row;
}

/**
 * The figures kept under `key` as one JSON column of another statement (a KeptFigure, or null
 * when none are kept), so that a request reading them beside its own rows makes one round trip;
 * cachedFigure then takes them as `kept`.
 */
export const keptFigureColumn = (key: string, freshness: FigureFreshness) =>
  sql`(select json_build_object('value', c.value, 'fresh', ${freshnessOf(freshness)})
    from ${cachedFigures} c where c.key = ${key})`;

/**
 * Whether a number is kept under `key`, fresh and above `floor`, as a boolean of another
 * statement: one that need not count what the kept figure already says is past its cap.
 */
export const keptFigureAbove = (key: string, freshness: FigureFreshness, floor: number) =>
  sql`exists(select 1 from ${cachedFigures} c where c.key = ${key}
    and case when jsonb_typeof(c.value) = 'number' then c.value::numeric > ${floor} else false end
    and ${freshnessOf(freshness)})`;

/**
 * The figures kept under `key` when fresh, else `compute`d again by one reader and kept. `compute`
 * gets the refreshing transaction; its result must be JSON. `read` is what keptFigureColumn gave
 * (null: none kept) when the caller read it already.
 */
export async function cachedFigure<T>(
  key: string,
  freshness: FigureFreshness,
  compute: (tx: Database) => Promise<T>,
  read?: KeptFigure | null,
): Promise<T> {
  const db = await getDb();
  const kept = read === undefined ? await readKept(db, key, freshness) : (read ?? undefined);
  if (kept?.fresh) return kept.value as T;
  return db.transaction(async (tx) => {
    const lock = sql`${FIGURE_LOCK}::int, hashtext(${key})`;
    const [{ locked } = { locked: false }] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${lock}) as locked`),
    );
    if (!locked) {
      // Another reader is computing them: the kept figures meanwhile, or, with none, theirs.
      if (kept) return kept.value as T;
      await tx.execute(sql`select pg_advisory_xact_lock(${lock})`);
      const done = await readKept(tx as Database, key, { ...freshness, changeGraceSeconds: 1e6 });
      if (done) return done.value as T;
    }
    await tx.execute(sql.raw(`set local statement_timeout = '${REFRESH_TIMEOUT}'`));
    // The change count before the figures: a change after this read shows as one since.
    const [{ changes } = { changes: 0 }] = rowsOf<{ changes: string | number }>(
      await tx.execute(sql`select ${CURRENT_CHANGES} as changes`),
    );
    const value = await compute(tx as Database);
    await tx
      .insert(cachedFigures)
      .values({ key, value, changes: Number(changes), computedAt: sql`now()` })
      .onConflictDoUpdate({
        target: cachedFigures.key,
        set: { value, changes: Number(changes), computedAt: sql`now()` },
      });
    return value;
  }) as Promise<T>;
}
