import { env } from "@/lib/env";

// Fixed one-minute windows per client, in memory: enough for one server process. Several
// instances behind a load balancer would each count separately (noted in docs/decisions.md).
const windows = new Map<string, { start: number; count: number }>();
const WINDOW_MS = 60_000;
let writesPerMinute = env.RATE_LIMIT_PER_MINUTE;

/** Changes the limit (tests) and forgets every window. */
export function configureRateLimit(limit: number) {
  writesPerMinute = limit;
  windows.clear();
}

/** Counts one write for the client; returns the seconds to wait when over the limit, else 0. */
export function takeWrite(client: string, now = Date.now()): number {
  const limit = writesPerMinute;
  if (limit <= 0) return 0;
  const current = windows.get(client);
  if (!current || now - current.start >= WINDOW_MS) {
    if (windows.size > 10_000) pruneWindows(now);
    windows.set(client, { start: now, count: 1 });
    return 0;
  }
  if (current.count >= limit)
    return Math.max(1, Math.ceil((current.start + WINDOW_MS - now) / 1000));
  current.count++;
  return 0;
}

function pruneWindows(now: number) {
  for (const [client, window] of windows)
    if (now - window.start >= WINDOW_MS) windows.delete(client);
}

/** The client's address as the nearest proxy reports it. */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "local";
}
