// Next answers a page's notFound() on a full page load with an empty error document: the
// not-found page exists only in its script payload (vercel/next.js#62228), so a search engine or
// a reader without scripts gets no content. Prerendered pages are served as HTML, so this server
// asks Next once more, for the section's own not-found page (app/not-found/[kind]) or an address
// no route matches (app/not-found.tsx), and sends that with status 404. On Vercel the platform
// runs Next without this file.
import { keptByNext, NOT_FOUND_PREFIX, notFoundPageFor } from "../lib/not-found.mjs";

// Matched by no route: Next renders it through app/not-found.tsx.
const UNMATCHED_PATH = "/_server-rendered-not-found";
// What Next sends with its own 404s: kept by no cache.
const NOT_FOUND_CACHE_CONTROL = "private, no-cache, no-store, max-age=0, must-revalidate";

/** A browser or crawler loading a page, not the app's own navigation (`rsc`) nor an asset. */
function pageLoad(request) {
  const path = request.url ?? "/";
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    request.headers.rsc === undefined &&
    !path.startsWith("/_next/") &&
    !path.startsWith("/api/")
  );
}

/**
 * A 404 document to replace: in a section with its own not-found page, or whose pages Next keeps
 * once rendered, any (Next keeps the error document of an unknown service or profile as a
 * prerendered page); elsewhere one Next did not prerender, since an address no route matches is
 * already served as HTML.
 */
function errorDocument(response, status, given, sectionPage) {
  if (status !== 404) return false;
  const headers = { ...response.getHeaders() };
  if (given && typeof given === "object" && !Array.isArray(given))
    for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value;
  return (
    String(headers["content-type"] ?? "").startsWith("text/html") &&
    (sectionPage || headers["x-nextjs-prerender"] === undefined)
  );
}

/** The answer about to be written goes out as a 404 that no cache keeps. */
function sendAsNotFound(request, response) {
  delete request.headers["if-none-match"];
  delete request.headers["if-modified-since"];
  const { writeHead } = response;
  response.writeHead = function (status, ...rest) {
    this.removeHeader("etag");
    this.setHeader("cache-control", NOT_FOUND_CACHE_CONTROL);
    const given = typeof rest[0] === "string" ? rest[1] : rest[0];
    if (given && typeof given === "object" && !Array.isArray(given)) {
      for (const name of Object.keys(given))
        if (["etag", "cache-control"].includes(name.toLowerCase())) delete given[name];
    }
    return writeHead.call(this, status === 200 ? 404 : status, ...rest);
  };
}

/** Wraps Next's request handler so that a notFound() page load answers the not-found HTML. */
export function withRenderedNotFound(handle) {
  return (request, response) => {
    if (!pageLoad(request)) return handle(request, response);
    const path = (request.url ?? "/").split("?")[0];
    // A not-found page asked for by its own address is a 404 too.
    if (path.startsWith(NOT_FOUND_PREFIX)) {
      sendAsNotFound(request, response);
      return handle(request, response);
    }
    const sectionPage = notFoundPageFor(path);
    const anyErrorDocument = sectionPage !== null || keptByNext(path);
    const before = response.getHeaders();
    const { writeHead, write, end } = response;
    let replaced = false;
    response.writeHead = function (status, ...rest) {
      const given = typeof rest[0] === "string" ? rest[1] : rest[0];
      if (errorDocument(this, status, given, anyErrorDocument)) {
        replaced = true;
        return this;
      }
      return writeHead.call(this, status, ...rest);
    };
    response.write = function (chunk, encoding, callback) {
      if (!replaced) return write.call(this, chunk, encoding, callback);
      (typeof encoding === "function" ? encoding : callback)?.();
      return true;
    };
    response.end = function (chunk, encoding, callback) {
      if (!replaced) return end.call(this, chunk, encoding, callback);
      Object.assign(response, { writeHead, write, end });
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      for (const [name, value] of Object.entries(before)) response.setHeader(name, value);
      response.statusCode = 200;
      request.url = sectionPage ?? UNMATCHED_PATH;
      sendAsNotFound(request, response);
      // The first answer's listeners stay on the response; the second adds its own.
      response.setMaxListeners(response.getMaxListeners() + 10);
      handle(request, response);
      const done = [chunk, encoding, callback].find((given) => typeof given === "function");
      done?.();
      return this;
    };
    return handle(request, response);
  };
}
