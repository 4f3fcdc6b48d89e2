// Next answers a page's notFound() on a full page load with an empty error document: the
// not-found page exists only in its script payload (vercel/next.js#62228), so a search engine or
// a reader without scripts gets no content. An address that no route matches is rendered as HTML
// through app/not-found.tsx, so this server asks Next once more, for such an address, telling the
// page what was asked for (lib/not-found.mjs). On Vercel the platform runs Next without this file.

import { NOT_FOUND_FOR_HEADER } from "../lib/not-found.mjs";

// Matched by no route: Next renders it through app/not-found.tsx.
const UNMATCHED_PATH = "/_server-rendered-not-found";

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

/** A 404 document Next did not prerender: the error document of a notFound(). */
function errorDocument(response, status, given) {
  if (status !== 404) return false;
  const headers = { ...response.getHeaders() };
  if (given && typeof given === "object" && !Array.isArray(given))
    for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value;
  return (
    String(headers["content-type"] ?? "").startsWith("text/html") &&
    headers["x-nextjs-prerender"] === undefined
  );
}

/** Wraps Next's request handler so that a notFound() page load answers the not-found HTML. */
export function withRenderedNotFound(handle) {
  return (request, response) => {
    // Only this server sets it.
    delete request.headers[NOT_FOUND_FOR_HEADER];
    if (!pageLoad(request)) return handle(request, response);
    const before = response.getHeaders();
    const { writeHead, write, end } = response;
    let replaced = false;
    response.writeHead = function (status, ...rest) {
      const given = typeof rest[0] === "string" ? rest[1] : rest[0];
      if (errorDocument(this, status, given)) {
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
      request.headers[NOT_FOUND_FOR_HEADER] = (request.url ?? "/").split("?")[0];
      request.url = UNMATCHED_PATH;
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
