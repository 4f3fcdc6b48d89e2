import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "./fixtures";
import { namedConnections, startPgProxy, terminateBackends } from "../pg-proxy";
import { startServer, stopServer } from "./server-process";

// Issue item 15: a PostgreSQL restart, as the production server lives through it. The server's
// connections go through a proxy on loopback (tests/pg-proxy.ts): every one of them is
// terminated by the server a few times over (57P01, a restart's first step), then the proxy
// refuses connections for a moment (the server down) and lets them through again. Meanwhile
// visitors read pages and the project list, post projects and ask for readiness. Every answer is
// 2xx, a 404 for a page that does not exist, or 503 with Retry-After; never 500; and the
// server's log has no uncaught exception or unhandled rejection.

const databaseUrl = process.env.TEST_DATABASE_URL;
const APP = "restart-e2e";

test("a PostgreSQL restart answers 503, never 500, and crashes nothing", async () => {
  test.skip(!databaseUrl, "TEST_DATABASE_URL is not set");
  test.setTimeout(180_000);
  const proxy = await startPgProxy(namedConnections(databaseUrl!, APP));
  const dataDir = mkdtempSync(path.join(tmpdir(), "torontopros-restart-"));
  const server = await startServer({ dataDir, databaseUrl: proxy.url });
  const { base } = server;
  try {
    const post = (seq: number) =>
      fetch(`${base}/api/projects`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({
          title: `Restart check ${seq}`,
          description: "Replace the kitchen counters and the backsplash, about 30 sq ft.",
          category: "Renovation",
          budget: "$5,000 - $10,000",
          timeline: "Within 1 month",
          urgency: "medium",
          homeowner: "Robin Shaw",
          homeownerEmail: `restart-${Date.now()}-${seq}@home.example`,
          location: "Toronto, ON",
          images: [],
          requirements: [],
        }),
      });
    const posted = await post(0);
    expect(posted.status).toBe(201);
    const { project } = (await posted.json()) as { project: { displayId: number } };
    // What visitors ask for: a project page and the list (each a read of the database), a post
    // (a transaction), readiness, and a page that does not exist (404 after a read).
    const requests: (() => Promise<Response>)[] = [
      () => fetch(`${base}/project/${project.displayId}`),
      () => fetch(`${base}/api/projects?limit=5`),
      () => post(Math.random()),
      () => fetch(`${base}/api/ready`),
      () => fetch(`${base}/project/3999999`),
    ];

    const answers: { status: number; retryAfter: string | null; path: string }[] = [];
    let stopped = false;
    let seq = 0;
    const traffic = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (!stopped) {
          const index = seq++ % requests.length;
          const response = await requests[index]!();
          await response.arrayBuffer();
          answers.push({
            status: response.status,
            retryAfter: response.headers.get("retry-after"),
            path: new URL(response.url).pathname,
          });
        }
      }),
    );
    const answered = () => answers.filter((answer) => answer.status < 300).length;
    /** Waits until more requests have been answered 2xx: the server uses the database again. */
    const working = async () => {
      const before = answered();
      await expect.poll(answered, { timeout: 30_000 }).toBeGreaterThan(before + 5);
    };

    await working();
    for (let round = 0; round < 3; round++) {
      expect(await terminateBackends(databaseUrl!, APP)).toBeGreaterThan(0);
      await working();
    }
    // The server down for a moment: connections reset, then refused, then let through again.
    await proxy.cut();
    const during = answers.length;
    await expect.poll(() => answers.length, { timeout: 30_000 }).toBeGreaterThan(during + 10);
    await proxy.restore();
    await working();
    stopped = true;
    await traffic;

    const unexpected = answers.filter(
      (answer) =>
        !(
          answer.status < 300 ||
          answer.status === 503 ||
          (answer.status === 404 && answer.path === "/project/3999999")
        ),
    );
    expect(unexpected).toEqual([]);
    // Every 503 says when to try again, but readiness's, which a load balancer polls anyway.
    const unavailable = answers.filter((answer) => answer.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(
      unavailable.filter((answer) => answer.path !== "/api/ready" && answer.retryAfter !== "5"),
    ).toEqual([]);
    // A page that failed for the database answered 503 too (not only the API).
    expect(unavailable.some((answer) => answer.path.startsWith("/project/"))).toBe(true);
    const log = server.log.join("");
    expect(log).not.toMatch(/uncaughtException|unhandledRejection/);
    expect(log).not.toContain("API 500");
    expect(log).toMatch(/Database connection lost \(code=57P01\)/);
    test.info().annotations.push({
      type: "figures",
      description: `${answers.length} answers, ${unavailable.length} of them 503`,
    });
  } finally {
    await stopServer(server);
    await proxy.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
