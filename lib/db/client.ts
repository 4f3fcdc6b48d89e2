import "server-only";

import path from "node:path";

import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import { env } from "@/lib/env";
import { lockFolder } from "./folder-lock";
import { durableStartParams, syncToDisk } from "./pglite-durability.mjs";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
}

/** The database cannot be reached or opened; the API answers 503. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseUnavailableError";
  }
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/**
 * Opens and migrates a database: PostgreSQL through `pg` for a postgres:// URL, otherwise PGlite
 * with its data in `dataDir` (in memory when dataDir is "memory://").
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new DatabaseUnavailableError("DATABASE_URL must be a postgres:// URL");
  }
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on("error", () => {});
  const db = drizzle({ client: pool, schema });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError("Could not reach the PostgreSQL server", { cause: error });
  }
  return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
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

// One handle per process, kept on globalThis so hot reload in development reuses it.
const cache = globalThis as unknown as { __torontoprosDb?: Promise<DatabaseHandle> };

/** The app's database, opened and migrated on first use (never at import: next build imports routes). */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!cache.__torontoprosDb) {
    const opening = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
    // A failed open is not cached: the next request tries again (the server may come back).
    opening.catch(() => {
      if (cache.__torontoprosDb === opening) cache.__torontoprosDb = undefined;
    });
    cache.__torontoprosDb = opening;
  }
  return cache.__torontoprosDb;
}

/** Replaces the process's database (tests open their own). */
export function setDatabase(handle: DatabaseHandle | undefined) {
  cache.__torontoprosDb = handle ? Promise.resolve(handle) : undefined;
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db;
}
