// What durable commits cost the embedded database: sequential single-row commits on PGlite as the
// app opens it (fsync on, a real fsync: lib/db/pglite-durability.mjs) against PGlite's own
// default (fsync off), interleaved in rounds on fresh folders so other load falls on both alike.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { PGlite } from "@electric-sql/pglite";

import { durableStartParams, syncToDisk } from "../lib/db/pglite-durability.mjs";

const DATA_ROOT = fileURLToPath(new URL("../.data/bench", import.meta.url));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function commitTimes(durable, commits) {
  // Beside the default DATA_DIR (.data): the same disk the app writes to.
  mkdirSync(DATA_ROOT, { recursive: true });
  const dir = mkdtempSync(path.join(DATA_ROOT, "durability-"));
  const client = await PGlite.create(
    dir,
    durable ? { startParams: durableStartParams(PGlite.defaultStartParams) } : {},
  );
  if (durable) syncToDisk(client);
  try {
    await client.exec("CREATE TABLE posts (id serial PRIMARY KEY, body text NOT NULL)");
    const times = [];
    for (let index = 0; index < commits; index++) {
      const started = performance.now();
      await client.query("INSERT INTO posts (body) VALUES ($1)", [`post ${index}`]);
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Median milliseconds per commit, durable and not, over `rounds` interleaved rounds. */
export async function durabilityCost({ rounds = 3, commits = 200, log = () => {} } = {}) {
  const durable = [];
  const relaxed = [];
  for (let round = 0; round < rounds; round++) {
    relaxed.push(median(await commitTimes(false, commits)));
    durable.push(median(await commitTimes(true, commits)));
    log(
      `durability round ${round + 1}: ${durable.at(-1).toFixed(2)} ms vs ${relaxed.at(-1).toFixed(2)} ms`,
    );
  }
  const durableMs = median(durable);
  const relaxedMs = median(relaxed);
  return {
    commits,
    rounds,
    durableCommitMs: Number(durableMs.toFixed(2)),
    fsyncOffCommitMs: Number(relaxedMs.toFixed(2)),
    ratio: Number((durableMs / relaxedMs).toFixed(1)),
  };
}
