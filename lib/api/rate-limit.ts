import { LRUCache } from "lru-cache";

import { normaliseAddress, requestContext } from "@/lib/client-address.mjs";
import { env } from "@/lib/env";

// Fixed one-minute windows per client, in memory: enough for one server process. Several
// instances behind a load balancer would each count separately (noted in docs/decisions.md).
const WINDOW_MS = 60_000;
// Bounds memory whatever keys arrive; windows also expire on their own after a minute.
const MAX_CLIENTS = 10_000;
const windows = new LRUCache<string, { start: number; count: number }>({
  max: MAX_CLIENTS,
  ttl: WINDOW_MS,
  ttlAutopurge: false,
});
let writesPerMinute = env.RATE_LIMIT_PER_MINUTE;

/** Changes the limit (tests) and forgets every window. */
export function configureRateLimit(limit: number) {
  writesPerMinute = limit;
  windows.clear();
}

/** Clients counted at the moment (tests: the map stays bounded). */
export const countedClients = () => windows.size;

/** Counts one write for the client; returns the seconds to wait when over the limit, else 0. */
export function takeWrite(client: string, now = Date.now()): number {
  const limit = writesPerMinute;
  if (limit <= 0) return 0;
  const current = windows.get(client);
  if (!current || now - current.start >= WINDOW_MS) {
    windows.set(client, { start: now, count: 1 });
    return 0;
  }
  if (current.count >= limit)
    return Math.max(1, Math.ceil((current.start + WINDOW_MS - now) / 1000));
  current.count++;
  return 0;
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
