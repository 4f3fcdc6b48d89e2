import { and, eq, gt, lt, notLike, or, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";

import { normaliseAddress, requestContext } from "@/lib/client-address.mjs";
import { getBackgroundDb, getDb, type Database } from "@/lib/db/client";
import { rateLimits } from "@/lib/db/schema";
import { env } from "@/lib/env";

// Fixed windows per client: writes per minute, and wrong bearer tokens per 15 minutes (keyed
// `auth-fail:<client>`). In memory for the embedded default (one process); in PostgreSQL when
// DATABASE_URL is set, so every instance counts against the same limit.
const WINDOW_MS = 60_000;
const TOKEN_WINDOW_MS = 15 * 60_000;
const TOKEN_KEY = "auth-fail:";
// Sign-in links asked for, per address and per client, per 15 minutes (lib/accounts).
const SIGN_IN_KEY = "sign-in:";
// Bounds memory whatever keys arrive; windows also expire on their own when they end.
const MAX_CLIENTS = 10_000;
const windows = new LRUCache<string, { start: number; count: number }>({
  max: MAX_CLIENTS,
  ttl: WINDOW_MS,
  ttlAutopurge: false,
});
let writesPerMinute = env.RATE_LIMIT_PER_MINUTE;
let store: "memory" | "database" = env.DATABASE_URL ? "database" : "memory";

/** Changes the limit (tests), and where it is counted, and forgets every window in memory. */
export function configureRateLimit(limit: number, where: typeof store = store) {
  writesPerMinute = limit;
  store = where;
  windows.clear();
}

/** Clients counted in memory at the moment (tests: the map stays bounded). */
export const countedClients = () => windows.size;

/** Seconds until the window that started at `start` ends (at least 1). */
const waitFor = (start: number, now: number, windowMs = WINDOW_MS) =>
  Math.max(1, Math.ceil((start + windowMs - now) / 1000));

/** Counts one write in memory; the seconds to wait when over the limit, else 0. */
export function takeWriteInMemory(
  client: string,
  limit: number,
  now = Date.now(),
  windowMs = WINDOW_MS,
): number {
  const current = windows.get(client);
  if (!current || now - current.start >= windowMs) {
    windows.set(client, { start: now, count: 1 }, { ttl: windowMs });
    return 0;
  }
  if (current.count >= limit) return waitFor(current.start, now, windowMs);
  current.count++;
  return 0;
}

let lastSweep = 0;

/**
 * Counts one write in the database, in one statement (so two instances cannot both take the
 * last write of a window); the seconds to wait when over the limit, else 0.
 */
export async function takeWriteShared(
  db: Database,
  client: string,
  limit: number,
  windowMs = WINDOW_MS,
): Promise<number> {
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ client, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.client,
      set: {
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning({
      count: rateLimits.count,
      elapsedMs: sql<number>`(extract(epoch from now() - ${rateLimits.windowStart}) * 1000)::int`,
    });
  // Old windows go at most once a minute per process, on the server's own connections and
  // after this write is counted: the request does not wait for it.
  if (Date.now() - lastSweep > WINDOW_MS) {
    lastSweep = Date.now();
    void sweepEndedWindows().catch((error: unknown) =>
      console.error(
        `Rate limit sweep failed: ${error instanceof Error ? error.name : String(error)}`,
      ),
    );
  }
  if (!row || row.count <= limit) return 0;
  return waitFor(0, row.elapsedMs, windowMs);
}

/**
 * Deletes windows that ended: writes' after two minutes, wrong tokens' after thirty. One range
 * of rate_limits_window_start_idx (every row it deletes is two minutes old), the key checked
 * only on those rows.
 */
export async function sweepEndedWindows(): Promise<void> {
  const db = await getBackgroundDb();
  const olderThan = (ms: number) =>
    lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${(2 * ms) / 1000})`);
  await db
    .delete(rateLimits)
    .where(
      and(
        olderThan(WINDOW_MS),
        or(
          and(
            notLike(rateLimits.client, `${TOKEN_KEY}%`),
            notLike(rateLimits.client, `${SIGN_IN_KEY}%`),
          ),
          olderThan(TOKEN_WINDOW_MS),
        ),
      ),
    );
}

/** Counts one write for the client; returns the seconds to wait when over the limit, else 0. */
export async function takeWrite(client: string, now = Date.now()): Promise<number> {
  const limit = writesPerMinute;
  if (limit <= 0) return 0;
  if (store === "database") return takeWriteShared(await getDb(), client, limit);
  return takeWriteInMemory(client, limit, now);
}

/**
 * Counts a request that carries a bearer token against the client's wrong tokens before the
 * token is checked (so a burst sent at once cannot all be checked before any is counted); the
 * seconds to wait when the client has used its window's wrong tokens, else 0. A token that is
 * not refused is handed back with `returnTokenAttempt`. RATE_LIMIT_PER_MINUTE=0 leaves this on.
 */
export async function takeTokenAttempt(client: string, now = Date.now()): Promise<number> {
  const key = TOKEN_KEY + client;
  if (store === "database") {
    return takeWriteShared(await getDb(), key, env.AUTH_FAILURE_LIMIT, TOKEN_WINDOW_MS);
  }
  return takeWriteInMemory(key, env.AUTH_FAILURE_LIMIT, now, TOKEN_WINDOW_MS);
}

/**
 * Counts one sign-in link asked for under `key` (an address or a client) against `limit` per 15
 * minutes; the seconds to wait when over it, else 0. Never off, like the wrong-token limit.
 */
export async function takeSignInAttempt(key: string, limit: number, now = Date.now()) {
  const counted = SIGN_IN_KEY + key;
  if (store === "database") {
    return takeWriteShared(await getDb(), counted, limit, TOKEN_WINDOW_MS);
  }
  return takeWriteInMemory(counted, limit, now, TOKEN_WINDOW_MS);
}

/** Hands back an attempt `takeTokenAttempt` counted: the token was accepted, or never checked. */
export async function returnTokenAttempt(client: string): Promise<void> {
  const key = TOKEN_KEY + client;
  if (store === "database") {
    const db = await getDb();
    await db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(and(eq(rateLimits.client, key), gt(rateLimits.count, 0)));
    return;
  }
  const current = windows.get(key);
  if (current && current.count > 0) current.count--;
}

/**
 * The client a write is counted against: the address the production server read from the
 * connection (lib/client-address.mjs, with TRUST_PROXY_HOPS); on Vercel, the address its edge
 * writes into `x-real-ip` (it replaces any value a client sent). Anything else (`next dev`) is
 * one local client. Request headers a client can set are never trusted here.
 */
export function clientKey(request: Request): string {
  const fromServer = requestContext.getStore()?.clientAddress;
  if (fromServer) return fromServer;
  if (env.VERCEL) {
    const address = request.headers.get("x-real-ip");
    if (address) return normaliseAddress(address);
  }
  return "local";
}
