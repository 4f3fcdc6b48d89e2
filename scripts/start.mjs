// Serves the production build on PORT (default 3000) through server/production-server.mjs (Next
// behind the shared response cache).
//   npm start       (--build)  builds first when there is no build or a source changed since
//   npm run serve   (--host)   a build made elsewhere, for a real host: never builds, needs only the
//                              production dependencies, and SITE_URL (checked against the build's)
//   node scripts/start.mjs     serves the build as it is (the tests, after their own build)
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import v8 from "node:v8";

import { buildDir } from "../i18n/pseudo-build.mjs";
import { buildState } from "./build-state.mjs";

const state = buildState();

if (process.argv.includes("--build") && state !== "current") {
  console.log(state === "missing" ? "No build yet: building" : "Sources changed: building again");
  const next = createRequire(import.meta.url).resolve("next/dist/bin/next");
  const built = spawnSync(process.execPath, [next, "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else if (state === "missing") {
  console.error(
    `No production build in ${buildDir}: run \`npm run build\` first, or copy in a build made elsewhere.`,
  );
  process.exit(1);
}

if (process.argv.includes("--host")) {
  process.env.SERVE_ONLY = "1";
  if (!process.env.SITE_URL) {
    console.error(
      "SITE_URL is not set. Serving a build for a real host needs its public address (e.g. SITE_URL=https://www.example.com): canonical URLs, the sitemap and e-mail links are made from it.",
    );
    process.exit(1);
  }
}

process.env.NODE_ENV = "production";
// Imported after NODE_ENV is set: Next reads it when it loads.
const { startProductionServer } = await import("../server/production-server.mjs");

const port = Number(process.env.PORT || 3000);
const { close } = await startProductionServer({ port });
// The heap V8 was given (scripts/server-flags.mjs): what the instance may grow to.
const heapLimitMb = Math.round(v8.getHeapStatistics().heap_size_limit / 1024 / 1024);
console.log(`Ready on http://localhost:${port} (heap limit ${heapLimitMb} MB)`);

// SIGTERM (a host stopping the instance): answer not ready, serve on while the load balancer
// notices, finish the requests in flight, close the database, exit (SHUTDOWN_GRACE_SECONDS in
// all). Ctrl-C skips the serving on: no balancer watches a terminal. A second signal stops at once.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    const drain = signal === "SIGTERM";
    console.log(
      drain
        ? `${signal}: not ready; serving on while the load balancer notices, then finishing requests in flight and closing the database`
        : `${signal}: finishing requests in flight, then closing the database`,
    );
    for (const again of ["SIGINT", "SIGTERM"]) process.once(again, () => process.exit(1));
    close({ drain }).then(
      () => {
        console.log("Stopped: database closed");
        process.exit(0);
      },
      (error) => {
        console.error(`Stopped with an error: ${error instanceof Error ? error.name : error}`);
        process.exit(1);
      },
    );
  });
}
