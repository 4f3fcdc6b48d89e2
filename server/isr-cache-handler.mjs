// Next's own cache of rendered pages (ISR, its file-system cache), with one rule added: a render
// that began before a revalidation of its page is not kept (docs/decisions/0032-production-server-and-caching.md).
//
// Next stamps a kept page with the time it was stored, and a page is expired by `revalidatePath`
// only if it was stored before that call. A render that read the data before a write but
// finished after the write's `revalidatePath` was therefore kept as current, and served until
// its `revalidate` ran out: a contractor's change did not show on the instance that took it for
// about 60 seconds. Set as `cacheHandler` in next.config.mjs for a Node host; on Vercel the
// platform keeps the pages.
import { createRequire } from "node:module";

import { singleton } from "../lib/process-singletons.mjs";

const require = createRequire(import.meta.url);
// Next's default handler, the one it uses when none is configured: everything else is its own.
const {
  default: FileSystemCache,
} = require("next/dist/server/lib/incremental-cache/file-system-cache.js");

const TAGS_HEADER = "x-next-cache-tags";
/** Revalidations older than this are forgotten: no render takes that long (they time out). */
const REMEMBER_MS = 10 * 60 * 1000;

/**
 * Shared by every handler: Next makes one per request. `renders`: per cache key, when the latest
 * read of it began (Next reads a page's entry before each render of it, one render per page at a
 * time); `revalidated`: per tag, when it was last revalidated.
 * @returns {{ renders: Map<string, number>, revalidated: Map<string, number> }}
 */
const state = () => singleton("isrRenders", () => ({ renders: new Map(), revalidated: new Map() }));

/** Whether a page with these tags was revalidated at or after `started`. */
export function revalidatedSince(tagsHeader, started) {
  if (typeof tagsHeader !== "string" || started === undefined) return false;
  const { revalidated } = state();
  return tagsHeader.split(",").some((tag) => (revalidated.get(tag) ?? -Infinity) >= started);
}

export default class RenderAwareCache extends FileSystemCache {
  async get(key, ctx) {
    // The start of a render of this page, if the entry turns out stale or missing.
    if (ctx?.kind === "APP_PAGE" || ctx?.kind === "APP_ROUTE" || ctx?.kind === "PAGES") {
      state().renders.set(key, Date.now());
    }
    return super.get(key, ctx);
  }

  async set(key, data, ctx) {
    const { renders } = state();
    const started = renders.get(key);
    renders.delete(key);
    // Read before the change, done after it: not kept. The entry already kept is expired by the
    // same revalidation, so the next request renders the page again, from the changed data.
    if (revalidatedSince(data?.headers?.[TAGS_HEADER], started)) return;
    return super.set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    const { revalidated } = state();
    const now = Date.now();
    for (const tag of typeof tags === "string" ? [tags] : tags) revalidated.set(tag, now);
    if (revalidated.size > 10_000) {
      for (const [tag, at] of revalidated) if (now - at > REMEMBER_MS) revalidated.delete(tag);
    }
    return super.revalidateTag(tags, durations);
  }
}
