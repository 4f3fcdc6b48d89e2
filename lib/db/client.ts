import "server-only";

import { readFileSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";

import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import { env, migrateOnStart } from "@/lib/env";
import { singleton } from "@/lib/process-singletons.mjs";
import { lockFolder } from "./folder-lock";
import { restartSafePool } from "./pool";
import { DatabaseUnavailableError } from "./unavailable";
import { durableStartParams, syncToDisk } from "./pglite-durability.mjs";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  /** What requests query: on PostgreSQL, a pool of DATABASE_POOL_SIZE connections. */
  db: Database;
  /**
   * What the server's own work queries (the mail worker, sweeps): on PostgreSQL a pool of its
   * own, two connections, so that neither starves the other; the same database on PGlite.
   */
  background: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
}

export { DatabaseUnavailableError } from "./unavailable";

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/**
 * The schema is older than this build: the server refuses to start on it (a release step must
 * run `npm run db:migrate` first).
 */
export class SchemaBehindError extends Error {
  constructor(applied: number, expected: number) {
    super(
      `The database schema is behind this build (${applied} of ${expected} migrations applied): run \`npm run db:migrate\` with the same DATABASE_URL, then start the server again`,
    );
    this.name = "SchemaBehindError";
  }
}

/** How many migrations this build has (drizzle/meta/_journal.json). */
export function expectedMigrations(): number {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** How many migrations the database has applied (drizzle's own table; 0 before the first). */
export async function appliedMigrations(db: Database): Promise<number> {
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const [table] = rowsOf(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`),
  );
  if (!table?.found) return 0;
  const [counted] = rowsOf(
    await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
  );
  return Number(counted?.applied ?? 0);
}

// Any fixed number, the same in every instance: the advisory lock all migrators take.
const MIGRATION_LOCK = 7_302_451;

/**
 * Opens a database: PostgreSQL through `pg` for a postgres:// URL, otherwise PGlite with its data
 * in `dataDir` (in memory when dataDir is "memory://"). `migrations: "apply"` (the default, and
 * always for the embedded database) brings the schema up to date; "check" only refuses a schema
 * that is behind (the server on PostgreSQL, where migrating is a release step).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  migrations?: "apply" | "check";
  /** PostgreSQL: connections for requests (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** PostgreSQL: a statement running longer is cancelled (DATABASE_STATEMENT_TIMEOUT_MS; 0: never). */
  statementTimeoutMs?: number;
}): Promise<DatabaseHandle> {
  if (options.url) {
    return openPostgres(options.url, options.migrations ?? "apply", {
      poolSize: options.poolSize ?? env.DATABASE_POOL_SIZE,
      statementTimeoutMs: options.statementTimeoutMs ?? env.DATABASE_STATEMENT_TIMEOUT_MS,
    });
  }
  return openPglite(options.dataDir);
}

/** Connections of the server's own work (mail worker, sweeps), apart from the requests'. */
const BACKGROUND_POOL_SIZE = 2;

async function openPostgres(
  url: string,
  migrations: "apply" | "check",
  { poolSize, statementTimeoutMs }: { poolSize: number; statementTimeoutMs: number },
): Promise<DatabaseHandle> {
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new DatabaseUnavailableError("DATABASE_URL must be a postgres:// URL");
  }
  const { Client, Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // Every connection, as it opens: no JIT (the app's queries are index reads, for which
  // compiling costs more than it saves: 0.3 to 1.25 s on plans with large estimates), and a
  // statement timeout, so a slow statement is cancelled (57014, answered 503) instead of holding
  // its connection. Set with SET rather than as startup parameters, which poolers such as
  // PgBouncer refuse.
  const sessionSetup = `set jit = off; set statement_timeout = ${Math.max(0, Math.trunc(statementTimeoutMs))}`;
  const connection = {
    connectionString: url,
    connectionTimeoutMillis: 5_000,
    // Run on each new connection before the pool hands it out, so the first query never waits
    // in the driver's queue behind it (a queue node-postgres 9 removes). A failed setup leaves
    // the connection as the server made it, as before: the query that asked for it still runs.
    onConnect: (client: import("pg").ClientBase) =>
      client.query(sessionSetup).then(
        () => {},
        () => {},
      ),
  };
  // Through a restart of the server: no uncaught error, no connection lost to the pool (pool.ts).
  const pool = restartSafePool(Pool, Client, { ...connection, max: poolSize });
  const backgroundPool = restartSafePool(
    Pool,
    Client,
    { ...connection, max: BACKGROUND_POOL_SIZE },
    "Database (background work)",
  );
  const endPools = () => Promise.all([pool.end(), backgroundPool.end()]).then(() => {});
  const db = drizzle({ client: pool, schema });
  const background = drizzle({ client: backgroundPool, schema });
  let client: import("pg").PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    await endPools().catch(() => {});
    throw new DatabaseUnavailableError("Could not reach the PostgreSQL server", { cause: error });
  }
  try {
    // Migrations build indexes on whole tables: no statement timeout for them.
    await client.query("set statement_timeout = 0");
    if (migrations === "apply") {
      // One migrator at a time across every instance: the others wait here, then find the
      // migrations applied (drizzle's migrator alone takes no lock).
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
      try {
        await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
      }
    } else {
      const applied = await appliedMigrations(drizzle({ client, schema }) as unknown as Database);
      const expected = expectedMigrations();
      if (applied < expected) throw new SchemaBehindError(applied, expected);
    }
  } catch (error) {
    client.release();
    await endPools().catch(() => {});
    if (error instanceof SchemaBehindError) throw error;
    throw new DatabaseUnavailableError(
      `Could not migrate the PostgreSQL database: ${error instanceof Error ? error.message : error}`,
      { cause: error },
    );
  }
  try {
    await client.query(sessionSetup);
  } finally {
    client.release();
  }
  return {
    db: db as unknown as Database,
    background: background as unknown as Database,
    kind: "postgres",
    close: endPools,
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const inMemory = dataDir.startsWith("memory://");
  let release = () => {};
  if (!inMemory) {
    try {
      release = lockFolder(dataDir);
    } catch (error) {
      throw new DatabaseUnavailableError(error instanceof Error ? error.message : String(error), {
        cause: error,
      });
    }
  }
  try {
    const client = inMemory
      ? await PGlite.create()
      : await PGlite.create(path.resolve(dataDir, "pglite"), {
          // Each commit on disk before it is acknowledged (lib/db/pglite-durability.mjs).
          startParams: durableStartParams(PGlite.defaultStartParams),
        });
    if (!inMemory) syncToDisk(client);
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      background: db as unknown as Database,
      kind: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    if (error instanceof DatabaseUnavailableError) throw error;
    throw new DatabaseUnavailableError("Could not open the embedded database", { cause: error });
  }
}

// One handle per process, shared by every route's bundle and kept across hot reloads.
const database = singleton("database", () => ({}));

/** The app's database, opened and migrated on first use (never at import: next build imports routes). */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!database.opening) {
    // PostgreSQL: migrated at start under the advisory lock, or, where a release step migrates
    // (MIGRATE_ON_START=false, Vercel), only checked: a schema that is behind is refused.
    const opening = openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      migrations: migrateOnStart ? "apply" : "check",
    });
    // A failed open is not cached: the next request tries again (the server may come back).
    opening.catch(() => {
      if (database.opening === opening) database.opening = undefined;
    });
    database.opening = opening;
  }
  return database.opening;
}

/** Replaces the process's database (tests open their own, or one still opening). */
export function setDatabase(handle: DatabaseHandle | Promise<DatabaseHandle> | undefined) {
  database.opening = handle ? Promise.resolve(handle) : undefined;
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db;
}

/** The database for the server's own work (mail worker, sweeps): its own small pool. */
export async function getBackgroundDb(): Promise<Database> {
  return (await getDatabase()).background;
}
