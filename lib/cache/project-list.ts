import "server-only";

import { env } from "@/lib/env";

import { announceWrite } from "./instances";

/**
 * The pages of GET /api/projects, per query, in this process. Every write through
 * lib/data calls invalidateProjectList(), here and, through PostgreSQL notices
 * (lib/cache/instances.ts), in every other instance; writes nobody announces (SQL run by hand)
 * show after at most TTL_MS.
 */
export const PROJECT_LIST_TTL_MS = 2_000;
// Enough for every page a dashboard pages through; a client walking many offsets evicts the oldest.
const MAX_ENTRIES = 200;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

// On globalThis: each route is its own server bundle, and a write in PUT /api/projects/{id} must
// clear the answers that GET /api/projects keeps.
const shared = globalThis as unknown as { __torontoprosProjectList?: Map<string, Entry> };
const entries = (shared.__torontoprosProjectList ??= new Map<string, Entry>());

/**
 * The cached answer for `key`, or `load()`'s, shared by every request that asks before it
 * settles (50 clients after a write run one query, not 50). An entry is created before its query
 * starts and is dropped by any later invalidation, so an answer kept here never predates a write
 * that has already been acknowledged.
 */
export function cachedProjectList<T>(
  key: string,
  load: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  // Vercel runs many short-lived function instances that hear no other's writes: none keeps lists.
  if (env.VERCEL) return load();
  const entry = entries.get(key);
  if (entry && entry.expires > now) return entry.value as Promise<T>;
  if (entry) entries.delete(key);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  const value = load();
  const created: Entry = { expires: now + PROJECT_LIST_TTL_MS, value };
  entries.set(key, created);
  // A failed read is not kept: the next request tries again.
  value.catch(() => {
    if (entries.get(key) === created) entries.delete(key);
  });
  return value;
}

/** Forgets every kept answer: called after each write to projects or their proposal counts. */
export function invalidateProjectList() {
  entries.clear();
}

/**
 * Runs a write to projects, then forgets the kept lists. Also when the write throws: a write whose
 * answer was lost on the way back from PostgreSQL may still have committed.
 */
export async function changingProjects<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    invalidateProjectList();
    // The other instances forget theirs before this write's answer leaves.
    await announceWrite(["/api/projects"]);
  }
}
