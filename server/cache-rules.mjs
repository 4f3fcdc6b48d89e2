// What the response cache needs to know about this app's routes. Among the kept answers, GET
// /api/projects and contractors' profiles change between builds (other prerendered pages are
// fixed for a build's life).
import { SECRET_LINK_KEYS } from "../lib/secret-links.mjs";

/**
 * Per path, the query parameters its answer depends on (lib/projects/schema.ts; a unit test
 * keeps the list equal to the schema's).
 */
export const queryKeys = {
  "/api/projects": ["after", "budget", "category", "city", "limit", "offset", "status", "urgency"],
};

// The writes that can change a contractor's public profile (/pros/{slug}, kept as ISR pages):
// the profile itself; an agreement confirmed, declined or recorded completed, its photo consent,
// a review written, answered or hidden; a project edited or deleted, and a proposal accepted or
// declined (completed work). Each also marks the profile stale in Next (lib/pros/revalidate.ts).
const PROFILE_WRITES =
  /^\/api\/(pro\/profile|pro\/claim|agreements\/[^/]+\/(confirm|decline|completion|completion\/answer|photo-consent|review|review\/response)|reviews\/[^/]+\/hide|projects\/[^/]+|proposals\/[^/]+\/status)$/;

/**
 * The kept answers a successful write to `path` can change: posting, editing or deleting a
 * project, a proposal (it changes a project's proposal count) and an agreement's steps (the
 * status word a card shows) change the project list, and so does the operator's decision on a held
 * or reported project (published, rejected or unlisted); the writes above, every kept profile (the response cache does not know whose profile a write
 * touches; Next renders only the touched one again). Contact messages and photo uploads change
 * nothing that is kept.
 * @param {string} path
 */
export function purgedBy(path) {
  const prefixes = /^\/api\/(projects|proposals|agreements|admin\/projects)(\/|$)/.test(path)
    ? ["/api/projects"]
    : [];
  if (PROFILE_WRITES.test(path)) prefixes.push("/pros");
  return prefixes;
}

/**
 * An old private link (`/admin/messages?operator=…`) must reach the proxy, which moves its token
 * into the fragment; a kept copy of the page would be served with the token left in the query.
 */
export const personalQueryKeys = SECRET_LINK_KEYS;
