import { lt, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";

import { normaliseAddress, requestContext } from "@/lib/client-address.mjs";
import { getDb, type Database } from "@/lib/db/client";
import { rateLimits } from "@/lib/db/schema";
import { env } from "@/lib/env";

// Fixed one-minute windows per client. In memory for the embedded default (one process); in
// PostgreSQL when DATABASE_URL is set, so every instance counts against the same limit.
const WINDOW_MS = 60_000;
// Bounds memory whatever keys arrive; windows also expire on their own after a minute.
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
const waitFor = (start: number, now: number) =>
  Math.max(1, Math.ceil((start + WINDOW_MS - now) / 1000));

/** Counts one write in memory; the seconds to wait when over the limit, else 0. */
export function takeWriteInMemory(client: string, limit: number, now = Date.now()): number {
  const current = windows.get(client);
  if (!current || now - current.start >= WINDOW_MS) {
    windows.set(client, { start: now, count: 1 });
    return 0;
  }
  if (current.count >= limit) return waitFor(current.start, now);
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
): Promise<number> {
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${WINDOW_MS / 1000})`;
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
  // Old windows go at most once a minute per process.
  if (Date.now() - lastSweep > WINDOW_MS) {
    lastSweep = Date.now();
    await db
      .delete(rateLimits)
      .where(
        lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${(2 * WINDOW_MS) / 1000})`),
      );
  }
  if (!row || row.count <= limit) return 0;
  return waitFor(0, row.elapsedMs);
}

/** Counts one write for the client; returns the seconds to wait when over the limit, else 0. */
export async function takeWrite(client: string, now = Date.now()): Promise<number> {
  const limit = writesPerMinute;
  if (limit <= 0) return 0;
  if (store === "database") return takeWriteShared(await getDb(), client, limit);
  return takeWriteInMemory(client, limit, now);
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
