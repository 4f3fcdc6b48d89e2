import { randomBytes } from "node:crypto";

import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";

import {
  appliedMigrations,
  expectedMigrations,
  openDatabase,
  SchemaBehindError,
  type DatabaseHandle,
} from "@/lib/db/client";

const base = process.env.TEST_DATABASE_URL;

/** A new, empty database on the test server, dropped after the test. */
async function emptyDatabase(): Promise<string> {
  const name = `torontopros_migrate_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(base!);
  url.pathname = `/${name}`;
  return url.toString();
}

const created: string[] = [];
const handles: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  for (const name of created.splice(0)) await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.end();
});

describe.skipIf(!base)("migrations on PostgreSQL, a release step", () => {
  it("applies each migration once when several instances start together on an empty database", async () => {
    const url = await emptyDatabase();
    const opened = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ url, dataDir: "memory://" })),
    );
    handles.push(...opened);
    const [first] = opened;
    expect(await appliedMigrations(first!.db)).toBe(expectedMigrations());
    const { rows } = (await first!.db.execute(
      sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`,
    )) as unknown as { rows: { times: number }[] };
    expect(rows).toHaveLength(expectedMigrations());
    expect(rows.every((row) => row.times === 1)).toBe(true);
  });

  it("refuses to serve a schema that is behind, with the command that fixes it", async () => {
    const url = await emptyDatabase();
    const refused = openDatabase({ url, dataDir: "memory://", migrations: "check" });
    await expect(refused).rejects.toBeInstanceOf(SchemaBehindError);
    await expect(refused).rejects.toThrow(
      `The database schema is behind this build (0 of ${expectedMigrations()} migrations applied): run \`npm run db:migrate\``,
    );
    handles.push(await openDatabase({ url, dataDir: "memory://" }));
    const checked = await openDatabase({ url, dataDir: "memory://", migrations: "check" });
    handles.push(checked);
    expect(await appliedMigrations(checked.db)).toBe(expectedMigrations());
  });
});
