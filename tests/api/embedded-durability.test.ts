import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { openDatabase } from "@/lib/db/client";

const dataDir = mkdtempSync(path.join(tmpdir(), "tp-durable-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the embedded database on disk", () => {
  it("syncs each commit's WAL to disk before acknowledging it", async () => {
    const handle = await openDatabase({ dataDir });
    try {
      const setting = async (name: string) => {
        const result = await handle.db.execute(sql.raw(`SHOW ${name}`));
        return (result as unknown as { rows: Record<string, string>[] }).rows[0]?.[name];
      };
      expect(await setting("fsync")).toBe("on");
      expect(await setting("synchronous_commit")).toBe("on");
      // fdatasync() is a no-op in PGlite's WASM build; fsync() reaches the disk.
      expect(await setting("wal_sync_method")).toBe("fsync");
    } finally {
      await handle.close();
    }
    // A new folder runs initdb with every file synced: slow on a busy disk.
  }, 120_000);
});
