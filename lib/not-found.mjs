/**
 * The request header the production server sets when it serves a page's notFound() through the
 * root not-found page (server/not-found.mjs): the path that was asked for, so that page says
 * what was not found.
 */
export const NOT_FOUND_FOR_HEADER = "x-not-found-for";

/**
 * Which not-found page a path calls for: the sections with a not-found page of their own.
 * @param {string | null} path
 * @returns {"project" | "service" | "page"}
 */
export function notFoundKind(path) {
  if (path?.startsWith("/project/")) return "project";
  if (path?.startsWith("/services/")) return "service";
  return "page";
}
