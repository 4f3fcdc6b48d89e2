import { sql } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as dashboardRoute from "@/app/api/dashboard/route";
import * as projectsRoute from "@/app/api/projects/route";
import { errorResponse } from "@/lib/api/errors";
import { openDatabase, setDatabase, type DatabaseHandle } from "@/lib/db/client";
import { request } from "./helpers";

// A statement the database cannot finish within DATABASE_STATEMENT_TIMEOUT_MS is cancelled by
// PostgreSQL (SQLSTATE 57014) and the request answered 503 at once, instead of holding one of
// the pool's connections (docs/decisions/0009-data-at-scale.md).

describe("a cancelled statement", () => {
  it("is answered 503, not 500", async () => {
    const cancelled = Object.assign(new Error("canceling statement due to statement timeout"), {
      code: "57014",
    });
    const response = errorResponse(new Error("Failed query", { cause: cancelled }));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect((await response.json()).error).toMatch(/temporarily unavailable/);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("the statement timeout on PostgreSQL", () => {
  let handle: DatabaseHandle;
  const holder = new Client({ connectionString: url });

  beforeAll(async () => {
    handle = await openDatabase({ url, dataDir: "memory://", statementTimeoutMs: 300 });
    await holder.connect();
  });
  afterAll(async () => {
    setDatabase(undefined);
    await handle?.close();
    await holder.end();
  });

  it("cancels a request's statement that waits too long, and answers 503", async () => {
    setDatabase(handle);
    // Another session holds the tables the list and the dashboard read: every statement on
    // them waits, until the timeout cancels it.
    await holder.query("BEGIN");
    await holder.query("LOCK TABLE projects, proposals IN ACCESS EXCLUSIVE MODE");
    try {
      for (const answer of [
        await projectsRoute.GET(request("/api/projects?limit=1"), undefined),
        await projectsRoute.GET(request("/api/projects?category=Plumbing"), undefined),
      ]) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe("5");
        expect((await answer.json()).error).toMatch(/temporarily unavailable/);
      }
    } finally {
      await holder.query("ROLLBACK");
    }
    // The pool's connections came back: the next request is answered.
    expect((await projectsRoute.GET(request("/api/projects?limit=1"), undefined)).status).toBe(200);
    expect((await dashboardRoute.GET(request("/api/dashboard"), undefined)).status).toBe(200);
  });

  it("runs the app's statements without JIT", async () => {
    setDatabase(handle);
    const result = (await handle.db.execute(sql`show jit`)) as unknown as {
      rows: { jit: string }[];
    };
    expect(result.rows[0]!.jit).toBe("off");
    const timeout = (await handle.db.execute(sql`show statement_timeout`)) as unknown as {
      rows: { statement_timeout: string }[];
    };
    expect(timeout.rows[0]!.statement_timeout).toBe("300ms");
  });

  it("sets each new connection up before its first statement, which never waits in the driver", async () => {
    // node-postgres warns (and its next major version fails) when a query is given to a client
    // that is still running another: a setup queued at connection time did that.
    const query = Client.prototype.query;
    let sentToBusyClient = 0;
    Client.prototype.query = function (
      this: Client & { activeQuery?: unknown; _queryQueue: unknown[] },
      ...args: unknown[]
    ) {
      if (this.activeQuery || this._queryQueue.length > 0) sentToBusyClient++;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    // Fresh pools: every connection below is opened for the statements that ask for it.
    const fresh = await openDatabase({ url, dataDir: "memory://", statementTimeoutMs: 250 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          fresh.db.execute(sql`select current_setting('statement_timeout') as timeout,
            current_setting('jit') as jit, pg_backend_pid() as pid`),
        ),
      );
      const rows = answers.map(
        (answer) =>
          (answer as unknown as { rows: { timeout: string; jit: string; pid: number }[] }).rows[0]!,
      );
      expect(new Set(rows.map((row) => row.pid)).size).toBeGreaterThan(1);
      for (const row of rows) expect(row).toMatchObject({ timeout: "250ms", jit: "off" });
      expect(sentToBusyClient).toBe(0);
    } finally {
      Client.prototype.query = query;
      await fresh.close();
    }
  });
});
