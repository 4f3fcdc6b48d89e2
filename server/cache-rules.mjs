// What the response cache needs to know about this app's routes. Only GET /api/projects among
// the kept answers changes between builds (prerendered pages are fixed for a build's life).
import { SECRET_LINK_KEYS } from "../lib/secret-links.mjs";

/**
 * Per path, the query parameters its answer depends on (lib/projects/schema.ts; a unit test
 * keeps the list equal to the schema's).
 */
export const queryKeys = {
  "/api/projects": ["after", "budget", "category", "city", "limit", "offset", "status", "urgency"],
};

/**
 * The kept answers a successful write to `path` can change: posting, editing or deleting a
 * project, and a proposal (it changes a project's proposal count), change the project list.
 * Contact messages and photo uploads change nothing that is kept.
 * @param {string} path
 */
export function purgedBy(path) {
  return /^\/api\/(projects|proposals)(\/|$)/.test(path) ? ["/api/projects"] : [];
}

/**
 * An old private link (`/admin/messages?operator=…`) must reach the proxy, which moves its token
 * into the fragment; a kept copy of the page would be served with the token left in the query.
 */
export const personalQueryKeys = SECRET_LINK_KEYS;
