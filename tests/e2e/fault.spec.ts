import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "./fixtures";

import { shortName } from "@/lib/projects/views";
import { ADMIN_TOKEN, killGroup, startServer, stopServer } from "./server-process";

// A server killed with SIGKILL in the middle of a stream of posted projects, then started again on
// the same data: every post that was answered 201 must be there, whole, and the database must open
// again (the embedded database's lock file of the killed server is stale).

/** Reads the whole project list, page by page (the API answers at most 100 at a time). */
async function listEveryProject(base: string) {
  const rows: { id: number; title: string }[] = [];
  for (let total = Infinity; rows.length < total;) {
    const response = await fetch(`${base}/api/projects?limit=100&offset=${rows.length}`);
    expect(response.status).toBe(200);
    total = Number(response.headers.get("x-total-count"));
    const page = (await response.json()) as { id: number; title: string }[];
    if (page.length === 0) break;
    rows.push(...page);
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
/** A post as the public answers show it: the homeowner's first name and initial. */
const publicly = (post: ReturnType<typeof payload>) => ({
  ...post,
  homeowner: shortName(post.homeowner),
});

function payload(marker: string, seq: number) {
  return {
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
    test.setTimeout(180_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), "torontopros-fault-"));
    const marker = `Fault ${target.name} ${Date.now()}`;
    let server = await startServer({ dataDir, databaseUrl: target.url });
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
              body: JSON.stringify(payload(marker, seq)),
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
      const list = await listEveryProject(server.base);
      const rows = list.filter((row) => row.title.startsWith(`${marker} #`));
      ids.push(...rows.map((row) => row.id));

      // Every post answered 201 is there, read back whole through the list and by its id.
      const byTitle = new Map(rows.map((row) => [row.title, row]));
      for (const [seq, id] of created) {
        const row = byTitle.get(`${marker} #${seq}`);
        const expected = { ...publicly(payload(marker, seq)), status: "open", proposalCount: 0 };
        expect(row, `post ${seq}`).toMatchObject({ ...expected, ...(id ? { id } : {}) });
        const one = await fetch(`${server.base}/api/projects/${row!.id}`);
        expect(one.status).toBe(200);
        expect(await one.json()).toMatchObject(expected);
      }
      // No row is half-written: a row whose answer was lost in the kill is still a whole post.
      expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length);
      for (const row of rows) {
        const seq = Number(row.title.slice(`${marker} #`.length));
        expect(row, `row ${row.id}`).toMatchObject({
          ...publicly(payload(marker, seq)),
          status: "open",
        });
      }
      // At most the posts in flight at the kill were stored without their answer arriving.
      expect(rows.length).toBeGreaterThanOrEqual(created.size);
      expect(rows.length - created.size).toBeLessThanOrEqual(WORKERS);

      // And the restarted server takes new posts.
      const after = await fetch(`${server.base}/api/projects`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.base },
        body: JSON.stringify(payload(marker, sent)),
      });
      expect(after.status).toBe(201);
      ids.push((await after.json()).project.id);

      const figures =
        `${target.name}: ${sent} posts sent, ${createdBeforeKill} answered 201 before the kill ` +
        `(${created.size} in all, ${[...created.values()].filter((id) => id === undefined).length} ` +
        `cut off after the status line), ${rows.length} rows after the restart`;
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
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
