import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "./fixtures";
import pg from "pg";
import sharp from "sharp";

import { startTestBucket, type TestBucket } from "../api/s3-server";
import { linkIn, startSmtpServer, type TestSmtpServer } from "../smtp-server";
import { killGroup, startServer, stopServer, type Server } from "./server-process";

// Two instances of the app on one PostgreSQL database, started at the same moment on an empty
// database, as a Node host with N instances runs them: both become ready, one's writes are fresh
// in the other's lists, the rate limit is one limit, mail goes once, and killing one instance
// loses nothing the other acknowledged.

const base = process.env.TEST_DATABASE_URL;
test.skip(!base, "TEST_DATABASE_URL is not set");
test.describe.configure({ mode: "serial" });

/** A post from a homeowner's address of its own (required; the mail budget is per address). */
const project = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: "Replace the kitchen counters and the backsplash behind the range.",
  category: "Renovation",
  budget: "$5,000 - $10,000",
  timeline: "Within 1 month",
  homeowner: "Cluster Owner",
  homeownerEmail: `owner-${randomBytes(6).toString("hex")}@cluster.example`,
  location: "Toronto, ON",
  ...extra,
});

type Posted = { project: { id: number; displayId: number }; manageToken: string };

/** The token of the publishing link e-mailed to `address` for a project (at the SMTP server). */
async function publishToken(address: string, displayId: number) {
  const [mail] = await smtp.waitFor(1, address);
  const link = linkIn(mail!, `/project/${displayId}/publish`);
  return new URLSearchParams(link.hash.slice(1)).get("token")!;
}

/** The homeowner opens the publishing link: POST /api/projects/{rowId}/publish on `server`. */
const publish = (server: Server, rowId: number, token: string, client: string) =>
  fetch(`${server.base}/api/projects/${rowId}/publish`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify({ token }),
  });

/** A post from a given client address (the servers trust one proxy hop). */
const post = (server: Server, body: unknown, client: string) =>
  fetch(`${server.base}/api/projects`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify(body),
  });

let database: string;
let smtp: TestSmtpServer;
let bucket: TestBucket;
let servers: Server[] = [];
const dataDirs: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  database = `torontopros_cluster_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(base!);
  url.pathname = `/${database}`;
  smtp = await startSmtpServer();
  bucket = await startTestBucket();
  const storage = {
    S3_BUCKET: bucket.settings.bucket,
    S3_ENDPOINT: bucket.endpoint,
    S3_ACCESS_KEY_ID: bucket.settings.accessKeyId!,
    S3_SECRET_ACCESS_KEY: bucket.settings.secretAccessKey!,
  };
  // Both at the same moment, on the empty database: each applies the migrations under the
  // advisory lock, the second waits and finds them applied.
  servers = await Promise.all(
    ["a", "b"].map(() => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "torontopros-cluster-"));
      dataDirs.push(dataDir);
      return startServer({
        dataDir,
        databaseUrl: url.toString(),
        env: {
          RATE_LIMIT_PER_MINUTE: "5",
          TRUST_PROXY_HOPS: "1",
          SMTP_URL: smtp.url,
          ...storage,
        },
      });
    }),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  await smtp?.stop();
  await bucket?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  // An autovacuum worker on the database (after the test's many writes) is a process the test's
  // role may not end: FORCE refuses (42501) until it has finished, a moment later.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== "42501" || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  await admin.end();
});

test("both instances become ready on an empty database, each migration applied once", async () => {
  const [a, b] = servers;
  for (const server of [a!, b!]) {
    expect((await fetch(`${server.base}/api/projects`)).status).toBe(200);
  }
  const url = new URL(base!);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const { rows } = await client.query(
    "select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash",
  );
  await client.end();
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row: { times: number }) => row.times === 1)).toBe(true);
});

test("a project published on one instance is in the other's very next list read, 100 times in 100", async () => {
  test.setTimeout(300_000);
  const [a, b] = servers;
  let stale = 0;
  for (let i = 0; i < 100; i++) {
    const client = `198.51.100.${i + 1}`;
    const body = project(`Fresh ${i}`);
    const answer = await post(a!, body, client);
    expect(answer.status).toBe(201);
    const { project: created } = (await answer.json()) as Posted;
    const token = await publishToken(body.homeownerEmail, created.displayId);
    // Warm B's caches with the current list, then publish on A and read on B at once.
    await fetch(`${b!.base}/api/projects?limit=1`);
    expect((await publish(a!, created.id, token, client)).status).toBe(200);
    const [newest] = (await (await fetch(`${b!.base}/api/projects?limit=1`)).json()) as {
      id: number;
    }[];
    if (newest?.id !== created.id) stale++;
  }
  console.log(`cluster: stale list reads on the other instance: ${stale} of 100`);
  expect(stale).toBe(0);
});

test("each instance's content security policy allows the bucket it presigns uploads for", async () => {
  // The policy is the production server's own, built from the variables it started with
  // (docs/decisions/0031-security-headers-and-policy.md); the build was made without any S3_*.
  for (const server of servers) {
    const policy = (await fetch(`${server.base}/`)).headers.get("content-security-policy") ?? "";
    const connect = policy.split("; ").find((directive) => directive.startsWith("connect-src "));
    expect(connect).toBe(`connect-src 'self' ${new URL(bucket.endpoint).origin}`);
  }
});

test("a photo uploaded through one instance is served by the other, with its project", async () => {
  const [a, b] = servers;
  const jpeg = await sharp({
    create: { width: 800, height: 600, channels: 3, background: "#3366aa" },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "deck.jpg");
  const uploaded = await fetch(`${a!.base}/api/uploads`, {
    method: "POST",
    headers: { "x-forwarded-for": "192.0.2.250" },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const { path: photo } = (await uploaded.json()) as { path: string };
  const onA = Buffer.from(await (await fetch(`${a!.base}${photo}`)).arrayBuffer());
  const onB = await fetch(`${b!.base}${photo}`);
  expect(onB.status).toBe(200);
  expect(onB.headers.get("content-type")).toBe("image/jpeg");
  expect(Buffer.from(await onB.arrayBuffer()).equals(onA)).toBe(true);
  // Posted on B with that photo, the project shows it on A.
  const posted = await post(b!, project("With a photo", { images: [photo] }), "192.0.2.251");
  expect(posted.status).toBe(201);
  const { project: created, manageToken } = (await posted.json()) as Posted;
  // Not published yet: its owner reads it, with the manage token.
  const onAProject = (await (
    await fetch(`${a!.base}/api/projects/${created.id}`, {
      headers: { authorization: `Bearer ${manageToken}` },
    })
  ).json()) as {
    images: string[];
  };
  expect(onAProject.images).toEqual([photo]);
});

test("the rate limit is one limit for both instances", async () => {
  const [a, b] = servers;
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const server = i % 2 === 0 ? a! : b!;
    statuses.push((await post(server, project(`Limited ${i}`), "203.0.113.50")).status);
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
});

test("mail written on either instance is sent once, though both deliver", async () => {
  const [a, b] = servers;
  smtp.received.length = 0;
  for (let i = 0; i < 8; i++) {
    const server = i % 2 === 0 ? a! : b!;
    const answer = await post(
      server,
      project(`Mailed ${i}`, { homeownerEmail: `owner${i}@cluster.example` }),
      `192.0.2.${i + 1}`,
    );
    expect(answer.status).toBe(201);
  }
  // Mail from the tests before (every post mails its confirmation link) may still be arriving:
  // count only these eight homeowners'.
  const mine = () => smtp.received.filter((mail) => /^owner\d@cluster\.example$/.test(mail.to));
  await expect.poll(() => mine().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(8);
  // Both workers poll every few seconds: give a duplicate the time to arrive if there were one.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(mine()).toHaveLength(8);
  expect(new Set(mine().map((mail) => mail.to)).size).toBe(8);
});

test("killing one instance loses nothing the other acknowledged", async () => {
  test.setTimeout(120_000);
  const [a, b] = servers;
  const acknowledged: Posted[] = [];
  let running = true;
  const writer = (async () => {
    for (let i = 0; running; i++) {
      const answer = await post(b!, project(`Survivor ${i}`), `192.0.2.${100 + (i % 100)}`).catch(
        () => null,
      );
      if (answer?.status === 201) acknowledged.push((await answer.json()) as Posted);
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  killGroup(a!.child, "SIGKILL");
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  running = false;
  await writer;
  expect(acknowledged.length).toBeGreaterThan(0);
  // Each is there, as its owner's manage token reads it (none was published).
  for (const { project: created, manageToken } of acknowledged) {
    const read = await fetch(`${b!.base}/api/projects/${created.id}`, {
      headers: { authorization: `Bearer ${manageToken}` },
    });
    expect(read.status).toBe(200);
  }
});
