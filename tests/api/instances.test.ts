import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:net";

import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";

import { leaveInstances, listenForWrites, reconnectDelay } from "@/lib/cache/instances";

// The listener for other instances' writes (lib/cache/instances.ts) loses its connection when the
// database restarts or drops it: it must come back with one connection, one attempt at a time.

const CHANNEL = "torontopros_writes";

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 30_000) {
  for (const end = Date.now() + ms; !(await condition());) {
    if (Date.now() > end) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => leaveInstances());

describe("reconnectDelay", () => {
  it("doubles from 1 s up to 30 s, each wait a random point in the upper half of its step", () => {
    const lowest = [0, 1, 2, 3, 4, 5, 6, 50].map((failures) => reconnectDelay(failures, () => 0));
    const highest = [0, 1, 2, 3, 4, 5, 6, 50].map((failures) => reconnectDelay(failures, () => 1));
    expect(lowest).toEqual([500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
    expect(highest).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(reconnectDelay(2, () => 0.5)).toBe(3_000);
  });
});

describe("listenForWrites against a server that drops every connection", () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  it("makes one attempt per backoff step, and none once it has left", async () => {
    const attempts: number[] = [];
    server = createServer((socket) => {
      attempts.push(performance.now());
      socket.destroy();
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };

    await listenForWrites(`postgres://nobody:nothing@127.0.0.1:${port}/none`, () => {});
    await until(() => attempts.length >= 3, "three connection attempts");
    const seenBeforeLeaving = attempts.length;
    await leaveInstances();
    // Longer than the next wait (at most 4 s): a reconnect still scheduled would show.
    await pause(4_500);
    console.log(
      `attempts: ${seenBeforeLeaving} when the third was seen, ${attempts.length} 4.5 s after leaving; ` +
        `gaps ${attempts
          .slice(1)
          .map((at, i) => Math.round(at - attempts[i]!))
          .join(", ")} ms`,
    );

    // A failed connect rejects and ends: still one reconnect, after 0.5–1 s, then 1–2 s.
    expect(attempts).toHaveLength(3);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(450);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(950);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("listenForWrites on PostgreSQL", () => {
  const url = process.env.TEST_DATABASE_URL!;

  it("comes back after its connection is killed, with one listener: a write arrives once", async () => {
    const peer = new pg.Client({ connectionString: url });
    await peer.connect();
    try {
      const acks: string[] = [];
      peer.on("notification", (message) => {
        const notice = JSON.parse(message.payload ?? "{}") as { t?: string; nonce?: string };
        if (notice.t === "ack") acks.push(notice.nonce!);
      });
      await peer.query(`LISTEN ${CHANNEL}`);
      /** The backends of this database that listen (their last query is LISTEN or a notice). */
      const listeners = async () =>
        (
          await peer.query<{ pid: number }>(
            `select pid from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()
                and (query like 'LISTEN%' or query like '%pg_notify%')`,
          )
        ).rows.map((row) => row.pid);

      const writes: string[][] = [];
      const reconnections = () => writes.filter((paths) => paths[0] === "*").length;
      await listenForWrites(url, (paths) => writes.push(paths));
      expect(reconnections()).toBe(1);

      for (let kill = 1; kill <= 3; kill++) {
        for (const pid of await listeners()) {
          await peer.query("select pg_terminate_backend($1)", [pid]);
        }
        await until(() => reconnections() > kill, `reconnection ${kill}`);
      }

      const nonce = randomUUID();
      await peer.query("select pg_notify($1, $2)", [
        CHANNEL,
        JSON.stringify({ t: "write", from: "test-peer", nonce, paths: ["/api/projects"] }),
      ]);
      await until(() => acks.includes(nonce), "the acknowledgement");
      // Time for a second listener's copy to show, were there one.
      await pause(1_000);
      const backends = await listeners();
      console.log(
        `after 3 kills: ${reconnections() - 1} reconnections, ${backends.length} listening backends, ` +
          `the write delivered ${writes.filter((paths) => paths[0] === "/api/projects").length} times, ` +
          `${acks.filter((ack) => ack === nonce).length} acknowledgements`,
      );

      expect(reconnections()).toBe(4);
      expect(writes.filter((paths) => paths[0] === "/api/projects")).toHaveLength(1);
      expect(acks.filter((ack) => ack === nonce)).toHaveLength(1);
      expect(backends).toHaveLength(1);

      // Once left, nothing listens any more, and nothing reconnects.
      await leaveInstances();
      await until(async () => (await listeners()).length === 0, "the listener to close");
    } finally {
      await peer.end();
    }
  });
});
