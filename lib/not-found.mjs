/**
 * The not-found pages of the sections that have their own (app/not-found/[kind]): what the
 * production server serves, with status 404, for a full page load that ended in notFound()
 * (server/not-found.mjs).
 */
export const NOT_FOUND_KINDS = /** @type {const} */ (["project", "service"]);

/** Where the not-found pages live: /not-found/{kind}. */
export const NOT_FOUND_PREFIX = "/not-found/";

/**
 * The not-found page a path calls for, or null for the site's general one (app/not-found.tsx).
 * @param {string} path
 * @returns {string | null}
 */
export function notFoundPageFor(path) {
  if (path.startsWith("/project/")) return `${NOT_FOUND_PREFIX}project`;
  if (path.startsWith("/services/")) return `${NOT_FOUND_PREFIX}service`;
  return null;
}

/**
 * Whether a path's pages are kept by Next once rendered (ISR: contractors' profiles,
 * docs/decisions/0022-public-profiles.md). Next keeps such a page's notFound() error document as a prerendered answer, so the
 * production server replaces it whatever its headers say, with the site's general not-found page.
 * @param {string} path
 */
export function keptByNext(path) {
  return path.startsWith("/pros/");
}
