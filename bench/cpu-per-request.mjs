// CPU time per request of running servers, for comparing two builds (or two databases) side by
// side on a shared machine where latency depends on what else runs: each server's own CPU time
// (utime + stime of /proc/PID/stat) and PostgreSQL's (every postgres process alive before and
// after), over a fixed number of requests at 10 connections, after a warm-up. Targets are
// interleaved round by round; each figure is the median of its rounds.
//
//   node bench/cpu-per-request.mjs --target=PID@http://127.0.0.1:3917/api/projects \
//     --target=PID@http://127.0.0.1:3918/api/projects [--requests=2000] [--rounds=2] [--cookie]
//
// `--cookie` sends a Cookie header, as a signed-in contractor's requests do.
import { readdirSync, readFileSync } from "node:fs";

import { cannon } from "./load.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const targets = args
  .filter((arg) => arg.startsWith("--target="))
  .map((arg) => {
    const [pid, url] = arg.slice("--target=".length).split(/@(.*)/s);
    return { pid: Number(pid), url };
  });
const REQUESTS = Number(option("requests", "2000"));
const ROUNDS = Number(option("rounds", "2"));
const headers = args.includes("--cookie") ? { cookie: "bench=uncached" } : {};
if (targets.length === 0 || targets.some((t) => !Number.isInteger(t.pid) || !t.url)) {
  console.error("Usage: node bench/cpu-per-request.mjs --target=PID@URL [--target=PID@URL …]");
  process.exit(1);
}

// Clock ticks per second of /proc/PID/stat on Linux.
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used, or null when it is gone. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start at its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU seconds of each postgres process, by pid. */
function postgresCpu() {
  const used = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let command;
    try {
      command = readFileSync(`/proc/${entry}/comm`, "utf8").trim();
    } catch {
      continue;
    }
    if (command !== "postgres") continue;
    const seconds = cpuSeconds(entry);
    if (seconds !== null) used.set(entry, seconds);
  }
  return used;
}

/** PostgreSQL's CPU seconds between two readings, over the processes alive at both. */
function postgresDelta(before, after) {
  let total = 0;
  for (const [pid, seconds] of after) {
    if (before.has(pid)) total += seconds - before.get(pid);
  }
  return total;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const results = targets.map(() => ({ server: [], postgres: [], rps: [] }));
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [index, target] of targets.entries()) {
    await cannon({ url: target.url, connections: 10, amount: 300, headers });
    const serverBefore = cpuSeconds(target.pid);
    const postgresBefore = postgresCpu();
    const run = await cannon({ url: target.url, connections: 10, amount: REQUESTS, headers });
    const serverAfter = cpuSeconds(target.pid);
    if (serverBefore === null || serverAfter === null) throw new Error(`${target.pid} is gone`);
    if (run.non2xx + run.errors + run.timeouts > 0) throw new Error(`${target.url}: errors`);
    results[index].server.push(((serverAfter - serverBefore) * 1000) / REQUESTS);
    results[index].postgres.push((postgresDelta(postgresBefore, postgresCpu()) * 1000) / REQUESTS);
    results[index].rps.push(run.requestsPerSecond);
  }
}

console.log(`| target | server CPU ms/request | PostgreSQL CPU ms/request | requests/s |`);
console.log(`| --- | --- | --- | --- |`);
for (const [index, target] of targets.entries()) {
  const { server, postgres, rps } = results[index];
  console.log(
    `| ${target.url} | ${median(server).toFixed(2)} | ${median(postgres).toFixed(2)} | ${Math.round(median(rps))} |`,
  );
}
