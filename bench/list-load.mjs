// GET /api/projects under load, against a server already running (loopback only):
//   node bench/list-load.mjs http://127.0.0.1:3000 [--connections 10] [--seconds 15]
// Each variant twice: as a visitor asks, and with a Cookie header, which no shared cache answers;
// "random page" asks a fresh offset each time, which no cache of any kind has kept.
import { cannon } from "./load.mjs";

const origin = process.argv[2];
if (!origin?.startsWith("http://127.0.0.1:")) {
  console.error(
    "Usage: node bench/list-load.mjs http://127.0.0.1:PORT [--connections N] [--seconds N]",
  );
  process.exit(1);
}
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const connections = option("connections", 10);
const seconds = option("seconds", 15);

async function total(query) {
  const response = await fetch(`${origin}/api/projects${query}`);
  await response.arrayBuffer();
  return Number(response.headers.get("x-total-count"));
}

const rows = await total("");
const deep = Math.max(0, Math.floor(rows * 0.9));
const variants = [
  ["first page", ""],
  ["category", "?category=Plumbing"],
  ["status", "?status=open"],
  ["90 % deep", `?offset=${deep}`],
  ["random page", "random"],
];

async function measure(path, cookie) {
  // "random": a fresh offset for each request, a query no cache has seen.
  const random = path === "random";
  const options = {
    url: `${origin}/api/projects`,
    connections,
    headers: cookie ? { cookie: "bench=uncached" } : {},
    requests: random
      ? [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/projects?offset=${Math.floor(Math.random() * Math.max(rows, 1))}`,
            }),
          },
        ]
      : [{ path: `/api/projects${path}` }],
  };
  await cannon({ ...options, duration: 2 });
  return cannon({ ...options, duration: seconds });
}

console.log(`${rows} projects, ${connections} connections, ${seconds} s per run`);
console.log("variant      | mode      | p50 ms | p99 ms | req/s | non-2xx/errors");
for (const [name, query] of variants) {
  for (const cookie of [false, true]) {
    const result = await measure(query, cookie);
    console.log(
      [
        name.padEnd(12),
        (cookie ? "cookie" : "visitor").padEnd(9),
        String(result.latencyP50Ms).padStart(6),
        String(result.latencyP99Ms).padStart(6),
        String(Math.round(result.requestsPerSecond)).padStart(5),
        `${result.non2xx}/${result.errors}`,
      ].join(" | "),
    );
  }
}
