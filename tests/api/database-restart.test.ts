import type { EventEmitter } from "node:events";

import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import * as projectsRoute from "@/app/api/projects/route";
import * as readyRoute from "@/app/api/ready/route";
import { errorResponse } from "@/lib/api/errors";
import { openDatabase, setDatabase, type DatabaseHandle } from "@/lib/db/client";
import { localPhotoStorage, setPhotoStorage } from "@/lib/storage/photos";
import { namedConnections, startPgProxy, terminateBackends, type CuttableProxy } from "../pg-proxy";
import { request, validProject } from "./helpers";

// Issue item 15: a PostgreSQL restart answers 503, never 500, and no error escapes as an uncaught
// exception. The shared server is not restarted: the app's own connections are terminated as a
// restart terminates them (57P01), or cut at a proxy in front of the server and let through
// again (a server that is gone, then back).

const url = process.env.TEST_DATABASE_URL;
/** The app's connections in these tests, by name: only they are terminated. */
const APP = "restart-test";

/** Uncaught exceptions and unhandled rejections while a test runs: there must be none. */
const escaped: unknown[] = [];
const onEscape = (error: unknown) => escaped.push(error);

describe.skipIf(!url)("a PostgreSQL restart", () => {
  let proxy: CuttableProxy;
  let handle: DatabaseHandle;
  let logged: string[];

  beforeAll(async () => {
    proxy = await startPgProxy(namedConnections(url!, APP));
    // A small pool, so that a connection lost to it for good shows at once.
    handle = await openDatabase({ url: proxy.url, dataDir: "memory://", poolSize: 3 });
    const uploads = `${process.env.TMPDIR ?? "/tmp"}/tp-restart-${process.pid}`;
    setPhotoStorage(localPhotoStorage(uploads));
  });
  afterAll(async () => {
    setDatabase(undefined);
    setPhotoStorage(undefined);
    await handle?.close();
    await proxy?.close();
  });
  beforeEach(async () => {
    await proxy.restore();
    setDatabase(handle);
    await handle.db.execute(
      sql`TRUNCATE proposals, manage_links, projects, idempotency_keys, outbox, mail_recipients, proven_addresses, rate_limits RESTART IDENTITY CASCADE`,
    );
    escaped.length = 0;
    process.on("uncaughtException", onEscape);
    process.on("unhandledRejection", onEscape);
    logged = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
  });
  afterEach(() => {
    process.off("uncaughtException", onEscape);
    process.off("unhandledRejection", onEscape);
    vi.restoreAllMocks();
  });

  /** The pool the requests use (Drizzle's `$client`). */
  const pool = () => (handle.db as unknown as { $client: import("pg").Pool }).$client;

  let posted = 0;

  /** One of the requests a visitor sends: a list read, a post (a transaction) or readiness. */
  async function call(seq: number): Promise<Response> {
    switch (seq % 3) {
      case 0:
        return projectsRoute.GET(request("/api/projects?limit=5"), undefined);
      case 1:
        return projectsRoute.POST(
          request("/api/projects", {
            method: "POST",
            body: { ...validProject, homeownerEmail: `restart-${posted++}@home.example` },
          }),
          undefined,
        );
      default:
        return readyRoute.GET(request("/api/ready"), undefined);
    }
  }

  /** Each answer's status; a 503 must say when to try again. */
  async function statusOf(response: Response): Promise<number> {
    if (response.status === 503) {
      const body = await response.json();
      // Readiness names the part that is down; every other 503 says to try again shortly.
      if (body.status !== "not ready") expect(response.headers.get("retry-after")).toBe("5");
    }
    return response.status;
  }

  /** `workers` clients sending requests one after another until `stop` says so. */
  function traffic(workers: number, stop: () => boolean) {
    const statuses: number[] = [];
    let seq = 0;
    const done = Promise.all(
      Array.from({ length: workers }, async () => {
        while (!stop()) statuses.push(await statusOf(await call(seq++)));
      }),
    ).then(() => statuses);
    return { done, answered: () => statuses.filter((status) => status < 300).length };
  }

  it("answers 2xx or 503 while every connection is terminated, a few times, never 500", async () => {
    let terminations = 0;
    let stopped = false;
    const running = traffic(6, () => stopped);
    for (let round = 0; round < 5; round++) {
      // Some requests answered between each restart, on connections the pool has made again.
      const before = running.answered();
      await expect
        .poll(running.answered, {
          timeout: 20_000,
          message: "requests are answered again (no connection is lost to the pool in use)",
        })
        .toBeGreaterThan(before + 3);
      terminations += await terminateBackends(url!, APP);
    }
    stopped = true;
    const statuses = await running.done;
    expect(terminations).toBeGreaterThan(0);
    expect(statuses.filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    expect(logged.filter((line) => line.includes("API 500"))).toEqual([]);
    expect(escaped.map(String)).toEqual([]);
    // Once the server is back, everything answers, and every connection the pool holds is back
    // in it, idle: none was lost in use.
    for (let seq = 0; seq < 6; seq++) expect((await call(seq)).status).toBeLessThan(300);
    expect(pool().waitingCount).toBe(0);
    expect(pool().idleCount).toBe(pool().totalCount);
  });

  it("answers 503 with Retry-After while the server is gone, and 2xx once it is back", async () => {
    expect((await call(0)).status).toBe(200);
    await proxy.cut();
    const during = await Promise.all([0, 1, 2, 3, 4, 5].map(async (seq) => call(seq)));
    for (const response of during) expect(await statusOf(response)).toBe(503);
    await proxy.restore();
    for (let seq = 0; seq < 6; seq++) expect((await call(seq)).status).toBeLessThan(300);
    expect(logged.filter((line) => line.includes("API 500"))).toEqual([]);
    expect(escaped.map(String)).toEqual([]);
  });

  it("keeps the process up when a connection in the middle of a transaction is terminated", async () => {
    const failed = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // The transaction's own connection, checked out of the pool: between two statements
        // nothing is waiting on it, and the server's goodbye arrives as an event of its own.
        const client = (tx as unknown as { session: { client: EventEmitter } }).session.client;
        const ended = new Promise((resolve) => client.once("end", resolve));
        expect(await terminateBackends(url!, APP)).toBeGreaterThan(0);
        await ended;
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failed).not.toBeNull();
    // The rollback on the dead connection fails too: that failure is the one thrown, and it is
    // still the database being away.
    expect(errorResponse(failed).status).toBe(503);
    expect(escaped.map(String)).toEqual([]);
    expect(logged.some((line) => /Database connection lost/.test(line))).toBe(true);
    // The pool has dropped the dead connection: the next request answers.
    expect((await call(0)).status).toBe(200);
  });

  it("keeps the process up when idle pooled connections are terminated", async () => {
    // Several connections open and back in the pool, idle.
    await Promise.all([0, 3, 6, 9].map(async (seq) => (await call(seq)).status));
    expect(await terminateBackends(url!, APP)).toBeGreaterThan(0);
    // The next requests answer, from connections made again (at worst a 503 for one that raced
    // the goodbye), and nothing escaped.
    const statuses = await Promise.all([0, 1, 2, 3].map(async (seq) => statusOf(await call(seq))));
    expect(statuses.filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    await expect.poll(async () => (await call(0)).status).toBe(200);
    expect(escaped.map(String)).toEqual([]);
  });
});
