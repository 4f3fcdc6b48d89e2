import type { Client as PgClient, Pool as PgPool, PoolClient, PoolConfig } from "pg";

import { requestContext } from "@/lib/client-address.mjs";
import { isDatabaseUnavailable } from "./unavailable";

// What a PostgreSQL restart does to the pool's connections, and what the app does about it
// (docs/decisions/0033-health-shutdown-and-restarts.md). The server ends every connection, idle or in use
// (57P01, then the socket closes); while it is down, new ones are refused (ECONNREFUSED, 57P03).
// Requests meanwhile answer 503 (lib/api/errors.ts); nothing may crash the process, and no
// connection may be lost to the pool for good.

/** The first error code along an error's causes, for a log line (never the message's values). */
function codeOf(error: unknown): string {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[A-Z0-9_]{1,32}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return "-";
}

type Tracked = PoolClient & { ended?: boolean };

/**
 * Notes on the request being answered (the production server's context, lib/client-address.mjs)
 * that the database failed it: a page that fails for it then answers 503, not 500
 * (server/production-server.mjs). The API answers 503 for it already (lib/api/errors.ts).
 */
function noteFailure(error: unknown): void {
  if (!isDatabaseUnavailable(error)) return;
  const context = requestContext.getStore();
  if (context) context.databaseUnavailable = true;
}

/** `query` of a pool or a connection, noting each failure of its promise form (noteFailure). */
function noting<Query extends (...args: never[]) => unknown>(query: Query): Query {
  return ((...args: never[]) => {
    const result = query(...args);
    if (result instanceof Promise) result.catch(noteFailure);
    return result;
  }) as Query;
}

/**
 * pg's Pool as the app needs it through a restart of the server:
 * - every connection has an `error` listener from the start, logging once: pg emits the
 *   server's goodbye on the connection itself when no statement is waiting on it (an idle one,
 *   or a transaction between two statements), and an event nobody listens to is an uncaught
 *   exception. The statement after it fails, and is answered 503.
 * - a connection checked out once it has ended, or that ends while checked out, is given back
 *   to the pool at once, which drops it. Drizzle's `transaction()` (0.45) sends BEGIN before the
 *   `try` whose `finally` releases the connection, so a BEGIN on a connection the server has
 *   just ended never gives it back: each restart would take connections from the pool until
 *   none were left and every request waited for one. The holder's own release then does nothing.
 */
export function restartSafePool(
  Pool: typeof PgPool,
  Client: typeof PgClient,
  config: PoolConfig,
  label = "Database",
): PgPool {
  class TrackedClient extends Client {
    ended = false;
    constructor(...args: ConstructorParameters<typeof PgClient>) {
      super(...args);
      let logged = false;
      this.on("error", (error) => {
        if (logged) return;
        logged = true;
        console.error(
          `${label} connection lost (code=${codeOf(error)}): requests answer 503 until the pool connects again`,
        );
      });
      this.once("end", () => (this.ended = true));
      this.query = noting(this.query.bind(this)) as typeof this.query;
    }
  }

  const guard = (client: Tracked): PoolClient => {
    const release = client.release;
    let released = false;
    const giveBack = (error?: Error | boolean) => {
      client.removeListener("end", onEnd);
      if (released) return;
      released = true;
      release.call(client, error);
    };
    const onEnd = () => giveBack(new Error(`${label}: the connection ended while in use`));
    client.release = giveBack;
    if (client.ended) onEnd();
    else client.once("end", onEnd);
    return client;
  };

  class RestartSafePool extends Pool {
    // The promise form is what Drizzle and the app call; the callback form is pg's own
    // `pool.query`, which listens for errors and releases the connection itself.
    connect(): Promise<PoolClient>;
    connect(
      callback: (
        error: Error | undefined,
        client: PoolClient | undefined,
        done: () => void,
      ) => void,
    ): void;
    connect(callback?: Parameters<PgPool["connect"]>[0]) {
      if (callback) return super.connect(callback);
      return super.connect().then(
        (client) => guard(client as Tracked),
        (error: unknown) => {
          noteFailure(error);
          throw error;
        },
      );
    }
  }
  const pool = new RestartSafePool({ ...config, Client: TrackedClient });
  pool.query = noting(pool.query.bind(pool)) as typeof pool.query;
  // An idle connection's error also reaches the pool, which drops the connection; it is logged
  // once, by the connection's own listener.
  pool.on("error", () => {});
  return pool;
}
