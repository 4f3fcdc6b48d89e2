// The production server: Next's request handler behind the shared response cache, in one
// process. On Vercel the platform's CDN plays the cache's part and this file is not used.
import http from "node:http";

import next from "next";

import { clientAddress, requestContext } from "../lib/client-address.mjs";
import { securityHeaders } from "../lib/security-headers.mjs";
import { personalQueryKeys, purgedBy, queryKeys } from "./cache-rules.mjs";
import { createResponseCache } from "./response-cache.mjs";

const HEADERS = securityHeaders("production");

/** A positive whole number from the environment, or the default; anything else stops the start. */
function numberSetting(name, fallback, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max)
    throw new Error(`${name} must be a whole number from 0 to ${max} (got "${raw}")`);
  return Number(raw);
}

/** True when the path's percent-escapes decode; Next answers a bare 500 for those that don't. */
function decodablePath(url) {
  const path = (url ?? "/").split("?")[0];
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function badRequest(request, response) {
  const api = (request.url ?? "").startsWith("/api/");
  const body = api
    ? JSON.stringify({ error: "The address is not valid" })
    : "<!doctype html><title>Bad request</title><p>The address is not valid.</p>";
  response.writeHead(400, {
    "content-type": api ? "application/json" : "text/html; charset=utf-8",
    "cache-control": "no-store",
    "content-length": Buffer.byteLength(body),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

/**
 * Builds nothing: serves the build in `dir` on `port`, on every interface as `next start` does.
 * Resolves once the server listens, with `close()`: stop taking connections, let the requests in
 * flight finish (at most `graceMs`), then close the database.
 */
export async function startProductionServer({ dir = process.cwd(), port = 3000 } = {}) {
  const trustedHops = numberSetting("TRUST_PROXY_HOPS", 0, 10);
  const graceMs = numberSetting("SHUTDOWN_GRACE_SECONDS", 10, 600) * 1000;
  const app = next({ dev: false, dir, port, hostname: "localhost" });
  const handle = app.getRequestHandler();
  await app.prepare();
  const cache = createResponseCache({
    maxBytes: Number(process.env.RESPONSE_CACHE_MB || 64) * 1024 * 1024,
    queryKeys,
    purgedBy,
    personalQueryKeys,
  });

  // Another instance's write (lib/cache/instances.ts, started by instrumentation.ts) clears the
  // answers it changed here too.
  globalThis.__torontoprosPurgeResponses = (paths) =>
    cache.purge(paths.filter((path) => path === "*" || path.startsWith("/")));

  let inFlight = 0;
  let drained = () => {};
  const server = http.createServer((request, response) => {
    inFlight++;
    response.once("close", () => {
      if (--inFlight === 0) drained();
    });
    // Every answer carries the security headers, including the ones Next writes without its
    // config's headers (malformed URLs, trailing-slash redirects, its own error pages).
    for (const { key, value } of HEADERS) response.setHeader(key, value);
    if (!decodablePath(request.url)) return badRequest(request, response);
    const address = clientAddress(
      request.socket.remoteAddress,
      request.headers["x-forwarded-for"],
      trustedHops,
    );
    requestContext.run({ clientAddress: address }, () => cache.handle(request, response, handle));
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, resolve);
  });

  const close = async () => {
    const stopped = new Promise((resolve) => server.close(() => resolve()));
    server.closeIdleConnections?.();
    if (inFlight > 0) {
      const finished = new Promise((resolve) => (drained = resolve));
      await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, graceMs))]);
    }
    server.closeAllConnections?.();
    await stopped;
    // Other instances stop waiting for this one's acknowledgements (lib/cache/instances.ts).
    await globalThis.__torontoprosLeaveInstances?.();
    await app.close();
    // The app's one database handle (lib/db/client.ts keeps it on globalThis).
    const database = await globalThis.__torontoprosDb?.catch(() => undefined);
    await database?.close();
  };
  return { close };
}
