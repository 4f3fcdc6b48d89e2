import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { drizzle as pgDrizzle } from "drizzle-orm/node-postgres";
import { migrate as pgMigrate } from "drizzle-orm/node-postgres/migrator";
import { drizzle as pgliteDrizzle } from "drizzle-orm/pglite";
import { migrate as pgliteMigrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import type { Database } from "@/lib/db/client";
import * as schema from "@/lib/db/schema";

// The databases a migration is tried on: PGlite in memory, and PostgreSQL in a scratch database
// made beside TEST_DATABASE_URL's when it is set. Rows are written with the schema as it was
// before the migration (`migrationsBefore`), then the whole folder is applied to them.

/** The migrations folder as it was before `tag`: a copy whose journal ends just before it. */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync(path.join(process.cwd(), "drizzle"), folder, { recursive: true });
  rmSync(path.join(folder, `${tag}.sql`));
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 1) throw new Error(`No migration ${tag} after the first in drizzle/`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** A database with a way to apply a migrations folder to it, and to close it. */
export interface MigrationTarget {
  db: Database;
  kind: "pglite" | "postgres";
  migrateTo: (folder: string) => Promise<unknown>;
  close: () => Promise<void>;
}

async function pgliteTarget(): Promise<MigrationTarget> {
  const client = await PGlite.create();
  const db = pgliteDrizzle({ client, schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    migrateTo: (folder) => pgliteMigrate(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/** A scratch database `<test database>_<suffix>`, dropped again at the end. */
async function postgresTarget(url: string, suffix: string): Promise<MigrationTarget> {
  const scratch = new URL(url);
  const name = `${scratch.pathname.slice(1)}_${suffix}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  scratch.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: scratch.toString(), max: 4 });
  const db = pgDrizzle({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    migrateTo: (folder) => pgMigrate(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      await admin.end();
    },
  };
}

/**
 * The databases to try a migration on; `suffix` names the PostgreSQL scratch database, one per
 * test file, since files run at the same time.
 */
export const migrationTargets = (
  suffix: string,
): { name: string; open: () => Promise<MigrationTarget> }[] => [
  { name: "PGlite", open: pgliteTarget },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "PostgreSQL", open: () => postgresTarget(process.env.TEST_DATABASE_URL!, suffix) }]
    : []),
];
