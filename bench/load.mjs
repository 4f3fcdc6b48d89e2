// Load on loopback only: requests per second of pages, and the projects API under concurrency.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

import autocannon from "autocannon";
import { simpleParser } from "mailparser";

/** One autocannon run; resolves with the figures we keep. */
export function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ ...options, timeout: 30 }, (error, result) => {
      if (error) return reject(error);
      resolve({
        requestsPerSecond: result.requests.average,
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        latencyMaxMs: result.latency.max,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        bytesPerSecond: result.throughput.average,
      });
    });
  });
}

// A browser's request: the server compresses its answer, as it does for real visitors.
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html,*/*" };

/**
 * Requests per second for each target, with the same connections and duration for all. Rounds
 * are interleaved (A, B, C, A, B, C…) so drifting load on the shared machine hits every target
 * alike; each target's figure is the median of its rounds.
 */
export async function requestsPerSecond(
  targets,
  { connections = 10, seconds = 5, rounds = 3, log },
) {
  for (const target of targets) {
    // Warm-up: first requests fill caches and JIT, and are not counted.
    await cannon({ url: target.url, connections, duration: 2, headers: BROWSER_HEADERS });
  }
  const runs = Object.fromEntries(targets.map((target) => [target.name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const result = await cannon({
        url: target.url,
        connections,
        duration: seconds,
        headers: BROWSER_HEADERS,
      });
      if (result.non2xx || result.errors) {
        throw new Error(`${target.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      }
      runs[target.name].push(result);
      log?.(
        `rps ${target.name} round ${round}/${rounds}: ${Math.round(result.requestsPerSecond)} req/s`,
      );
    }
  }
  return targets.map((target) => {
    const list = runs[target.name];
    const sorted = [...list].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
    return {
      name: target.name,
      url: new URL(target.url).pathname,
      connections,
      seconds,
      rounds,
      requestsPerSecond: Math.round(sorted[Math.floor(sorted.length / 2)].requestsPerSecond),
      rounds_requestsPerSecond: list.map((result) => Math.round(result.requestsPerSecond)),
    };
  });
}

/** A valid project, as the post-project form would send it. */
export function projectPayload(index) {
  return {
    title: `Bench project ${index}: replace basement waste stack`,
    description:
      "Cast-iron waste stack in a 1920s semi-detached house is cracked below the floor drain. " +
      "Replace with ABS to the main drain, permit included.",
    category: "Plumbing",
    budget: "$5,000 - $10,000",
    timeline: "Within 1 month",
    urgency: "medium",
    homeowner: `Bench Owner ${index}`,
    homeownerEmail: `bench-owner-${index}@example.com`,
    location: "Leslieville, Toronto",
    requirements: ["Licensed plumber", "City of Toronto permit"],
  };
}

/**
 * One POST /api/projects on its own connection (no keep-alive): resolves with the status code
 * (0 when the connection failed) and the posted project's row id. `Origin` is the server's own, as a browser on the site sends.
 */
function postProject(origin, body, agent) {
  return new Promise((resolve) => {
    const data = JSON.stringify(body);
    const request = http.request(
      `${origin}/api/projects`,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(data),
          origin,
        },
        timeout: 120_000,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          resolve({ status, id: status === 201 ? JSON.parse(text).project.id : null });
        });
        response.on("error", () => resolve({ status: 0, id: null }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => resolve({ status: 0, id: null }));
    request.end(data);
  });
}

/** Counts answers by status code. */
function tally(statuses) {
  const counts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Rows the API counts: its X-Total-Count header (the body is one page of them). */
export async function countProjects(origin) {
  const response = await fetch(`${origin}/api/projects`);
  if (!response.ok) throw new Error(`GET /api/projects answered ${response.status}`);
  await response.arrayBuffer();
  const total = response.headers.get("x-total-count");
  if (!/^\d+$/.test(total ?? "")) throw new Error(`GET /api/projects: X-Total-Count ${total}`);
  return Number(total);
}

/**
 * The publishing tokens e-mailed for the projects `ids` (the server's outbox of .eml files under
 * `dataDir`), by row id, once every one has arrived: a post is listed only when its homeowner
 * opens that link.
 */
async function publishTokens(dataDir, ids) {
  const folder = path.join(dataDir, "outbox");
  const wanted = new Map(ids.map((id) => [String(3000 + id), id])); // POSTED_OFFSET
  const tokens = new Map();
  const read = new Set();
  for (const deadline = Date.now() + 120_000; tokens.size < ids.length;) {
    if (Date.now() > deadline) throw new Error(`Publishing links: ${tokens.size} of ${ids.length}`);
    for (const name of existsSync(folder) ? readdirSync(folder) : []) {
      if (!name.endsWith(".eml") || read.has(name)) continue;
      read.add(name);
      const { text = "" } = await simpleParser(readFileSync(path.join(folder, name)));
      for (const [, displayId, token] of text.matchAll(
        /\/project\/(\d+)\/publish#token=([\w.-]+)/g,
      ))
        if (wanted.has(displayId)) tokens.set(wanted.get(displayId), token);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return tokens;
}

/** Opens each project's e-mailed publishing link, `concurrency` at a time: all must be 200. */
export async function publishPosted(origin, dataDir, ids, concurrency = 8) {
  const tokens = [...(await publishTokens(dataDir, ids))];
  const statuses = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tokens.length) {
        const [id, token] = tokens[next++];
        const response = await fetch(`${origin}/api/projects/${id}/publish`, {
          method: "POST",
          headers: { "content-type": "application/json", origin },
          body: JSON.stringify({ token }),
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }),
  );
  const counts = tally(statuses);
  if (counts[200] !== ids.length) throw new Error(`Publishing: answers ${JSON.stringify(counts)}`);
}

/**
 * Posts `count` projects, `concurrency` at a time over keep-alive connections (all must be 201),
 * and publishes them from the links their homeowners are e-mailed (the server's `dataDir`).
 */
export async function seedProjects(origin, dataDir, count, concurrency = 8) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  const answers = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        answers.push(await postProject(origin, projectPayload(index), agent));
      }
    }),
  );
  agent.destroy();
  const counts = tally(answers.map((answer) => answer.status));
  if (counts[201] !== count) throw new Error(`Seeding: answers ${JSON.stringify(counts)}`);
  await publishPosted(
    origin,
    dataDir,
    answers.map((answer) => answer.id),
    concurrency,
  );
}

/**
 * GET /api/projects latency with `connections` concurrent clients over `seconds`, as any visitor
 * asks: on the embedded database Next keeps the pages read between writes
 * (lib/projects/list-cache.ts); with PostgreSQL every request reads the database.
 */
export async function listLatency(origin, { connections = 50, seconds = 10 } = {}) {
  const url = `${origin}/api/projects`;
  await cannon({ url, connections, duration: 2 });
  const result = await cannon({ url, connections, duration: seconds });
  if (result.non2xx || result.errors) {
    throw new Error(`GET /api/projects: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { connections, seconds, ...result };
}

/**
 * `count` POST /api/projects started at once, each on its own connection. Resolves with the
 * answers by status and the time until the last answer.
 */
export async function burstPosts(origin, count = 500) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      postProject(origin, projectPayload(10_000 + index), agent),
    ),
  );
  const elapsedMs = Math.round(performance.now() - started);
  agent.destroy();
  const statuses = answers.map((answer) => answer.status);
  return {
    requests: count,
    answers: tally(statuses),
    created: tally(statuses)[201] ?? 0,
    ids: answers.filter((answer) => answer.id !== null).map((answer) => answer.id),
    elapsedMs,
  };
}
