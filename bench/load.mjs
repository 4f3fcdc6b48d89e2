// Load on loopback only: requests per second of pages, and the projects API under concurrency.
import http from "node:http";

import autocannon from "autocannon";

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
    location: "Leslieville, Toronto",
    requirements: ["Licensed plumber", "City of Toronto permit"],
  };
}

/**
 * One POST /api/projects on its own connection (no keep-alive): resolves with the status code,
 * or 0 when the connection failed. `Origin` is the server's own, as a browser on the site sends.
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
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(0));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => resolve(0));
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

/** Posts `count` projects, `concurrency` at a time over keep-alive connections; all must be 201. */
export async function seedProjects(origin, count, concurrency = 8) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  const statuses = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        statuses.push(await postProject(origin, projectPayload(index), agent));
      }
    }),
  );
  agent.destroy();
  const counts = tally(statuses);
  if (counts[201] !== count) throw new Error(`Seeding: answers ${JSON.stringify(counts)}`);
}

/**
 * GET /api/projects latency with `connections` concurrent clients over `seconds`, as any visitor
 * asks (answered by the server's shared cache between writes), and with an Authorization header,
 * which the cache never answers: every request then runs Next's route handler (reported only).
 */
export async function listLatency(origin, { connections = 50, seconds = 10 } = {}) {
  const url = `${origin}/api/projects`;
  const measure = async (headers) => {
    await cannon({ url, connections, duration: 2, headers });
    const result = await cannon({ url, connections, duration: seconds, headers });
    if (result.non2xx || result.errors) {
      throw new Error(`GET /api/projects: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    return result;
  };
  const visitors = await measure({});
  const uncached = await measure({ authorization: "Bearer bench-uncached" });
  return {
    connections,
    seconds,
    ...visitors,
    uncached: {
      latencyP50Ms: uncached.latencyP50Ms,
      latencyP99Ms: uncached.latencyP99Ms,
      requestsPerSecond: uncached.requestsPerSecond,
    },
  };
}

/**
 * `count` POST /api/projects started at once, each on its own connection. Resolves with the
 * answers by status and the time until the last answer.
 */
export async function burstPosts(origin, count = 500) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      postProject(origin, projectPayload(10_000 + index), agent),
    ),
  );
  const elapsedMs = Math.round(performance.now() - started);
  agent.destroy();
  return {
    requests: count,
    answers: tally(statuses),
    created: tally(statuses)[201] ?? 0,
    elapsedMs,
  };
}
