// `npm run bench`: builds the app and the empty Next.js fixture, measures everything the budgets
// in bench/report.mjs cover in one run, prints one table, writes bench/results/results.json and
// docs/performance.md.
//
//   npm run bench                      everything (what docs/performance.md shows)
//   npm run bench -- --skip-build      reuse the existing builds (.next here and in bench/fixture)
//   npm run bench -- --only=api,rps    some parts only: their figures replace those stored in
//                                      bench/results/results.json and docs/performance.md, the rest stay
//   npm run bench -- --skip-build --only=uploads   photo uploads' memory alone
//   npm run bench -- --skip-build --only=lighthouse --rounds=1 --pages=home,service-city
//                                      a short Lighthouse run: one round, two page types
//
// Lighthouse runs twice: quiet, then with one core kept busy by a child process (bench/cpu-hog.mjs);
// each time `--rounds` rounds (5 unless told) in which every page type is measured after its
// floors: the empty fixture, the page's static copy and its plain copy (bench/static-copy.mjs).
// `--pages` limits the page types (Lighthouse and JavaScript); a run with it writes no files.
// (`node bench/report.mjs --merge FILE` merges a partial run's figures file by hand.)
//
// With TEST_DATABASE_URL set, the API is measured on that PostgreSQL database too; the bench
// empties its projects and proposals tables, so point it at a database of its own.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { codeTree } from "./code-tree.mjs";
import { withCpuHog } from "./cpu-hog.mjs";
import { CATEGORIES, lighthouseRounds } from "./lighthouse.mjs";
import {
  burstPosts,
  countProjects,
  listLatency,
  requestsPerSecond,
  publishPosted,
  seedProjects,
} from "./load.mjs";
import {
  evaluate,
  mergeResults,
  poolableWith,
  printTable,
  readResults,
  writeOutputs,
} from "./report.mjs";
import { assertBuilt, fixtureDir, nextBuild, rootDir, startApp, startFixture } from "./servers.mjs";
import { PAGE_TYPES, pageTypesFromArgs, roundsFromArgs, SERVICE_CITY } from "./pages.mjs";
import { pageScripts } from "./size.mjs";
import { startFloors } from "./static-copy.mjs";
import { durabilityCost } from "./durability.mjs";
import { uploadMemory } from "./uploads.mjs";

const require = createRequire(import.meta.url);
const PARTS = ["js", "lighthouse", "rps", "api", "uploads", "durability"];

const args = process.argv.slice(2);
const skipBuild = args.includes("--skip-build");
const onlyArg = args.find((arg) => arg.startsWith("--only="));
const parts = onlyArg ? onlyArg.slice("--only=".length).split(",") : PARTS;
for (const part of parts) {
  if (!PARTS.includes(part)) throw new Error(`Unknown part "${part}"; parts: ${PARTS.join(", ")}`);
}

const pageTypes = pageTypesFromArgs(args);
const ROUNDS = roundsFromArgs(args);

const fullRun = parts.length === PARTS.length && pageTypes.length === PAGE_TYPES.length;

const log = (message) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

const started = Date.now();
const results = {
  command: "npm run bench" + (args.length ? ` -- ${args.join(" ")}` : ""),
  startedAt: new Date(started).toISOString(),
  machine: {
    cores: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    autocannon: require("autocannon/package.json").version,
    loadAverageStart: loadAverage(),
  },
};

// The figures measured so far, kept outside the repository after each part: a run that fails
// later (a server that does not start, a refused request) keeps what it measured, for
// `node bench/report.mjs --merge FILE` when it covered every page type.
const partialPath = path.join(os.tmpdir(), "torontopros-bench-partial.json");
const keepFigures = (part) => {
  writeFileSync(partialPath, `${JSON.stringify(results, null, 2)}\n`);
  log(`${part} measured; the figures so far are in ${partialPath}`);
};

if (skipBuild) {
  const servesPages = parts.some((part) => ["js", "lighthouse", "rps"].includes(part));
  const servesApp = parts.some((part) => part !== "durability");
  const needed = [...(servesApp ? [rootDir] : []), ...(servesPages ? [fixtureDir] : [])];
  assertBuilt(needed);
} else {
  log("building the app (next build)");
  await nextBuild(rootDir);
  log("building the empty fixture (next build bench/fixture)");
  await nextBuild(fixtureDir);
}

// --- Pages: JavaScript, Lighthouse, requests per second (one app server, one fixture server).
if (parts.some((part) => !["api", "uploads", "durability"].includes(part))) {
  const app = await startApp();
  const fixture = await startFixture();
  log(`app on ${app.origin}, empty fixture on ${fixture.origin}`);
  try {
    if (parts.includes("js")) {
      const pages = [
        { name: "empty fixture", kind: "fixture", origin: fixture.origin, path: "/" },
        ...pageTypes.map((page) => ({ ...page, origin: app.origin })),
      ];
      results.javascript = [];
      for (const page of pages) {
        const measured = await pageScripts(page.origin, page.path);
        results.javascript.push({ kind: page.kind, label: page.name, ...measured });
        log(`js ${page.name} ${page.path}: ${(measured.gzipBytes / 1000).toFixed(1)} kB gzip`);
      }
      keepFigures("js");
    }

    if (parts.includes("lighthouse")) {
      const lighthousePages = pageTypes.filter((page) => page.lighthouse !== false);
      const fixtureUrl = `${fixture.origin}/`;
      // Each page type's floors (its static copy and plain copy) beside the app; starting them
      // weighs every side's document, one request each, so that no run meets a page the server
      // has not rendered yet.
      const floors = await startFloors(app, fixture, lighthousePages, { log });
      try {
        const pages = floors.pages;
        const measure = async (condition, categories, extra = {}) => {
          const started = Date.now();
          const loadAverageStart = loadAverage();
          const measured = await lighthouseRounds(pages, fixtureUrl, {
            rounds: ROUNDS,
            categories,
            label: condition,
            log,
          });
          return {
            condition,
            ...extra,
            categories,
            loadAverageStart,
            loadAverageEnd: loadAverage(),
            minutes: Math.round((Date.now() - started) / 6_000) / 10,
            ...measured,
          };
        };
        log(
          `lighthouse quiet: ${ROUNDS} rounds of fixture, static copy, plain copy and page, ` +
            `${pages.length} page types`,
        );
        const quiet = await measure("quiet", CATEGORIES);
        log("lighthouse loaded: the same with one core kept busy");
        const loaded = await withCpuHog((hog) => {
          log(`cpu hog running (pid ${hog.pid})`);
          return measure("loaded", ["performance"], {
            load: "one child process keeping one core busy",
          });
        });
        results.lighthouse = {
          preset: "mobile",
          rounds: ROUNDS,
          lighthouseVersion: quiet.lighthouseVersion,
          userAgent: quiet.userAgent,
          runs: [quiet, loaded].map(({ lighthouseVersion: _v, userAgent: _u, ...run }) => run),
          codeTree: codeTree(rootDir),
          measuredAt: new Date().toISOString(),
        };
        // The verdicts are read from this run's rounds pooled with the last run's, when it
        // measured the same code (docs/performance.md, "Lighthouse").
        const stored = readResults(rootDir).lighthouse;
        const pooled = poolableWith(stored, results.lighthouse);
        if (pooled) results.lighthouse.previous = pooled;
        keepFigures("lighthouse");
      } finally {
        await floors.stop();
      }
    }

    if (parts.includes("rps")) {
      results.rps = await requestsPerSecond(
        [
          { name: "static file", url: `${app.origin}/images/placeholder.svg` },
          { name: "empty fixture", url: `${fixture.origin}/` },
          { name: "service-city page", url: app.origin + SERVICE_CITY },
        ],
        { connections: 10, seconds: 5, rounds: 3, log },
      );
      keepFigures("rps");
    }
  } finally {
    await app.stop();
    await fixture.stop();
  }
}

// --- The projects API, on the embedded database and, when configured, on PostgreSQL.
if (parts.includes("api")) {
  results.api = [await measurePglite()];
  if (process.env.TEST_DATABASE_URL) results.api.push(await measurePostgres());
  keepFigures("api");
}

async function measurePglite() {
  // A fresh server with a fresh DATA_DIR per phase: the table starts empty.
  let server = await startApp();
  let list;
  try {
    log("api PGlite: posting 1,000 projects");
    await seedProjects(server.origin, server.dataDir, 1_000);
    const rows = await countProjects(server.origin);
    list = { rows, ...(await listLatency(server.origin)) };
    log(
      `api PGlite: GET p50 ${list.latencyP50Ms} ms, p99 ${list.latencyP99Ms} ms, ${Math.round(list.requestsPerSecond)} req/s`,
    );
  } finally {
    await server.stop();
  }
  server = await startApp();
  try {
    const burst = await burstPosts(server.origin, 500);
    // Listed once published: the list's count is then every row the burst stored.
    await publishPosted(server.origin, server.dataDir, burst.ids);
    burst.rowsAfter = await countProjects(server.origin);
    log(`api PGlite: burst ${JSON.stringify(burst.answers)}, ${burst.rowsAfter} rows`);
    return { database: "PGlite", list, burst };
  } finally {
    await server.stop();
  }
}

async function measurePostgres() {
  const url = process.env.TEST_DATABASE_URL;
  const server = await startApp({ databaseUrl: url });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const reset = () => client.query("TRUNCATE proposals, projects RESTART IDENTITY CASCADE");
  const sqlCount = async () =>
    Number((await client.query("SELECT count(*) AS n FROM projects")).rows[0].n);
  try {
    await countProjects(server.origin); // opens and migrates the database
    await reset();
    log("api PostgreSQL: posting 1,000 projects");
    await seedProjects(server.origin, server.dataDir, 1_000);
    const list = { rows: await sqlCount(), ...(await listLatency(server.origin)) };
    log(
      `api PostgreSQL: GET p50 ${list.latencyP50Ms} ms, p99 ${list.latencyP99Ms} ms, ${Math.round(list.requestsPerSecond)} req/s`,
    );
    await reset();
    const burst = await burstPosts(server.origin, 500);
    burst.rowsAfter = await sqlCount();
    burst.rowsListed = await countProjects(server.origin);
    log(`api PostgreSQL: burst ${JSON.stringify(burst.answers)}, ${burst.rowsAfter} rows`);
    await reset();
    const version = (await client.query("SHOW server_version")).rows[0].server_version;
    return { database: "PostgreSQL", serverVersion: version, list, burst };
  } finally {
    await client.end();
    await server.stop();
  }
}

// --- Photo uploads: the server's memory under one 300 MB body and 20 concurrent large photos.
if (parts.includes("uploads")) {
  const server = await startApp();
  try {
    log("uploads: 20 concurrent 24-megapixel photos");
    results.uploads = await uploadMemory(server.origin, server.pid, { count: 20, log });
    keepFigures("uploads");
  } finally {
    await server.stop();
  }
}

// --- Durable commits: what syncing each commit to disk costs the embedded database.
if (parts.includes("durability")) {
  log("durability: sequential commits, fsync on (as the app runs) vs PGlite's default");
  results.durability = await durabilityCost({ log });
}

results.machine.loadAverageEnd = loadAverage();
results.finishedAt = new Date().toISOString();
results.durationMinutes = Math.round((Date.now() - started) / 60_000);

const checks = evaluate(results);
printTable(checks);
if (fullRun) {
  const { resultsPath, docPath } = await writeOutputs(rootDir, results, checks);
  log(`wrote ${resultsPath} and ${docPath}`);
} else if (pageTypes.length === PAGE_TYPES.length) {
  // Every page type, some parts: those parts replace the stored ones, the others stay.
  const merged = mergeResults(readResults(rootDir), results);
  const { resultsPath, docPath } = await writeOutputs(rootDir, merged, evaluate(merged));
  log(`merged ${parts.join(", ")} into ${resultsPath} and ${docPath}`);
} else {
  // Kept outside the repository, for a look at the raw figures of a short run.
  writeFileSync(partialPath, `${JSON.stringify({ ...results, checks }, null, 2)}\n`);
  log(
    "partial run (--pages): bench/results/results.json and docs/performance.md left as they " +
      `were; figures in ${partialPath}`,
  );
}
