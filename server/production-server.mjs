// The production server: Next's request handler behind the shared response cache, in one
// process. On Vercel the platform's CDN plays the cache's part and this file is not used.
import http from "node:http";

import next from "next";

import { createResponseCache } from "./response-cache.mjs";

/**
 * Builds nothing: serves the build in `dir` on `port`, on every interface as `next start` does.
 * Resolves once the server listens, with `close()`.
 */
export async function startProductionServer({ dir = process.cwd(), port = 3000 } = {}) {
  const app = next({ dev: false, dir, port, hostname: "localhost" });
  const handle = app.getRequestHandler();
  await app.prepare();
  const cache = createResponseCache({
    maxBytes: Number(process.env.RESPONSE_CACHE_MB || 64) * 1024 * 1024,
  });
  const server = http.createServer((request, response) => cache.handle(request, response, handle));
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, resolve);
  });
  const close = async () => {
    await new Promise((resolve) => server.close(() => resolve()));
    server.closeAllConnections?.();
    await app.close();
  };
  return { close };
}
