// Budgets (why: docs/decisions/0035-performance-budgets.md), the printed table,
// bench/results/results.json and docs/performance.md.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import * as prettier from "prettier";

import { seededRandom } from "../lib/seeded-random.mjs";

import { median } from "./lighthouse-figures.mjs";

const KB = 1000;

export const BUDGETS = {
  // Lighthouse, mobile preset, every page type, in the quiet and in the loaded run; each against
  // the empty page's median from the same rounds. Accessibility, best practices, SEO: quiet run.
  fullScoreCategories: ["accessibility", "best-practices", "seo"],
  performanceBelowFixture: 3, // score at least the fixture's minus this
  tbtAboveFixtureMs: 150, // total blocking time at most the fixture's plus this
  // Against the page's own floors from the same rounds (bench/static-copy.mjs): main-thread work
  // at most the static copy's plus this share of the fixture's (what the app's islands and
  // hydration add); LCP at most the static copy's plus this; and the plain copy's LCP at most the
  // fixture's plus this (the weight of the document and stylesheet a phone fetches to paint).
  mainThreadFixtureShareAboveCopy: 0.4,
  lcpAboveCopyMs: 300,
  plainLcpAboveFixtureMs: 500,
  // JavaScript (gzip) above the empty page's: catalogue pages (home, services, service-by-city,
  // project), and the dashboard and forms.
  catalogueJsAboveFixture: 25 * KB,
  appJsAboveFixture: 110 * KB,
  // Requests per second of a prerendered service-by-city page, relative to the empty page.
  serviceCityRpsRatio: 0.8,
  // GET /api/projects p99 with 1,000 rows and 50 clients, embedded database.
  listP99Ms: 50,
};

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

const ms = (value) => `${Math.round(value)} ms`;

const signedMs = (value) => `${value < 0 ? "−" : "+"}${Math.abs(Math.round(value))} ms`;

// The two budgets whose verdicts the report also resamples (verdictSteadiness), from medians or
// from one draw of each side's runs.
const mainThreadLimit = (copyMs, fixtureMs) =>
  copyMs + BUDGETS.mainThreadFixtureShareAboveCopy * fixtureMs;
const tbtLimit = (fixtureMs) => fixtureMs + BUDGETS.tbtAboveFixtureMs;

/**
 * The five Lighthouse budgets of one page type from the medians of one run (medianFigures in
 * bench/lighthouse-figures.mjs): the page (`app`) against the empty fixture and against its
 * floors, the static copy (`copy`) and the plain copy (`plain`), all from the same rounds. Each
 * verdict: { measure, value, reference, limit, budget, pass, show }.
 * @param {{ app: any, fixture: any, copy?: any, plain?: any }} row
 */
export function lighthouseVerdicts({ app, fixture, copy, plain }) {
  if (!copy || !plain) throw new Error("the budgets need the page's static copy and plain copy");
  const performanceFloor = fixture.scores.performance - BUDGETS.performanceBelowFixture;
  const tbtMax = tbtLimit(fixture.tbtMs);
  const mainThreadMax = mainThreadLimit(copy.mainThreadMs, fixture.mainThreadMs);
  const lcpLimit = copy.lcpMs + BUDGETS.lcpAboveCopyMs;
  const plainLcpLimit = fixture.lcpMs + BUDGETS.plainLcpAboveFixtureMs;
  return [
    {
      measure: "performance",
      value: app.scores.performance,
      reference: `fixture ${fixture.scores.performance}`,
      limit: performanceFloor,
      budget: `≥ ${performanceFloor} (fixture − ${BUDGETS.performanceBelowFixture})`,
      pass: app.scores.performance >= performanceFloor,
      show: String,
    },
    {
      measure: "TBT",
      value: app.tbtMs,
      reference: `fixture ${ms(fixture.tbtMs)}`,
      limit: tbtMax,
      budget: `≤ ${ms(tbtMax)} (fixture + ${BUDGETS.tbtAboveFixtureMs})`,
      pass: app.tbtMs <= tbtMax,
      show: ms,
    },
    {
      measure: "main-thread work",
      value: app.mainThreadMs,
      reference: `static copy ${ms(copy.mainThreadMs)}, fixture ${ms(fixture.mainThreadMs)}`,
      limit: mainThreadMax,
      budget: `≤ ${ms(mainThreadMax)} (static copy + ${BUDGETS.mainThreadFixtureShareAboveCopy} × fixture)`,
      pass: app.mainThreadMs <= mainThreadMax,
      show: ms,
    },
    {
      measure: "LCP",
      value: app.lcpMs,
      reference: `static copy ${ms(copy.lcpMs)}`,
      limit: lcpLimit,
      budget: `≤ ${ms(lcpLimit)} (static copy + ${BUDGETS.lcpAboveCopyMs})`,
      pass: app.lcpMs <= lcpLimit,
      show: ms,
    },
    {
      measure: "plain copy LCP",
      value: plain.lcpMs,
      reference: `fixture ${ms(fixture.lcpMs)}`,
      limit: plainLcpLimit,
      budget: `≤ ${ms(plainLcpLimit)} (fixture + ${BUDGETS.plainLcpAboveFixtureMs})`,
      pass: plain.lcpMs <= plainLcpLimit,
      show: ms,
    },
  ];
}

/**
 * How firmly a verdict read from the medians of a few runs stands: the share of `draws`
 * resamplings of each side's own runs (drawn with replacement, as many as the side has) whose
 * medians still meet it. Near 1 or 0 the run's own spread cannot turn the verdict; near 0.5 it
 * can (the drift between runs is not in the draws). Seeded, so that a report written twice from
 * the same results says the same.
 * @param {Record<string, number[]>} runsBySide
 * @param {(medians: Record<string, number>) => boolean} meets
 */
export function resampledShareMet(runsBySide, meets, { draws = 2000, seed = 1 } = {}) {
  const random = seededRandom(seed);
  const sides = Object.entries(runsBySide);
  let met = 0;
  for (let draw = 0; draw < draws; draw++) {
    const medians = Object.fromEntries(
      sides.map(([side, runs]) => [
        side,
        median(Array.from(runs, () => runs[Math.floor(random() * runs.length)])),
      ]),
    );
    if (meets(medians)) met += 1;
  }
  return met / draws;
}

/**
 * For each page type of one Lighthouse run: the main-thread and TBT budgets' margins (limit minus
 * value; negative is a miss) and how firmly each verdict stands (resampledShareMet).
 */
export function verdictSteadiness(run) {
  const runsOf = (figures, key) => figures.runs.map((entry) => entry[key]);
  return run.pages.map(({ path: pagePath, app, fixture, copy }) => ({
    path: pagePath,
    mainThread: {
      margin: mainThreadLimit(copy.mainThreadMs, fixture.mainThreadMs) - app.mainThreadMs,
      shareMet: resampledShareMet(
        {
          app: runsOf(app, "mainThreadMs"),
          copy: runsOf(copy, "mainThreadMs"),
          fixture: runsOf(fixture, "mainThreadMs"),
        },
        (medians) => medians.app <= mainThreadLimit(medians.copy, medians.fixture),
      ),
      appRuns: runsOf(app, "mainThreadMs"),
    },
    tbt: {
      margin: tbtLimit(fixture.tbtMs) - app.tbtMs,
      shareMet: resampledShareMet(
        { app: runsOf(app, "tbtMs"), fixture: runsOf(fixture, "tbtMs") },
        (medians) => medians.app <= tbtLimit(medians.fixture),
      ),
      appRuns: runsOf(app, "tbtMs"),
    },
  }));
}

/**
 * The stored Lighthouse run to pool the current one with: { measuredAt, runs } when both measured
 * the same code (codeTree) with as many rounds, else null. Never a chain: the stored run's own
 * earlier run is left out.
 */
export function poolableWith(stored, current) {
  if (!stored?.codeTree || stored.codeTree !== current.codeTree) return null;
  if (stored.rounds !== current.rounds) return null;
  return { measuredAt: stored.measuredAt, runs: stored.runs };
}

const POOLED_FIGURES = ["tbtMs", "lcpMs", "mainThreadMs"];

/** One side's figures over the runs of two Lighthouse runs: each budget figure the pooled median. */
function poolSide(earlier, later) {
  const runs = [...earlier.runs, ...later.runs];
  return {
    ...later,
    scores: { ...later.scores, performance: median(runs.map((run) => run.performance)) },
    ...Object.fromEntries(
      POOLED_FIGURES.map((key) => [key, Math.round(median(runs.map((run) => run[key])))]),
    ),
    runs,
  };
}

/**
 * The Lighthouse runs as the verdicts read them: each page's sides pooled with the same page and
 * condition of the previous run of the same code (`lighthouse.previous`), the two runs' own rows
 * kept as `separately` so that a verdict that turns between them can be told apart.
 */
export function pooledLighthouseRuns(lighthouse) {
  const previous = lighthouse.previous;
  return lighthouse.runs.map((run) => {
    const before = previous?.runs.find((entry) => entry.condition === run.condition);
    return {
      ...run,
      pooled: Boolean(before),
      pages: run.pages.map((row) => {
        const earlier = before?.pages.find((entry) => entry.path === row.path);
        if (!earlier) return row;
        const pooled = { ...row };
        for (const side of ["app", "fixture", "copy", "plain"])
          if (row[side] && earlier[side]) pooled[side] = poolSide(earlier[side], row[side]);
        return { ...pooled, separately: [earlier, row] };
      }),
    };
  });
}

/** Each budget check: { area, what, value, budget, pass } (pass null: reported, no budget). */
export function evaluate(results) {
  const checks = [];
  const { lighthouse, javascript, rps, api } = results;

  for (const run of lighthouse ? pooledLighthouseRuns(lighthouse) : []) {
    for (const row of run.pages) {
      // With two runs of the same code: whether each run on its own met each budget.
      const separately = row.separately?.map((own) =>
        lighthouseVerdicts(own).map((verdict) => verdict.pass),
      );
      for (const [index, verdict] of lighthouseVerdicts(row).entries()) {
        const turns = separately ? separately[0][index] !== separately[1][index] : false;
        checks.push({
          area: `Lighthouse ${run.condition}`,
          what: `${row.path} ${verdict.measure}`,
          value: `${verdict.show(verdict.value)} (${verdict.reference})`,
          budget: verdict.budget,
          pass: verdict.pass,
          // The report's one row per page: the value against its limit.
          page: row.path,
          measure: verdict.measure,
          cell: `${verdict.show(verdict.value)} (${verdict.budget.split(" (")[0]})`,
          // The verdict turned between two runs of the same code: finer than the machine tells.
          ...(turns ? { resolution: true } : {}),
        });
      }
      // The other categories are budgeted in the quiet run, when it measured them.
      if (run.condition !== "quiet" || row.app.scores.accessibility === undefined) continue;
      // A page kept from search engines on purpose fails SEO's is-crawlable audit by design.
      const budgeted = BUDGETS.fullScoreCategories.filter((id) => id !== "seo" || row.indexed);
      const missed = budgeted.filter((id) => row.app.scores[id] < 100);
      checks.push({
        area: `Lighthouse ${run.condition}`,
        what: `${row.path} ${BUDGETS.fullScoreCategories.join(", ")}`,
        value:
          BUDGETS.fullScoreCategories.map((id) => row.app.scores[id]).join("/") +
          ` (fixture ${BUDGETS.fullScoreCategories.map((id) => row.fixture.scores[id]).join("/")})`,
        budget: row.indexed ? "100 each" : "100 each but SEO (not indexed)",
        pass: missed.length === 0,
        missed,
        page: row.path,
        measure: "categories",
        cell: BUDGETS.fullScoreCategories.map((id) => row.app.scores[id]).join("/"),
      });
    }
  }

  if (javascript) {
    const fixture = javascript.find((row) => row.kind === "fixture");
    for (const row of javascript) {
      if (row.kind === "fixture") {
        checks.push({
          area: "JavaScript (gzip)",
          what: `${row.label} ${row.path}`,
          value: kb(row.gzipBytes),
          budget: "reference",
          pass: null,
        });
        continue;
      }
      const allowance =
        row.kind === "catalogue" ? BUDGETS.catalogueJsAboveFixture : BUDGETS.appJsAboveFixture;
      const limit = fixture.gzipBytes + allowance;
      checks.push({
        area: "JavaScript (gzip)",
        what: `${row.label} ${row.path}`,
        value: `${kb(row.gzipBytes)} (+${kb(row.gzipBytes - fixture.gzipBytes)})`,
        budget: `≤ ${kb(limit)} (+${kb(allowance)})`,
        pass: row.gzipBytes <= limit,
      });
    }
  }

  if (rps) {
    const byName = Object.fromEntries(rps.map((row) => [row.name, row]));
    const fixture = byName["empty fixture"];
    const city = byName["service-city page"];
    const file = byName["static file"];
    checks.push({
      area: "Requests/s",
      what: `static file ${file.url}`,
      value: `${file.requestsPerSecond}`,
      budget: "reference",
      pass: null,
    });
    checks.push({
      area: "Requests/s",
      what: `empty fixture ${fixture.url}`,
      value: `${fixture.requestsPerSecond} (${(fixture.requestsPerSecond / file.requestsPerSecond).toFixed(2)}× static)`,
      budget: "reference",
      pass: null,
    });
    const ratio = city.requestsPerSecond / fixture.requestsPerSecond;
    checks.push({
      area: "Requests/s",
      what: `service-city page ${city.url}`,
      value: `${city.requestsPerSecond} (${ratio.toFixed(2)}× fixture)`,
      budget: `≥ ${BUDGETS.serviceCityRpsRatio}× fixture`,
      pass: ratio >= BUDGETS.serviceCityRpsRatio,
    });
  }

  for (const database of api ?? []) {
    checks.push({
      area: `API (${database.database})`,
      what: `GET /api/projects, ${database.list.rows} rows, ${database.list.connections} clients`,
      value: `p50 ${database.list.latencyP50Ms} ms, p99 ${database.list.latencyP99Ms} ms`,
      budget: database.database === "PGlite" ? `p99 < ${BUDGETS.listP99Ms} ms` : "reported",
      pass: database.database === "PGlite" ? database.list.latencyP99Ms < BUDGETS.listP99Ms : null,
    });
    const burst = database.burst;
    checks.push({
      area: `API (${database.database})`,
      what: `${burst.requests} concurrent POST /api/projects`,
      value: `${burst.created} × 201, ${burst.rowsAfter} rows`,
      budget: "rows = 201 answers",
      pass: burst.rowsAfter === burst.created,
    });
  }
  if (results.uploads) {
    const { concurrent, oversize } = results.uploads;
    checks.push({
      area: "Uploads",
      what: `${concurrent.requests} concurrent ${concurrent.photoPixels} photos (${(concurrent.photoBytes / 2 ** 20).toFixed(1)} MB each)`,
      value: `peak RSS ${concurrent.rssPeakMB} MB (from ${concurrent.rssBeforeMB} MB); ${answerList(concurrent.answers)}`,
      budget: "reported",
      pass: null,
    });
    checks.push({
      area: "Uploads",
      what: "one 300 MB chunked upload",
      value: `${oversize.status} after ${oversize.sentMB} MB sent; peak RSS ${oversize.rssPeakMB} MB (from ${oversize.rssBeforeMB} MB)`,
      budget: "413",
      pass: oversize.status === 413,
    });
  }
  if (results.durability) {
    const { durableCommitMs, fsyncOffCommitMs, ratio } = results.durability;
    checks.push({
      area: "Durability",
      what: "one committed insert, embedded database (median)",
      value: `${durableCommitMs} ms synced to disk vs ${fsyncOffCommitMs} ms unsynced (${ratio}×)`,
      budget: "reported",
      pass: null,
    });
  }
  return checks;
}

const answerList = (answers) =>
  Object.entries(answers)
    .map(([status, count]) => `${count} × ${status}`)
    .join(", ");

const mark = (check) =>
  check.resolution
    ? `within the machine's resolution (${check.pass ? "pass" : "MISS"} pooled)`
    : check.pass === null
      ? "—"
      : check.pass
        ? "pass"
        : `MISS${check.missed?.length ? ` (${check.missed.join(", ")})` : ""}`;

/** Prints rows (the first one the header) in columns. */
export function printRows(rows) {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  const line = (row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join("  ");
  console.log(`${line(rows[0])}\n${widths.map((width) => "-".repeat(width)).join("  ")}`);
  for (const row of rows.slice(1)) console.log(line(row));
}

/** The table printed at the end of a run. */
export function printTable(checks) {
  console.log("");
  printRows([
    ["area", "measure", "value", "budget", "result"],
    ...checks.map((check) => [check.area, check.what, check.value, check.budget, mark(check)]),
  ]);
  const missed = checks.filter((check) => check.pass === false).length;
  console.log(`\n${checks.filter((check) => check.pass).length} budgets met, ${missed} missed\n`);
}

// The sides of a page type in one Lighthouse run, in the order each round measures them.
const SIDES = [
  ["fixture", "empty fixture"],
  ["copy", "static copy"],
  ["plain", "plain copy"],
  ["app", "page"],
];

const sidesOf = (row) => SIDES.filter(([side]) => row[side]);

/**
 * One row per page type and side (fixture, static copy, plain copy, page) of a Lighthouse run:
 * the medians, and what the side's document weighs (bench/size.mjs, documentWeight). The first
 * row is the header.
 */
export function floorRows(run) {
  const rows = [
    [
      "page",
      "side",
      "performance",
      "TBT",
      "LCP",
      "main thread",
      "HTML",
      "markup",
      "RSC payload",
      "HTML gzip",
      "CSS (gzip)",
      "elements",
      "inline SVGs",
      "scripts",
    ],
  ];
  for (const row of run.pages) {
    for (const [side, label] of sidesOf(row)) {
      const figures = row[side];
      const weight = row.documents?.[side];
      rows.push([
        row.path,
        label,
        figures.scores.performance,
        ms(figures.tbtMs),
        ms(figures.lcpMs),
        ms(figures.mainThreadMs),
        ...(weight
          ? [
              kb(weight.bytes),
              kb(weight.markupBytes),
              kb(weight.payloadBytes),
              kb(weight.gzipBytes),
              `${kb(weight.cssBytes)} (${kb(weight.cssGzipBytes)})`,
              weight.elements,
              weight.inlineSvgs,
            ]
          : Array(7).fill("—")),
        `${figures.scriptCount}, ${kb(figures.scriptTransferBytes)}`,
      ]);
    }
  }
  return rows;
}

const NOTES_MARKER =
  "<!-- Notes below this line are written by hand and kept when `npm run bench` rewrites the file. -->";

function markdownTable(header, rows) {
  return [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map(
      (row) => `| ${row.map((cell) => String(cell).replaceAll("|", "\\|")).join(" | ")} |`,
    ),
  ].join("\n");
}

function markdown(results, checks) {
  const { machine } = results;
  const parts = [];
  parts.push(`# Performance

Figures from \`${results.command}\`, run ${results.finishedAt.slice(0, 10)} (${results.durationMinutes} min).${(
    results.earlier ?? []
  )
    .map(
      (run) =>
        `\nThe sections on ${run.parts.map((part) => PART_TITLES[part]).join(", ")} keep the figures of \`${run.command}\`, run ${run.finishedAt.slice(0, 10)}.`,
    )
    .join("")}
They come from a **shared 2-core machine** where other work runs at the same time, so absolute
figures move from run to run; the budgets therefore compare the app with an empty Next.js 16 page
(\`bench/fixture\`) built and measured in the same run.

Machine: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB memory, ${machine.os};
load average ${machine.loadAverageStart} at the start, ${machine.loadAverageEnd} at the end.
Node ${machine.node}, ${results.lighthouse?.userAgent?.match(/HeadlessChrome\/[\d.]+/)?.[0] ?? "Chromium"},
Lighthouse ${results.lighthouse?.lighthouseVersion ?? "—"}, autocannon ${machine.autocannon}.
Budgets: \`BUDGETS\` in \`bench/report.mjs\`, explained in docs/decisions/0035-performance-budgets.md.
Raw figures: \`bench/results/results.json\` (git-ignored).`);

  const lighthouseChecks = checks.filter((check) => check.area.startsWith("Lighthouse"));
  parts.push(`## Budgets

${markdownTable(
  ["area", "measure", "value", "budget", "result"],
  checks
    .filter((check) => !lighthouseChecks.includes(check))
    .map((check) => [check.area, check.what, check.value, check.budget, mark(check)]),
)}${lighthouseChecks.length ? `\n\n${lighthouseBudgetTable(lighthouseChecks)}` : ""}`);

  if (results.lighthouse) parts.push(lighthouseMarkdown(results.lighthouse));

  if (results.javascript) {
    parts.push(`## JavaScript per page type

The \`<script src>\` files in each page's served HTML (\`nomodule\` polyfills skipped), gzip at
zlib's default level, as \`next start\` sends them. Largest chunks are listed in \`bench/results/results.json\` (git-ignored).

${markdownTable(
  ["page type", "path", "scripts", "gzip", "uncompressed"],
  results.javascript.map((row) => [
    row.label,
    row.path,
    row.chunks.length,
    kb(row.gzipBytes),
    kb(row.bytes),
  ]),
)}`);
  }

  if (results.rps) {
    const first = results.rps[0];
    parts.push(`## Requests per second

The app as \`npm start\` serves it (Next's own handler in
\`server/production-server.mjs\`), the empty fixture with \`next start\`, both on loopback; autocannon
with ${first.connections} connections and browser-like
\`Accept-Encoding: gzip, deflate, br\`, ${first.rounds} interleaved rounds of ${first.seconds} s per
target after a 2 s warm-up; the median round counts.

${markdownTable(
  ["target", "path", "requests/s (median)", "rounds"],
  results.rps.map((row) => [
    row.name,
    row.url,
    row.requestsPerSecond,
    row.rounds_requestsPerSecond.join(", "),
  ]),
)}`);
  }

  if (results.api) {
    parts.push(`## Projects API

\`RATE_LIMIT_PER_MINUTE=0\`, each write with the site's own \`Origin\`. Before each phase the table
is emptied (a fresh \`DATA_DIR\` for PGlite, \`TRUNCATE\` for PostgreSQL). The list phase posts
1,000 projects and publishes them from their e-mailed links, then measures \`GET /api/projects\`
with 50 concurrent clients (on PGlite Next keeps the pages read between writes, for at most 2 s:
lib/projects/list-cache.ts); the burst phase starts 500 \`POST /api/projects\` at once, each on
its own connection, then counts the rows.

${markdownTable(
  ["database", "GET p50", "GET p99", "GET req/s", "POST answers", "rows after", "burst time"],
  results.api.map((row) => [
    row.database,
    `${row.list.latencyP50Ms} ms`,
    `${row.list.latencyP99Ms} ms`,
    Math.round(row.list.requestsPerSecond),
    Object.entries(row.burst.answers)
      .map(([status, count]) => `${count} × ${status}`)
      .join(", "),
    row.burst.rowsAfter,
    `${row.burst.elapsedMs} ms`,
  ]),
)}\n\n${postgresNote(results.api)}`);
  }
  if (results.uploads) {
    const { concurrent, oversize } = results.uploads;
    parts.push(`## Photo uploads

The app as \`npm start\` serves it, with a fresh \`DATA_DIR\`. After one warm-up upload,
one upload streams a 300 MB body without \`Content-Length\`; then ${concurrent.requests} \`POST /api/uploads\`
start at once, each a ${concurrent.photoPixels} JPEG of noise (${(concurrent.photoBytes / 2 ** 20).toFixed(1)} MB,
drawn by sharp when the bench starts). Memory is the server process's resident set
(\`/proc/<pid>/status\`: VmRSS sampled every 20 ms, and VmHWM).

${markdownTable(
  ["load", "answers", "time", "RSS before", "peak RSS"],
  [
    [
      "300 MB chunked body",
      `${oversize.status} after ${oversize.sentMB} MB sent`,
      "—",
      `${oversize.rssBeforeMB} MB`,
      `${oversize.rssPeakMB} MB`,
    ],
    [
      `${concurrent.requests} concurrent photos`,
      answerList(concurrent.answers) +
        (concurrent.retryAfter ? ` (Retry-After: ${concurrent.retryAfter} s)` : ""),
      `${concurrent.elapsedMs} ms`,
      `${concurrent.rssBeforeMB} MB`,
      `${concurrent.rssPeakMB} MB`,
    ],
  ],
)}`);
  }
  if (results.durability) {
    const { commits, rounds, durableCommitMs, fsyncOffCommitMs, ratio } = results.durability;
    parts.push(`## Durable commits

${commits} single-row commits one after another on a fresh embedded database, as the app opens it
(fsync on, a real fsync of the WAL at each commit: \`lib/db/pglite-durability.mjs\`) and as PGlite
opens it by default (fsync off), interleaved over ${rounds} rounds; the median of the rounds'
medians. Concurrent posts share nothing here: each commit waits for its own fsync.

${markdownTable(
  ["embedded database", "per commit"],
  [
    ["synced to disk (the app)", `${durableCommitMs} ms`],
    ["PGlite's default, not synced", `${fsyncOffCommitMs} ms`],
    ["ratio", `${ratio}×`],
  ],
)}`);
  }
  return parts.join("\n\n");
}

const LIGHTHOUSE_MEASURES = [
  ["performance", "performance"],
  ["TBT", "TBT"],
  ["main-thread work", "main thread"],
  ["LCP", "LCP"],
  ["plain copy LCP", "plain copy LCP"],
  ["categories", "a11y/BP/SEO"],
];

/**
 * The Lighthouse budgets as one row per run and page: each page's median against its limit, a
 * missed one marked; the floors each limit comes from are in bench/results/results.json.
 */
export function lighthouseBudgetTable(checks) {
  const rows = new Map();
  for (const check of checks) {
    const key = `${check.area}\u0000${check.page}`;
    if (!rows.has(key))
      rows.set(key, { run: check.area.replace("Lighthouse ", ""), page: check.page });
    rows.get(key)[check.measure] = check.resolution
      ? `_${check.cell} within resolution_`
      : check.pass
        ? check.cell
        : `**${check.cell} MISS**`;
  }
  const turned = checks.filter((check) => check.resolution).length;
  const met = checks.filter((check) => check.pass && !check.resolution).length;
  return `Lighthouse, ${met} of ${checks.length} budgets met${turned ? `, ${turned} within the machine's resolution (met in one of two runs of the same code, missed in the other)` : ""} (the median of each page's runs, its limit in brackets; limits: performance ≥ fixture − ${BUDGETS.performanceBelowFixture}, TBT ≤ fixture + ${BUDGETS.tbtAboveFixtureMs} ms, main thread ≤ static copy + ${BUDGETS.mainThreadFixtureShareAboveCopy} × fixture, LCP ≤ static copy + ${BUDGETS.lcpAboveCopyMs} ms, plain copy LCP ≤ fixture + ${BUDGETS.plainLcpAboveFixtureMs} ms, accessibility, best practices and SEO 100 but SEO on pages kept from search engines):

${markdownTable(
  ["run", "page", ...LIGHTHOUSE_MEASURES.map(([, title]) => title)],
  [...rows.values()].map((row) => [
    row.run,
    row.page,
    ...LIGHTHOUSE_MEASURES.map(([measure]) => row[measure] ?? "—"),
  ]),
)}`;
}

const plural = (count, word) => `${count} ${word}${count === 1 ? "" : "s"}`;

function lighthouseMarkdown(lighthouse) {
  const sections = [
    `## Lighthouse

Mobile preset (Lighthouse's default: simulated slow 4G and 4× CPU slowdown), every run in a fresh
headless Chromium with a fresh profile, one run at a time. ${plural(lighthouse.rounds, "round")}; in
each round, for every page type, the empty fixture's \`/\`, the page's **static copy** (its markup
as the app serves it, scripts removed, in an empty Next.js page: \`bench/static-copy/\`), its
**plain copy** (the same markup and stylesheets as a static HTML file with no script, served with
gzip by \`bench/plain-copy.mjs\`) and then the page, so that all four see the same state of the
shared machine. Each figure is the median of its own ${plural(lighthouse.rounds, "run")}. The
quiet run measures the four categories; the loaded run measures performance only, while a child
process keeps one core busy (\`bench/cpu-hog.mjs\`).

Main-thread work is the CPU time of the page's renderer main thread, read from each run's trace
(the thread time of its top-level tasks, times the simulated 4× slowdown): unlike the wall time
of Lighthouse's \`mainthread-work-breakdown\` (kept as \`mainThreadWallMs\`), it leaves out the
time a task waited for a core the shared machine gave to other work. When the last stored run
measured the same code (\`bench/code-tree.mjs\`: the tracked files, docs/ aside), each verdict is
read from the median of both runs' rounds pooled, and a budget met by one run and missed by the
other is reported as within the machine's resolution: no change of code can be judged finer.${
      lighthouse.previous
        ? `\n\nThis report pools the run of ${lighthouse.measuredAt?.slice(0, 10)} with that of ${lighthouse.previous.measuredAt?.slice(0, 10)} (${plural(2 * lighthouse.rounds, "round")} per side).`
        : ""
    }`,
  ];
  for (const run of pooledLighthouseRuns(lighthouse)) {
    const title =
      run.condition === "quiet" ? "Quiet" : `Loaded (${run.load ?? "one core kept busy"})`;
    sections.push(`### ${title}

${run.minutes} min; load average ${run.loadAverageStart} at the start, ${run.loadAverageEnd} at the end.
${
  run.condition === "quiet"
    ? `Each side's figures (the fixture, the static and plain copies, the page: scores, TBT, LCP, main
thread by category, HTML, CSS, elements, scripts, the audits below 100) are in
\`bench/results/results.json\`; how firmly the main-thread and TBT verdicts stand: each side's
runs drawn again 2,000 times (seeded), the share of draws whose medians still meet the budget
(near 0.5 the run's own spread can turn it; the drift between runs is not in the draws), and the
margin (limit minus median).`
    : "Margins and draws as in the quiet run."
}

${markdownTable(
  [
    "page",
    "main thread: margin",
    "met in draws",
    "page's runs, ms",
    "TBT: margin",
    "met in draws",
    "page's runs, ms",
  ],
  verdictSteadiness(run).map(({ path: pagePath, mainThread, tbt }) => [
    pagePath,
    signedMs(mainThread.margin),
    mainThread.shareMet.toFixed(2),
    mainThread.appRuns.map(Math.round).join(", "),
    signedMs(tbt.margin),
    tbt.shareMet.toFixed(2),
    tbt.appRuns.map(Math.round).join(", "),
  ]),
)}`);
  }
  return sections.join("\n\n");
}

function postgresNote(api) {
  const postgres = api.find((row) => row.database === "PostgreSQL");
  return postgres
    ? `PostgreSQL ${postgres.serverVersion} on loopback, through \`TEST_DATABASE_URL\` (a database used by the bench alone).`
    : "PostgreSQL was not measured in this run (`TEST_DATABASE_URL` unset).";
}

// The parts of a run's results, as bench/run.mjs names them in results.json, and their sections.
const PART_TITLES = {
  javascript: "JavaScript",
  lighthouse: "Lighthouse",
  rps: "requests per second",
  api: "the projects API",
  uploads: "photo uploads",
  durability: "durable commits",
};
const RESULT_PARTS = Object.keys(PART_TITLES);

/**
 * A run that measured some parts for every page type, merged into the stored results: its parts
 * replace the stored ones; the others are kept, with the command and date of the run each came
 * from (`earlier`).
 */
export function mergeResults(previous, current) {
  const kept = RESULT_PARTS.filter((part) => !current[part] && previous[part]);
  const origin = (part) =>
    previous.earlier?.find((run) => run.parts.includes(part)) ?? {
      command: previous.command,
      finishedAt: previous.finishedAt,
    };
  /** @type {{ command: string, finishedAt: string, parts: string[] }[]} */
  const earlier = [];
  for (const part of kept) {
    const { command, finishedAt } = origin(part);
    const run = earlier.find(
      (entry) => entry.command === command && entry.finishedAt === finishedAt,
    );
    if (run) run.parts.push(part);
    else earlier.push({ command, finishedAt, parts: [part] });
  }
  const { checks: _checks, earlier: _earlier, ...measured } = current;
  return {
    ...measured,
    ...Object.fromEntries(kept.map((part) => [part, previous[part]])),
    ...(earlier.length ? { earlier } : {}),
  };
}

/** The stored results (bench/results/results.json), or an empty object. */
export function readResults(rootDir) {
  const resultsPath = path.join(rootDir, "bench", "results", "results.json");
  return existsSync(resultsPath) ? JSON.parse(readFileSync(resultsPath, "utf8")) : {};
}

/** Writes bench/results/results.json and docs/performance.md (keeping its hand-written notes). */
export async function writeOutputs(rootDir, results, checks) {
  const resultsPath = path.join(rootDir, "bench", "results", "results.json");
  mkdirSync(path.dirname(resultsPath), { recursive: true });
  writeFileSync(resultsPath, `${JSON.stringify({ ...results, checks }, null, 2)}\n`);

  const docPath = path.join(rootDir, "docs", "performance.md");
  const previous = existsSync(docPath) ? readFileSync(docPath, "utf8") : "";
  const notes = previous.includes(NOTES_MARKER)
    ? previous.slice(previous.indexOf(NOTES_MARKER) + NOTES_MARKER.length).trim()
    : "## Notes";
  const text = `${markdown(results, checks)}\n\n${NOTES_MARKER}\n\n${notes}\n`;
  const options = (await prettier.resolveConfig(docPath)) ?? {};
  writeFileSync(docPath, await prettier.format(text, { ...options, filepath: docPath }));
  return { resultsPath, docPath };
}

// `node bench/report.mjs --merge FILE`: merges the figures a partial run left in FILE (the
// temporary torontopros-bench-partial.json) into bench/results/results.json, then rewrites
// docs/performance.md; for a run that measured every page type. `--render`: rewrites
// docs/performance.md from bench/results/results.json as they are (after a change to the report).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
  const mergeArg = process.argv.indexOf("--merge");
  const file = mergeArg === -1 ? undefined : process.argv[mergeArg + 1];
  let results;
  if (process.argv.includes("--render")) {
    const { checks: _checks, ...stored } = readResults(rootDir);
    results = stored;
  } else if (file) {
    const partial = JSON.parse(readFileSync(file, "utf8"));
    if (/\s--pages=/.test(partial.command ?? "")) {
      throw new Error(`${file} holds a run of some page types only (${partial.command})`);
    }
    results = mergeResults(readResults(rootDir), partial);
  } else {
    throw new Error("usage: node bench/report.mjs --merge <partial results file> | --render");
  }
  const checks = evaluate(results);
  printTable(checks);
  const { resultsPath, docPath } = await writeOutputs(rootDir, results, checks);
  console.log(`wrote ${resultsPath} and ${docPath}`);
}
