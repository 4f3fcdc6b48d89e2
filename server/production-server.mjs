// The production server: Next's own request handler (its page cache, compression and headers
// as `next start` has them) in a process that adds what Next does not do on a Node host: the
// drain on SIGTERM and readiness, the client's address behind a known number of proxies, the
// site's headers and a 400 on every answer, and a 503 for a page the database was away for. On
// Vercel the platform runs Next without this file (README, Vercel).
import { readFileSync } from "node:fs";
import http from "node:http";

import next from "next";

import { clientAddress, requestContext } from "../lib/client-address.mjs";
import { singleton } from "../lib/process-singletons.mjs";
import { securityHeaders } from "../lib/security-headers.mjs";
import { withRenderedNotFound } from "./not-found.mjs";

const HEADERS = securityHeaders("production");
// The API's answer to an address that cannot be decoded, as every API error: a code and its
// message (messages/errors.en.json).
const ADDRESS_INVALID = {
  code: "address_invalid",
  error: JSON.parse(readFileSync(new URL("../messages/errors.en.json", import.meta.url), "utf8"))
    .errors.address_invalid,
};

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
    ? JSON.stringify(ADDRESS_INVALID)
    : "<!doctype html><title>Bad request</title><p>The address is not valid.</p>";
  response.writeHead(400, {
    "content-type": api ? "application/json" : "text/html; charset=utf-8",
    "cache-control": "no-store",
    "content-length": Buffer.byteLength(body),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

/**
 * A page that failed because the database was away (lib/db/pool.ts notes it on the request's
 * context) answers 503 with Retry-After, as the API does, rather than Next's 500: the request was
 * not wrong and may be tried again shortly. Its body stays the site's error page.
 */
function answerUnavailableDatabase(context, response) {
  const writeHead = response.writeHead;
  response.writeHead = function (status, ...rest) {
    if (status === 500 && context.databaseUnavailable) {
      response.setHeader("retry-after", "5");
      const [message, ...headers] = rest;
      return typeof message === "string"
        ? writeHead.call(this, 503, "Service Unavailable", ...headers)
        : writeHead.call(this, 503, ...rest);
    }
    return writeHead.call(this, status, ...rest);
  };
}

/**
 * Builds nothing: serves the build in `dir` on `port`, on every interface as `next start` does.
 * Resolves once the server listens, with `close({ drain })`, within SHUTDOWN_GRACE_SECONDS:
 * - `/api/ready` answers 503 at once (lib/readiness.ts reads the flag set here);
 * - with `drain` (SIGTERM), for the first half of the grace it goes on serving, every answer
 *   with `Connection: close`, while the load balancer notices and sends new requests elsewhere;
 * - then it stops listening, closes idle connections (never one with a request in progress),
 *   lets the requests in flight finish for the rest of the grace, then closes the database.
 */
export async function startProductionServer({ dir = process.cwd(), port = 3000 } = {}) {
  const trustedHops = numberSetting("TRUST_PROXY_HOPS", 0, 10);
  const graceMs = numberSetting("SHUTDOWN_GRACE_SECONDS", 10, 600) * 1000;
  const app = next({ dev: false, dir, port, hostname: "localhost" });
  const handle = withRenderedNotFound(app.getRequestHandler());
  await app.prepare();

  /** Answers being written; while stopping, a keep-alive client learns from each to reconnect. */
  const inFlight = new Set();
  let drained = () => {};
  let stopping = false;
  const server = http.createServer((request, response) => {
    inFlight.add(response);
    response.once("close", () => {
      inFlight.delete(response);
      if (inFlight.size === 0) drained();
    });
    if (stopping) response.setHeader("connection", "close");
    // Every answer carries the security headers, including the ones Next writes without its
    // config's headers (malformed URLs, trailing-slash redirects, its own error pages). The
    // content security policy comes from here alone: the build leaves it out of Next's config
    // (configHeaders in lib/security-headers.mjs).
    for (const { key, value } of HEADERS) response.setHeader(key, value);
    if (!decodablePath(request.url)) return badRequest(request, response);
    const address = clientAddress(
      request.socket.remoteAddress,
      request.headers["x-forwarded-for"],
      trustedHops,
    );
    const context = { clientAddress: address };
    answerUnavailableDatabase(context, response);
    requestContext.run(context, () => handle(request, response));
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, resolve);
  });

  const close = async ({ drain = true } = {}) => {
    stopping = true;
    singleton("lifecycle", () => ({ stopping: false })).stopping = true;
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader("connection", "close");
    }
    const drainMs = drain ? Math.floor(graceMs / 2) : 0;
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    const stopped = new Promise((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    if (inFlight.size > 0) {
      const finished = new Promise((resolve) => (drained = resolve));
      await Promise.race([
        finished,
        new Promise((resolve) => setTimeout(resolve, graceMs - drainMs)),
      ]);
    }
    server.closeAllConnections();
    await stopped;
    await app.close();
    // The app's one database handle (lib/db/client.ts).
    const database = await singleton("database", () => ({})).opening?.catch(() => undefined);
    await database?.close();
  };
  return { close };
}
