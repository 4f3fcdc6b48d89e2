// `npm run bench:scale`: the app on a large PostgreSQL database beside the same build on an empty
// one, under 10 concurrent clients; the scale budgets checked (below, and docs/decisions/0009-data-at-scale.md);
// figures written to bench/results/scale-results.json and to docs/performance.md (its "Scale" section).
//
//   npm run bench:scale -- --database=postgres://…/big --empty-database=postgres://…/empty
//     [--projects=100000] [--seconds=10] [--connections=10] [--skip-build] [--skip-fill]
//     [--no-write]
//
// Both databases are emptied (their public schema dropped) and migrated; the large one is then
// filled in SQL with generate_series (bench/fill-scale.sql: --projects projects, six proposals on
// each, agreements, change orders, outbox rows, ten conversation messages per project) and
// vacuumed, as autovacuum would have it.
// `--skip-fill` keeps a large database filled before (it is migrated, not emptied). On both, one
// probe project gets 50 proposals through the API (the project page and the owner's list of
// proposals are measured on it) and a conversation of 200 messages on its first, and the empty one gets projects until its list's first page is
// full (the dashboard's page renders as many cards on both). Both servers run at once; each
// endpoint is measured on the large database, then on the empty one, after a 2 s warm-up each,
// as a visitor asks and "uncached": with a Cookie header (no shared cache answers it) and, for
// the list, a random cursor or offset on every request (no cache of any kind has it). The
// server's peak memory is its VmHWM (/proc/PID/status) at the end of its run.
//
// Matching (bench/scale-matching.mjs; the fill adds 20,000 signed-in contractors with profiles),
// on the large database after the endpoints: matchProject's SELECT for 200 projects of varied
// trade, place, budget and urgency (p50/p99, and the probe's EXPLAIN (ANALYZE, BUFFERS): index
// scans only); the fan-out, the operator publishing eight probe projects (Renovation in Toronto,
// about 2,300 contractors each) a second apart while the list is read, its p99 beside the p99
// just before; "Projects for you" (/pro, signed in through a session row and its signed cookie,
// for a contractor of three trades in all of Toronto) beside the public list's page
// (/contractor-dashboard), in interleaved rounds; and the daily digests of every contractor
// (three alerts due each, the worker asked to run), timed until none is due.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { cannon } from "./load.mjs";
import { addProbes, digests, fanOut, signedInContractor, timeMatching } from "./scale-matching.mjs";
import { assertBuilt, nextBuild, rootDir, startApp } from "./servers.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const flag = (name) => args.includes(`--${name}`);

const bigUrl = option("database", process.env.SCALE_DATABASE_URL);
const emptyUrl = option("empty-database", process.env.SCALE_EMPTY_DATABASE_URL);
const PROJECTS = Number(option("projects", "100000"));
const SECONDS = Number(option("seconds", "10"));
const CONNECTIONS = Number(option("connections", "10"));
if (!bigUrl || !emptyUrl || bigUrl === emptyUrl) {
  console.error(
    "Usage: npm run bench:scale -- --database=postgres://… --empty-database=postgres://… [--projects=100000]\n" +
      "Two PostgreSQL databases of the bench's own: both are emptied.",
  );
  process.exit(1);
}
if (!Number.isSafeInteger(PROJECTS) || PROJECTS < 100) throw new Error("--projects: 100 or more");

/**
 * The scale budgets: at 100,000 projects and 600,000 proposals, 10 clients, uncached, the
 * dashboard and every list variant p99 under 100 ms with no error; a project page with 50
 * proposals, the dashboard's page, POST /api/proposals and a conversation of 200 messages within
 * 1.5× the empty database's p50;
 * the server under 400 MB.
 */
const SCALE_BUDGETS = { p99Ms: 100, versusEmptyP50: 1.5, memoryMb: 400 };

/**
 * Matching's budgets (docs/decisions/0023-matching-and-alerts.md): one project's contractors found in under
 * 20 ms (p99); a fan-out of at least 2,000 alerts enqueued in under 1 s, the list's p99 meanwhile
 * within 1.5× its p99 before; "Projects for you" within 1.5× the public list page's p99; the
 * daily digests of 20,000 contractors built within 60 s.
 */
const MATCHING_BUDGETS = {
  matchP99Ms: 20,
  alerts: 2_000,
  publishMs: 1_000,
  versusBefore: 1.5,
  versusList: 1.5,
  digestSeconds: 60,
};
const FAN_OUT_PROBES = 8;
const ROUNDS = 3;

const log = (message) =>
  console.log(`[scale ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs the app's migrations on `url` (`npm run db:migrate`). */
function migrate(url) {
  const tsx = path.join(rootDir, "node_modules", ".bin", "tsx");
  const result = spawnSync(tsx, ["--conditions=react-server", "scripts/migrate.ts"], {
    cwd: rootDir,
    env: { ...process.env, DATABASE_URL: url },
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`migrations on ${redact(url)} failed`);
}

const redact = (url) => url.replace(/\/\/[^@/]*@/, "//…@");

async function reset(url) {
  await withClient(url, async (client) => {
    await client.query("drop schema if exists drizzle cascade");
    await client.query("drop schema public cascade");
    await client.query("create schema public");
  });
}

async function fill(url) {
  const text = readFileSync(path.join(rootDir, "bench", "fill-scale.sql"), "utf8").replaceAll(
    "{{PROJECTS}}",
    String(PROJECTS),
  );
  await withClient(url, async (client) => {
    const started = performance.now();
    await client.query(text);
    log(`filled in ${Math.round((performance.now() - started) / 1000)} s; vacuum analyze`);
    await client.query("vacuum analyze");
  });
}

async function sizeOf(url) {
  return withClient(url, async (client) => {
    const { rows } = await client.query(`
      select (select count(*) from projects)::int as projects,
        (select count(*) from proposals)::int as proposals,
        (select count(*) from proposals where details is not null)::int as itemised,
        (select count(*) from agreements)::int as agreements,
        (select count(*) from change_orders)::int as "changeOrders",
        (select count(*) from outbox)::int as outbox,
        (select count(*) from contractor_profiles)::int as contractors,
        pg_database_size(current_database())::bigint as bytes,
        current_setting('server_version') as "serverVersion"`);
    const row = rows[0];
    return { ...row, megabytes: Math.round(Number(row.bytes) / 1024 / 1024), bytes: undefined };
  });
}

/** Base64url of `<posted_at to the microsecond>|<id>`, as lib/projects/cursor.ts encodes it. */
const cursorOf = (postedAt, id) => Buffer.from(`${postedAt}|${id}`).toString("base64url");

/** The cursor of the project 90 % down the list, and the list's time span (for random cursors). */
async function listShape(url) {
  return withClient(url, async (client) => {
    const { rows } = await client.query(`
      select count(*)::int as n, min(posted_at) as oldest, max(posted_at) as newest,
        max(id)::int as "maxId" from projects`);
    const { n, oldest, newest, maxId } = rows[0];
    const deep = await client.query(
      `select to_char(posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
       from projects order by posted_at desc, id desc offset $1 limit 1`,
      [Math.floor(n * 0.9)],
    );
    const row = deep.rows[0];
    return {
      count: n,
      deepCursor: row ? cursorOf(row.at, row.id) : null,
      oldest: oldest ? new Date(oldest).getTime() : Date.now(),
      newest: newest ? new Date(newest).getTime() : Date.now(),
      maxId: maxId ?? 1,
    };
  });
}

const randomCursor = (shape) => {
  const at = new Date(shape.oldest + Math.random() * (shape.newest - shape.oldest));
  const id = 1 + Math.floor(Math.random() * shape.maxId);
  return cursorOf(at.toISOString().replace("Z", "000Z"), id);
};

const PROPOSAL = (projectId, index) => ({
  projectId,
  contractorName: `Scale Contractor ${index}`,
  contractorEmail: `scale${index}@contractor.example`,
  contractorPhone: "416-555-0142",
  bidAmount: "$5,000 - $10,000",
  timeline: "2 weeks",
  approach: "Permit first, then demolition, rough-in, inspection and finishing in four phases.",
  experience: "Twelve years of residential work across Toronto, fully licensed and insured.",
});

const PROJECT = {
  title: "Scale probe: finish the basement",
  description: "Frame, insulate and drywall a 700 sq ft basement with a three-piece bathroom.",
  category: "Renovation",
  budget: "$25,000 - $50,000",
  timeline: "Within 3 months",
  homeowner: "Probe Owner",
  homeownerEmail: "probe-owner@home.example",
  location: "Toronto, ON",
  requirements: ["Permit drawings"],
};

// One page of the list, as the API and the dashboard's page serve it (PROJECT_PAGE_DEFAULT in
// lib/projects/schema.ts, which this plain script cannot import).
const LIST_PAGE_SIZE = 50;

async function post(origin, pathName, body) {
  const response = await fetch(origin + pathName, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`POST ${pathName}: ${response.status}`);
  return response.json();
}

/** This run's mark in the probes' addresses: a database kept from an earlier run holds its probes. */
const RUN = Date.now().toString(36);

/**
 * A project posted through the API, then listed as its homeowner's link lists it (in SQL: the
 * link is e-mailed). Each from its own address, so that none is held as a repeat.
 */
async function postListed(origin, url, body, index) {
  const posted = await post(origin, "/api/projects", {
    ...body,
    homeownerEmail: `probe-owner${index}-${RUN}@home.example`,
  });
  await withClient(url, (client) =>
    client.query(
      "update projects set listing = 'listed', held_reasons = '[]', confirmed_at = now() where id = $1",
      [posted.project.id],
    ),
  );
  return posted;
}

/** How many answered questions the project page's probe shows. */
const PROBE_QUESTIONS = 20;

/** How many messages the conversation probe holds (the read's page, CONVERSATION_LIMIT). */
const CONVERSATION_MESSAGES = 200;

/**
 * A project posted through the API with 50 proposals and 20 answered questions on it: the project
 * page's probe. The first
 * proposal's conversation holds 200 messages (in SQL: sending them through the API would be one
 * sender's whole day), read through its tracking link.
 */
async function probeProject(origin, url) {
  const { project, manageToken } = await postListed(origin, url, PROJECT, 0);
  let conversation;
  for (let index = 0; index < 50; index++) {
    const sent = await post(origin, "/api/proposals", PROPOSAL(project.displayId, index));
    conversation ??= sent;
  }
  await withClient(url, (client) =>
    client.query(
      `insert into proposal_messages (proposal_id, project_id, sender, sender_key, body, created_at)
      select $1::int, $2::int, case when n % 2 = 0 then 'homeowner' else 'contractor' end,
        case when n % 2 = 0 then 'owner:probe' else 'proposal:' || $1::text end,
        'Probe message ' || n || ': the drywall goes up on Tuesday, call 416-555-0142 if not',
        now() - make_interval(mins => $3 - n)
      from generate_series(1, $3) as n`,
      [conversation.id, project.id, CONVERSATION_MESSAGES],
    ),
  );
  // The questions section the page renders with it: 20 answered questions.
  await withClient(url, (client) =>
    client.query(
      `insert into project_questions (project_id, kind, body, answer, created_at, answered_at)
      select $1, 'question', 'Probe question ' || n || ': how high is the basement ceiling?',
        'About 7 ft 4 in under the joists, 6 ft 10 in under the duct.',
        now() - make_interval(hours => $2 - n), now() - make_interval(hours => $2 - n, mins => -5)
      from generate_series(1, $2) as n`,
      [project.id, PROBE_QUESTIONS],
    ),
  );
  return {
    ...project,
    manageToken,
    conversation: { id: conversation.id, trackingToken: conversation.trackingToken },
  };
}

/** The conversation read's plan on the large database, as the route runs it. */
async function conversationPlan(url, proposalId) {
  return withClient(url, async (client) => {
    const { rows } = await client.query(
      `explain (analyze, buffers) select id, sender, body, photos, created_at, read_at, hidden_at
      from proposal_messages where proposal_id = $1
      order by created_at desc, id desc limit ${CONVERSATION_MESSAGES}`,
      [proposalId],
    );
    return rows.map((row) => row["QUERY PLAN"]);
  });
}

/**
 * Projects posted through the API until the list's first page is full: the dashboard's page then
 * renders as many cards on the empty database as on the large one, and what is compared is what
 * the table's size costs, not the cards' rendering.
 */
async function fillFirstPage(origin, url, count) {
  for (let index = count; index < LIST_PAGE_SIZE; index++) {
    await postListed(origin, url, { ...PROJECT, title: `Scale first page ${index}` }, index + 1);
  }
}

/** Reads the server's VmHWM and VmRSS in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { peakMb: Math.round(kb("VmHWM") / 1024), rssMb: Math.round(kb("VmRSS") / 1024) };
}

async function measure(origin, name, { path: pathName, headers = {}, random, method, body }) {
  const request = {
    headers,
    ...(method ? { method } : {}),
    ...(body ? { body } : {}),
  };
  const options = {
    url: origin,
    connections: CONNECTIONS,
    headers,
    ...(method ? { method } : {}),
    ...(body ? { body } : {}),
    requests: random
      ? [{ ...request, setupRequest: (next) => ({ ...next, path: random() }) }]
      : [{ ...request, path: pathName }],
  };
  await cannon({ ...options, duration: 2 });
  const result = await cannon({ ...options, duration: SECONDS });
  log(
    `${name}: p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms, ${Math.round(result.requestsPerSecond)} req/s, ${result.non2xx} non-2xx, ${result.errors} errors`,
  );
  return {
    name,
    p50Ms: result.latencyP50Ms,
    p99Ms: result.latencyP99Ms,
    maxMs: result.latencyMaxMs,
    requestsPerSecond: Math.round(result.requestsPerSecond),
    requests: result.requests,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const COOKIE = { cookie: "bench=uncached" };

/** What is measured, for one server: [name, autocannon spec, whether proposals are posted meanwhile]. */
function endpointSpecs(origin, shape, probe) {
  const maxOffset = Math.min(10_000, Math.max(0, shape.count - 50));
  const specs = [
    ["dashboard", { path: "/api/dashboard" }],
    ["dashboard, uncached", { path: "/api/dashboard", headers: COOKIE }],
  ];
  for (const [name, query] of [
    ["list first page", ""],
    ["list category", "?category=Plumbing"],
    ["list status", "?status=open"],
    ["list city", "?city=Markham"],
    [
      "list city, budget and urgency",
      "?city=Toronto&budget=%2410%2C000%20-%20%2425%2C000&urgency=high",
    ],
    ["list 90 % deep", shape.deepCursor ? `?after=${shape.deepCursor}` : ""],
  ]) {
    specs.push([name, { path: `/api/projects${query}` }]);
    specs.push([`${name}, uncached`, { path: `/api/projects${query}`, headers: COOKIE }]);
  }
  specs.push(
    [
      "list random cursor, uncached",
      { headers: COOKIE, random: () => `/api/projects?after=${randomCursor(shape)}` },
    ],
    [
      "list random category cursor, uncached",
      {
        headers: COOKIE,
        random: () => `/api/projects?category=Plumbing&after=${randomCursor(shape)}`,
      },
    ],
    [
      "list random offset (to the cap), uncached",
      {
        headers: COOKIE,
        random: () => `/api/projects?offset=${Math.floor(Math.random() * (maxOffset + 1))}`,
      },
    ],
    [
      "project page (50 proposals, 20 questions)",
      { path: `/project/${probe.displayId}`, headers: COOKIE },
    ],
    // Rendered per request with its first page and figures (docs/decisions/0010-contractor-dashboard.md): no cache answers it.
    ["dashboard page", { path: "/contractor-dashboard", headers: COOKIE }],
    [
      "owner's proposals (50)",
      {
        path: `/api/proposals/project/${probe.id}`,
        headers: { ...COOKIE, authorization: `Bearer ${probe.manageToken}` },
      },
    ],
    [
      `conversation (${CONVERSATION_MESSAGES} messages)`,
      {
        path: `/api/proposals/${probe.conversation.id}/messages`,
        headers: { ...COOKIE, authorization: `Bearer ${probe.conversation.trackingToken}` },
      },
    ],
    ["list while a proposal a second is posted", { path: "/api/projects" }, true],
    ["dashboard while a proposal a second is posted", { path: "/api/dashboard" }, true],
    [
      "POST /api/proposals",
      {
        path: "/api/proposals",
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify(PROPOSAL(probe.displayId, 9_999)),
      },
    ],
  );
  return specs;
}

/** Posts a proposal a second on the probe project until the returned function is called. */
function postEverySecond(origin, probe) {
  let posting = true;
  let posted = 0;
  const poster = (async () => {
    while (posting) {
      await fetch(`${origin}/api/proposals`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify(PROPOSAL(probe.displayId, 1_000 + posted)),
      }).then((response) => response.arrayBuffer());
      posted++;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  return async () => {
    posting = false;
    await poster;
  };
}

/**
 * Both servers run side by side; each endpoint is measured on the large database, then at once
 * on the empty one, so that the shared machine's changing load falls on both alike.
 */
async function sideBySide(urls) {
  const sides = [];
  try {
    for (const [label, url] of urls) {
      log(`${label}: starting the app on ${redact(url)}`);
      const app = await startApp({ databaseUrl: url });
      sides.push({ label, url, app, runs: [] });
    }
    for (const side of sides) {
      side.probe = await probeProject(side.app.origin, side.url);
      side.shape = await listShape(side.url);
      if (side.shape.count < LIST_PAGE_SIZE) {
        await fillFirstPage(side.app.origin, side.url, side.shape.count);
        side.shape = await listShape(side.url);
      }
      side.specs = endpointSpecs(side.app.origin, side.shape, side.probe);
    }
    for (let index = 0; index < sides[0].specs.length; index++) {
      for (const side of sides) {
        const [name, spec, whilePosting] = side.specs[index];
        const stop = whilePosting ? postEverySecond(side.app.origin, side.probe) : null;
        side.runs.push(await measure(side.app.origin, `${name}`, spec));
        await stop?.();
      }
    }
    sides[0].conversationPlan = await conversationPlan(
      sides[0].url,
      sides[0].probe.conversation.id,
    );
    log(`conversation read's plan:\n  ${sides[0].conversationPlan.join("\n  ")}`);
    sides[0].matching = await matchingMeasures(sides[0]);
    return sides.map((side) => {
      const memory = memoryOf(side.app.pid);
      log(`${side.label}: server peak memory ${memory.peakMb} MB (now ${memory.rssMb} MB)`);
      return {
        label: side.label,
        projects: side.shape.count,
        runs: side.runs,
        memory,
        ...(side.matching ? { matching: side.matching } : {}),
        ...(side.conversationPlan ? { conversationPlan: side.conversationPlan } : {}),
      };
    });
  } finally {
    for (const side of sides) await side.app.stop();
  }
}

/** Matching's measures on the large database's server (bench/scale-matching.mjs). */
async function matchingMeasures(side) {
  const { origin, pid } = side.app;
  // The server's memory after each part (VmHWM is the peak so far): which part raised it.
  const memory = { endpoints: memoryOf(pid).peakMb };
  return withClient(side.url, async (client) => {
    const match = await timeMatching(client);
    log(
      `matching one project: p50 ${match.p50Ms} ms, p99 ${match.p99Ms} ms (${match.medianRows} contractors median, the probe ${match.probeRows}); plan: ${match.nodes.join(", ")}`,
    );
    const probes = await addProbes(client, FAN_OUT_PROBES);
    const fan = await fanOut(origin, client, {
      adminToken: ADMIN_TOKEN,
      headers: COOKIE,
      seconds: SECONDS,
      probes,
    });
    memory.fanOut = memoryOf(pid).peakMb;
    log(
      `fan-out: publishes ${fan.publishes.join(", ")} ms, alerts ${fan.alertsMin}–${fan.alertsMedian} (median), list p99 ${fan.before.p99Ms} ms before, ${fan.during.p99Ms} ms during`,
    );
    const pro = await signedInContractor(client, AUTH_SECRET);
    const page = await fetch(`${origin}/pro`, { headers: { cookie: pro.cookie } });
    const html = await page.text();
    if (!page.ok || !html.includes("pro-matches-new")) {
      throw new Error(`/pro signed in: ${page.status}, no matches on the page`);
    }
    const pages = { list: [], pro: [] };
    for (let round = 0; round < ROUNDS; round++) {
      pages.list.push(
        await measure(origin, `dashboard page, round ${round + 1}`, {
          path: "/contractor-dashboard",
          headers: COOKIE,
        }),
      );
      pages.pro.push(
        await measure(origin, `Projects for you (/pro), round ${round + 1}`, {
          path: "/pro",
          headers: { cookie: pro.cookie },
        }),
      );
    }
    memory.pages = memoryOf(pid).peakMb;
    const digest = await digests(origin, client, { adminToken: ADMIN_TOKEN });
    memory.digests = memoryOf(pid).peakMb;
    log(
      `digests: ${digest.alerts} alerts of ${digest.contractors} contractors due, ${digest.messages} messages in ${digest.seconds} s (${digest.left} left)`,
    );
    log(`peak memory after each part: ${JSON.stringify(memory)} MB`);
    return { match, fan, pro: { candidates: pro.candidates, ...pages }, digest, memory };
  });
}

const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function matchingChecks(matching) {
  const { match, fan, pro, digest } = matching;
  const budgets = MATCHING_BUDGETS;
  const listP99 = medianOf(pro.list.map((run) => run.p99Ms));
  const proP99 = medianOf(pro.pro.map((run) => run.p99Ms));
  const pageErrors = [...pro.list, ...pro.pro].reduce(
    (sum, run) => sum + run.non2xx + run.errors,
    0,
  );
  const ratio = (a, b) => Math.round((a / Math.max(b, 1)) * 100) / 100;
  return [
    {
      measure: `matching one project (${match.runs} varied): p50 / p99`,
      value: `${match.p50Ms} / ${match.p99Ms} ms (${match.probeRows} contractors for the probe)`,
      budget: `p99 < ${budgets.matchP99Ms} ms`,
      pass: match.p99Ms < budgets.matchP99Ms,
    },
    {
      measure: "matching plan: Seq Scan on contractor_profiles or projects",
      value: match.scans.length === 0 ? "none" : match.scans.join(", "),
      budget: "none",
      pass: match.scans.length === 0,
    },
    {
      measure: `fan-out: ${fan.publishes.length} publishes, alerts each (least), time median / max`,
      value: `${fan.alertsMin}, ${fan.publishMedianMs} / ${fan.publishMaxMs} ms`,
      budget: `≥ ${budgets.alerts.toLocaleString("en-CA")}, < ${budgets.publishMs} ms`,
      pass: fan.alertsMin >= budgets.alerts && fan.publishMaxMs < budgets.publishMs,
    },
    {
      measure: "list during the fan-out: p99 (before), errors",
      value: `${fan.during.p99Ms} ms (${fan.before.p99Ms} ms), ${fan.during.errors}`,
      budget: `≤ ${budgets.versusBefore}× before, 0`,
      pass:
        fan.during.p99Ms <= Math.max(fan.before.p99Ms * budgets.versusBefore, 1) &&
        fan.during.errors === 0,
    },
    {
      measure: `Projects for you (/pro) p99 vs dashboard page p99 (median of ${ROUNDS} rounds)`,
      value: `${proP99} ms vs ${listP99} ms (${ratio(proP99, listP99)}×), ${pageErrors} errors`,
      budget: `≤ ${budgets.versusList}×, 0`,
      pass: proP99 <= Math.max(listP99 * budgets.versusList, 1) && pageErrors === 0,
    },
    {
      measure: `daily digests: ${digest.contractors.toLocaleString("en-CA")} contractors, ${digest.alerts.toLocaleString("en-CA")} alerts due`,
      value: `${digest.seconds} s, ${digest.messages.toLocaleString("en-CA")} messages, ${digest.left} left`,
      budget: `< ${budgets.digestSeconds} s, none left`,
      pass: digest.seconds < budgets.digestSeconds && digest.left === 0,
    },
  ];
}

function checks(big, empty) {
  const find = (side, name) => side.runs.find((run) => run.name === name);
  const list = [];
  for (const name of [
    "dashboard, uncached",
    "list first page, uncached",
    "list category, uncached",
    "list status, uncached",
    "list city, uncached",
    "list city, budget and urgency, uncached",
    "list 90 % deep, uncached",
  ]) {
    const run = find(big, name);
    list.push({
      measure: `${name}: p99, errors`,
      value: `${run.p99Ms} ms, ${run.non2xx + run.errors}`,
      budget: `< ${SCALE_BUDGETS.p99Ms} ms, 0`,
      pass: run.p99Ms < SCALE_BUDGETS.p99Ms && run.non2xx + run.errors === 0,
    });
  }
  for (const name of [
    "project page (50 proposals, 20 questions)",
    "dashboard page",
    "POST /api/proposals",
    `conversation (${CONVERSATION_MESSAGES} messages)`,
  ]) {
    const run = find(big, name);
    const base = find(empty, name);
    const limit = Math.max(base.p50Ms * SCALE_BUDGETS.versusEmptyP50, 1);
    list.push({
      measure: `${name}: p50`,
      value: `${run.p50Ms} ms (empty ${base.p50Ms} ms)`,
      budget: `≤ ${limit} ms (${SCALE_BUDGETS.versusEmptyP50}× empty)`,
      pass: run.p50Ms <= limit && run.non2xx + run.errors === 0,
    });
  }
  if (big.matching) list.push(...matchingChecks(big.matching));
  list.push({
    measure: "server peak memory (VmHWM)",
    value: `${big.memory.peakMb} MB`,
    budget: `< ${SCALE_BUDGETS.memoryMb} MB`,
    pass: big.memory.peakMb < SCALE_BUDGETS.memoryMb,
  });
  return list;
}

function table(header, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

function markdown(results) {
  const { big, empty, size } = results;
  const byName = new Map(empty.runs.map((run) => [run.name, run]));
  const rows = big.runs.map((run) => {
    const base = byName.get(run.name);
    return [
      run.name,
      base ? `${base.p50Ms} / ${base.p99Ms}` : "—",
      `${run.p50Ms} / ${run.p99Ms}`,
      String(run.requestsPerSecond),
      String(run.non2xx + run.errors),
    ];
  });
  return [
    `Figures from \`${results.command}\`, run ${results.date} (${results.minutes} min) on the`,
    `shared 2-core machine (load average ${results.loadAverage.start} at the start,`,
    `${results.loadAverage.end} at the end). PostgreSQL ${size.serverVersion} on loopback;`,
    `the large database: ${size.projects.toLocaleString("en-CA")} projects,`,
    `${size.proposals.toLocaleString("en-CA")} proposals (${size.itemised.toLocaleString("en-CA")} itemised),`,
    `${size.agreements.toLocaleString("en-CA")} agreements, ${size.changeOrders.toLocaleString("en-CA")} change orders,`,
    `${size.outbox.toLocaleString("en-CA")} outbox rows, ${size.megabytes} MB. autocannon, ${CONNECTIONS} connections,`,
    `${SECONDS} s per endpoint after a 2 s warm-up; "uncached": a Cookie header, and for the`,
    "random variants a new cursor or offset on every request. Raw figures: `bench/results/scale-results.json` (git-ignored).",
    "",
    table(
      ["measure", "value", "budget", "result"],
      results.checks.map((check) => [
        check.measure,
        check.value,
        check.budget,
        check.pass ? "pass" : "MISS",
      ]),
    ),
    "",
    table(["endpoint", "empty p50 / p99 ms", "large p50 / p99 ms", "large req/s", "errors"], rows),
    "",
    `Server peak memory (VmHWM): ${big.memory.peakMb} MB on the large database, ${empty.memory.peakMb} MB on the empty one.`,
    ...(big.matching ? ["", matchingNotes(big.matching, size)] : []),
  ].join("\n");
}

function matchingNotes({ match, fan, pro, digest }, size) {
  return [
    `Matching: ${size.contractors.toLocaleString("en-CA")} contractor profiles. The plan of the probe's match`,
    `(Renovation in Toronto, ${match.probeRows} contractors; EXPLAIN in the results file): ${match.nodes.join(" → ")}.`,
    `Fan-out: publishes of ${fan.publishes.join(", ")} ms; ${fan.alertsMedian} alerts each (median, ${fan.instantMedian} at once);`,
    `the list (uncached) p50 / p99 ${fan.before.p50Ms} / ${fan.before.p99Ms} ms before, ${fan.during.p50Ms} / ${fan.during.p99Ms} ms during.`,
    `/pro: signed in as a contractor of three trades in all of Toronto (${pro.candidates.toLocaleString("en-CA")} listed projects`,
    `taking proposals in them; 50 shown), p99 by round ${pro.pro.map((run) => run.p99Ms).join(", ")} ms; the dashboard page ${pro.list.map((run) => run.p99Ms).join(", ")} ms.`,
    `Digests: ${digest.sent.toLocaleString("en-CA")} alerts into messages, ${digest.skipped.toLocaleString("en-CA")} skipped (alerts off or no longer sendable).`,
  ].join("\n");
}

const START = "<!-- scale:start: written by `npm run bench:scale` -->";
const END = "<!-- scale:end -->";

async function writeDoc(results) {
  const docPath = path.join(rootDir, "docs", "performance.md");
  const text = readFileSync(docPath, "utf8");
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from === -1 || to === -1) throw new Error(`docs/performance.md has no ${START} … ${END}`);
  const next = `${text.slice(0, from + START.length)}\n\n${markdown(results)}\n\n${text.slice(to)}`;
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(docPath)) ?? {};
  writeFileSync(docPath, await prettier.format(next, { ...options, filepath: docPath }));
}

// Every request of the owner's list carries a bearer token: its throttle must not be what is measured.
process.env.AUTH_FAILURE_LIMIT = "100000";
// The operator's publish and deliveries, and the signed-in contractor's cookie, need both known.
const ADMIN_TOKEN = randomBytes(32).toString("base64url");
const AUTH_SECRET = randomBytes(32).toString("base64url");
process.env.ADMIN_TOKEN = ADMIN_TOKEN;
process.env.AUTH_SECRET = AUTH_SECRET;
const started = Date.now();
const loadStart = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(" ");
if (flag("skip-build")) assertBuilt([rootDir]);
else await nextBuild(rootDir);

if (!flag("skip-fill")) {
  log(`emptying and migrating ${redact(bigUrl)}`);
  await reset(bigUrl);
  migrate(bigUrl);
  log(`filling ${PROJECTS} projects`);
  await fill(bigUrl);
} else {
  migrate(bigUrl);
}
log(`emptying and migrating ${redact(emptyUrl)}`);
await reset(emptyUrl);
migrate(emptyUrl);
const size = await sizeOf(bigUrl);
log(`large database: ${JSON.stringify(size)}`);

const [big, empty] = await sideBySide([
  ["large", bigUrl],
  ["empty", emptyUrl],
]);
const results = {
  command:
    `npm run bench:scale -- ${args.filter((arg) => !arg.includes("database=")).join(" ")}`.trim(),
  date: new Date().toISOString().slice(0, 10),
  minutes: Math.round((Date.now() - started) / 60_000),
  loadAverage: {
    start: loadStart,
    end: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(" "),
  },
  connections: CONNECTIONS,
  seconds: SECONDS,
  size,
  big,
  empty,
};
results.checks = checks(big, empty);
console.log(
  table(
    ["measure", "value", "budget", "result"],
    results.checks.map((check) => [
      check.measure,
      check.value,
      check.budget,
      check.pass ? "pass" : "MISS",
    ]),
  ),
);
if (!flag("no-write")) {
  const file = PROJECTS === 100_000 ? "scale-results.json" : `scale-results-${PROJECTS}.json`;
  mkdirSync(path.join(rootDir, "bench", "results"), { recursive: true });
  writeFileSync(
    path.join(rootDir, "bench", "results", file),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  if (PROJECTS === 100_000) await writeDoc(results);
  log(`wrote bench/results/${file}${PROJECTS === 100_000 ? " and docs/performance.md" : ""}`);
}
