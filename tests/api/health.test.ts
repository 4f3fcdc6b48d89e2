import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import * as healthRoute from "@/app/api/health/route";
import * as readyRoute from "@/app/api/ready/route";
import { openDatabase, setDatabase } from "@/lib/db/client";
import { singleton } from "@/lib/process-singletons.mjs";
import { localPhotoStorage, s3PhotoStorage, setPhotoStorage } from "@/lib/storage/photos";

import { databases, request, useDatabase } from "./helpers";

// Before any import reads the environment: DATA_DIR is a file, so the default photo folder
// (DATA_DIR/uploads) can never be created, whoever runs the tests (root ignores permissions).
const dataDirFile = await vi.hoisted(async () => {
  const { mkdtempSync, writeFileSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const file = join(mkdtempSync(join(tmpdir(), "tp-health-")), "not-a-folder");
  writeFileSync(file, "");
  process.env.DATA_DIR = file;
  return file;
});

/** A photo folder that works. */
const uploads = path.join(mkdtempSync(path.join(tmpdir(), "tp-health-uploads-")), "uploads");
const writable = localPhotoStorage(uploads);

async function ready() {
  const response = await readyRoute.GET(request("/api/ready"), undefined);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return { status: response.status, body: await response.json() };
}

afterAll(() => setPhotoStorage(undefined));

describe("GET /api/health", () => {
  it("answers 200 without touching the database or storage", async () => {
    // Neither works here: no database is open and the default photo folder cannot exist.
    setDatabase(undefined);
    setPhotoStorage(undefined);
    const response = await healthRoute.GET(request("/api/health"), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

describe.each(databases)("GET /api/ready on $name", (target) => {
  useDatabase(target);
  beforeEach(() => setPhotoStorage(writable));

  it("answers 200 when the database answers with every migration applied and photos can be stored", async () => {
    expect(await ready()).toEqual({
      status: 200,
      body: { status: "ready", database: "ok", storage: "ok" },
    });
    // The probe is removed, and was never a photo.
    expect(readdirSync(uploads)).toEqual([]);
  });

  it("answers 503 at once while the server stops, though the database and storage work", async () => {
    const lifecycle = singleton("lifecycle", () => ({ stopping: false }));
    lifecycle.stopping = true;
    try {
      expect(await ready()).toEqual({
        status: 503,
        body: { status: "not ready", stopping: true },
      });
    } finally {
      lifecycle.stopping = false;
    }
    expect((await ready()).status).toBe(200);
  });

  it("answers 503 naming storage when the photo folder cannot be written", async () => {
    // The default folder, DATA_DIR/uploads, under a DATA_DIR that is a file.
    setPhotoStorage(undefined);
    expect(await ready()).toEqual({
      status: 503,
      body: { status: "not ready", database: "ok", storage: "not writable" },
    });
    expect(dataDirFile).toMatch(/not-a-folder$/);
  });

  it("answers 503 naming storage when the bucket cannot be reached", async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    setPhotoStorage(
      s3PhotoStorage({
        bucket: "torontopros-photos",
        region: "us-east-1",
        endpoint: "http://127.0.0.1:1",
        accessKeyId: "unused",
        secretAccessKey: "unused",
        forcePathStyle: true,
      }),
    );
    expect(await ready()).toEqual({
      status: 503,
      body: { status: "not ready", database: "ok", storage: "not writable" },
    });
  });
});

describe("GET /api/ready when the database is not", () => {
  beforeEach(() => setPhotoStorage(writable));
  afterEach(() => setDatabase(undefined));

  it("answers 503 naming the database when PostgreSQL cannot be reached", async () => {
    const failing = openDatabase({
      url: "postgres://nobody:nothing@127.0.0.1:1/none",
      dataDir: "unused",
    });
    failing.catch(() => {});
    setDatabase(failing);
    expect(await ready()).toEqual({
      status: 503,
      body: { status: "not ready", database: "unavailable", storage: "ok" },
    });
  });

  it("answers 503 naming the database when the embedded database has been closed", async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    setDatabase(handle);
    await handle.close();
    expect(await ready()).toEqual({
      status: 503,
      body: { status: "not ready", database: "unavailable", storage: "ok" },
    });
  });

  it("answers 503 while a migration of this build is not applied", async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    setDatabase(handle);
    try {
      await handle.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      expect(await ready()).toEqual({
        status: 503,
        body: { status: "not ready", database: "migrations pending", storage: "ok" },
      });
    } finally {
      await handle.close();
    }
  });

  it("answers 503 naming both when neither works", async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    setDatabase(handle);
    await handle.close();
    const blocked = path.join(mkdtempSync(path.join(tmpdir(), "tp-health-")), "file");
    writeFileSync(blocked, "");
    setPhotoStorage(localPhotoStorage(path.join(blocked, "uploads")));
    expect(await ready()).toEqual({
      status: 503,
      body: { status: "not ready", database: "unavailable", storage: "not writable" },
    });
  });
});
