import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "./fixtures";

import { shortName } from "@/lib/projects/views";
import { mailedLinkPath, mailedLinkPaths, unwatchOutbox, watchOutbox } from "./helpers";
import { ADMIN_TOKEN, killGroup, startServer, stopServer } from "./server-process";

// A server killed with SIGKILL in the middle of a stream of posted projects, then started again on
// the same data: every post that was answered 201 must be there, whole, and the database must open
// again (the embedded database's lock file of the killed server is stale).

/** The homeowner's address of post `seq` of run `run`: each post's own. */
const addressOf = (run: string, seq: number) => `fault-${run}-${seq}@home.example`;

/**
 * The rows the posts of a run left, by post number. A new post is listed only once its homeowner
 * publishes it, so they are found as its homeowner finds them: by the message stored with each
 * row (the outbox is written in the row's transaction, and the restarted server delivers what
 * the killed one had not), whose links name the row. Each post answered 201 has its message
 * first; then one delivery round more for any stored without its answer. Answers, per post, the
 * row ids its messages name.
 */
async function storedPosts(run: string, sent: number, answered: Iterable<number>) {
  // A message the killed server had claimed is sent once its claim lapses (CLAIM_SECONDS in
  // lib/mail/delivery.ts, 120 s; that module is the server's own, not importable here).
  const lapse = (120 + 30) * 1000;
  for (const seq of answered) {
    await expect
      .poll(() => mailedLinkPath(addressOf(run, seq), "/project/"), { timeout: lapse })
      .not.toBeNull();
  }
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const rows = new Map<number, Set<number>>();
  for (let seq = 0; seq < sent; seq++) {
    const links = await mailedLinkPaths(addressOf(run, seq), "/project/");
    const ids = new Set(links.map((link) => Number(link.match(/^\/project\/(\d+)/)![1]) - 3000));
    if (ids.size > 0) rows.set(seq, ids);
  }
  return rows;
}
const WORKERS = 4;
// The server is killed once this many posts have been answered 201, while WORKERS more are in flight.
const KILL_AFTER_CREATED = 120;

const targets: { name: string; url?: string }[] = [
  { name: "PGlite" },
  { name: "PostgreSQL", url: process.env.TEST_DATABASE_URL },
];

const IMAGES = [
  "/images/projects/2-3.svg",
  "/images/projects/5-2.svg",
  "/images/projects/8-1.svg",
  "/images/placeholder.svg",
];

/** Post number `seq` of run `marker`: the fields vary with seq, so each row can be checked whole. */
/** A post as the public answers show it: the homeowner's first name and initial, no address. */
const publicly = ({ homeownerEmail: _address, ...post }: ReturnType<typeof payload>) => ({
  ...post,
  homeowner: shortName(post.homeowner),
});

function payload(marker: string, run: string, seq: number) {
  return {
    homeownerEmail: addressOf(run, seq),
    title: `${marker} #${seq}`,
    description: `Post ${seq}: replace the kitchen counters and backsplash, about ${seq + 20} sq ft.`,
    category: seq % 2 ? "Plumbing" : "Renovation",
    budget: "$5,000 - $10,000",
    timeline: "Within 1 month",
    urgency: (["low", "medium", "high"] as const)[seq % 3],
    homeowner: `Owner ${seq}`,
    location: "Toronto, ON",
    images: IMAGES.slice(0, seq % (IMAGES.length + 1)),
    requirements: Array.from({ length: seq % 3 }, (_, i) => `Requirement ${i + 1} of post ${seq}`),
  };
}

for (const target of targets) {
  test(`posts answered 201 survive a SIGKILL of the server (${target.name})`, async () => {
    test.skip(target.name === "PostgreSQL" && !target.url, "TEST_DATABASE_URL is not set");
    // The rows are read back by the messages stored with them, which the restarted server delivers.
    test.setTimeout(480_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), "torontopros-fault-"));
    const run = `${target.name}-${Date.now().toString(36)}`.toLowerCase();
    const marker = `Fault ${target.name} ${Date.now()}`;
    let server = await startServer({ dataDir, databaseUrl: target.url });
    // Its messages (the file transport's .eml files) are read as the shared server's.
    watchOutbox(dataDir);
    const created = new Map<number, number | undefined>(); // seq -> row id, for every 201
    const ids: number[] = [];
    try {
      // The stream: WORKERS clients posting one project after another until the server is gone.
      let sent = 0;
      let killed = false;
      let createdBeforeKill = 0;
      const unexpected: string[] = [];
      const origin = server.base;
      const worker = async () => {
        for (;;) {
          const seq = sent++;
          let response: Response;
          try {
            response = await fetch(`${origin}/api/projects`, {
              method: "POST",
              headers: { "content-type": "application/json", origin },
              body: JSON.stringify(payload(marker, run, seq)),
            });
          } catch (error) {
            if (!killed) unexpected.push(`post ${seq}: ${String(error)}`);
            return; // the connection failed: the server is gone
          }
          // The kill can cut a 201 off after its status line: that post counts as answered 201,
          // checked by its title since its id never arrived.
          const body = await response.json().catch(() => undefined);
          if (response.status === 201) {
            created.set(seq, body?.project?.id);
            if (!killed && created.size >= KILL_AFTER_CREATED) {
              killed = true;
              createdBeforeKill = created.size;
              killGroup(server.child, "SIGKILL");
            }
          } else if (!killed) {
            unexpected.push(`post ${seq}: ${response.status} ${JSON.stringify(body)}`);
            return;
          }
        }
      };
      const exited = new Promise((resolve) => server.child.once("exit", resolve));
      await Promise.all(Array.from({ length: WORKERS }, worker));
      expect(unexpected).toEqual([]);
      expect(killed).toBe(true);
      await exited;

      // The killed server's lock is left behind in the PGlite folder, naming a process that is gone.
      const lockPath = path.join(dataDir, "pglite.lock");
      const staleLock = target.url ? undefined : readFileSync(lockPath, "utf8");

      // Started again on the same data: it opens the database despite the stale lock.
      server = await startServer({ dataDir, databaseUrl: target.url });
      if (staleLock !== undefined) expect(readFileSync(lockPath, "utf8")).not.toBe(staleLock);
      const stored = await storedPosts(run, sent, created.keys());
      for (const rowIds of stored.values()) ids.push(...rowIds);

      // Every post answered 201 is there: one row, with the id it was answered.
      for (const [seq, id] of created) {
        const rowIds = [...(stored.get(seq) ?? [])];
        expect(rowIds, `post ${seq}`).toHaveLength(1);
        if (id) expect(rowIds[0], `post ${seq}`).toBe(id);
      }
      // No row is half-written: each, read back by its id with the operator's token (not listed
      // until published), is its post whole, its answer lost in the kill or not; and no post was
      // stored twice.
      for (const [seq, rowIds] of stored) {
        expect([...rowIds], `post ${seq}`).toHaveLength(1);
        const [rowId] = rowIds;
        const one = await fetch(`${server.base}/api/projects/${rowId}`, {
          headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        });
        expect(one.status, `row ${rowId}`).toBe(200);
        expect(await one.json(), `row ${rowId}`).toMatchObject({
          ...publicly(payload(marker, run, seq)),
          id: rowId,
          status: "open",
          proposalCount: 0,
        });
      }
      // At most the posts in flight at the kill were stored without their answer arriving.
      expect(stored.size).toBeGreaterThanOrEqual(created.size);
      expect(stored.size - created.size).toBeLessThanOrEqual(WORKERS);

      // And the restarted server takes new posts.
      const after = await fetch(`${server.base}/api/projects`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.base },
        body: JSON.stringify(payload(marker, run, sent)),
      });
      expect(after.status).toBe(201);
      ids.push((await after.json()).project.id);

      const figures =
        `${target.name}: ${sent} posts sent, ${createdBeforeKill} answered 201 before the kill ` +
        `(${created.size} in all, ${[...created.values()].filter((id) => id === undefined).length} ` +
        `cut off after the status line), ${stored.size} rows after the restart`;
      test.info().annotations.push({ type: "figures", description: figures });
      console.log(figures);
    } finally {
      // PostgreSQL is shared: remove this run's rows. PGlite's folder goes with the temp folder.
      if (target.url) {
        const known = [...created.values()].filter((id) => id !== undefined);
        for (const id of new Set([...ids, ...known])) {
          await fetch(`${server.base}/api/projects/${id}`, {
            method: "DELETE",
            headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
          }).catch(() => {});
        }
      }
      unwatchOutbox(dataDir);
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
