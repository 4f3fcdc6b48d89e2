import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "./fixtures";

import { ADMIN_TOKEN, freePort, killGroup, startServer, stopServer } from "./server-process";

// A host stopping an instance sends SIGTERM while its load balancer still routes requests there,
// over kept-alive connections, until it notices the instance is not ready. Every one of those
// requests must get an answer: no reset connection, no refused one.

const LOOPS = 4;
/** Requests sent before the signal. */
const BEFORE_SIGNAL = 60;
/**
 * Requests each loop sends after the signal: at least this many, and on until the probe below has
 * seen 503 (a balancer's reaction time), at most ten times as many.
 */
const AFTER_SIGNAL = 30;
const PATHS = ["/api/health", "/api/projects", "/"];

interface Answer {
  status: number;
  connection?: string;
  body: string;
}

function get(agent: http.Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, connection: response.headers.connection, body }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

const failure = (error: unknown) =>
  (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));

test("keep-alive requests sent across a SIGTERM all get answers, and /api/ready turns 503", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "torontopros-shutdown-"));
  // A drain of 6 s (half the grace): ample for the requests below on a busy machine.
  const server = await startServer({ dataDir, env: { SHUTDOWN_GRACE_SECONDS: "12" } });
  const exited = new Promise<number | null>((resolve) =>
    server.child.once("exit", (code) => resolve(code)),
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: LOOPS });
  const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const failures: string[] = [];
    let sent = 0;
    let signalled = false;
    let closingAnswers = 0;
    let answersAfterSignal = 0;
    let probed = false;
    let notReady: Answer | undefined;

    let markSignalled!: () => void;
    const signalSent = new Promise<void>((resolve) => (markSignalled = resolve));

    const loop = async (offset: number) => {
      let sentAfterSignal = 0;
      const done = () =>
        signalled &&
        sentAfterSignal >= AFTER_SIGNAL &&
        (probed || sentAfterSignal >= 10 * AFTER_SIGNAL);
      for (let i = offset; !done(); i++) {
        const after = signalled;
        if (after) sentAfterSignal++;
        const url = `${server.base}${PATHS[i % PATHS.length]}`;
        try {
          const answer = await get(agent, url);
          if (answer.status !== 200) failures.push(`${url}: ${answer.status}`);
          if (after) {
            answersAfterSignal++;
            if (answer.connection === "close") closingAnswers++;
          }
        } catch (error) {
          failures.push(`${url}: ${failure(error)}`);
        }
        if (++sent >= BEFORE_SIGNAL && !signalled) {
          signalled = true;
          killGroup(server.child, "SIGTERM");
          markSignalled();
        }
      }
    };

    // The balancer's probe: asks /api/ready from the signal on until it answers 503.
    const probe = async () => {
      await signalSent;
      for (let i = 0; i < 100 && !notReady; i++) {
        try {
          const answer = await get(probeAgent, `${server.base}/api/ready`);
          if (answer.status === 503) notReady = answer;
          else if (answer.status !== 200) failures.push(`/api/ready: ${answer.status}`);
        } catch (error) {
          failures.push(`/api/ready: ${failure(error)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      probed = true;
    };

    await Promise.all([...Array.from({ length: LOOPS }, (_, n) => loop(n)), probe()]);
    const kinds = new Map<string, number>();
    for (const f of failures)
      kinds.set(f.split(": ").at(-1)!, (kinds.get(f.split(": ").at(-1)!) ?? 0) + 1);
    const figures =
      `${sent} requests, ${answersAfterSignal} answered after the signal ` +
      `(${closingAnswers} with Connection: close), ${failures.length} failed` +
      (failures.length ? ` (${[...kinds].map(([kind, n]) => `${n} ${kind}`).join(", ")})` : "");
    test.info().annotations.push({ type: "figures", description: figures });
    console.log(figures);

    expect(failures).toEqual([]);
    expect(notReady?.status).toBe(503);
    expect(JSON.parse(notReady!.body)).toMatchObject({ status: "not ready", stopping: true });
    // Kept-alive clients are told to reconnect (elsewhere, behind a balancer).
    expect(closingAnswers).toBeGreaterThan(0);

    // Then it stops by itself, the database closed.
    expect(await exited).toBe(0);
    expect(server.log.join("")).toContain("Stopped: database closed");
  } finally {
    agent.destroy();
    probeAgent.destroy();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

// A host that runs `npm start` (or `npm run serve`) signals npm's process, not the server: the
// script execs Node, so the signal is the server's own and it drains as above instead of being
// orphaned by an exiting npm.
test("npm start hands a SIGTERM sent to npm alone to the server, which drains and exits", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "torontopros-npm-start-"));
  const port = await freePort();
  const npm = spawn("npm", ["start", "--silent"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_TOKEN,
      SHUTDOWN_GRACE_SECONDS: "2",
      DATABASE_URL: "",
    },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  npm.stdout!.on("data", (chunk) => (log += chunk));
  npm.stderr!.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/api/ready`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 90_000,
        },
      )
      .toBe(200);
    // npm's process alone, as a host's process manager sends it.
    process.kill(npm.pid!, "SIGTERM");
    expect(await exited).toBe(0);
    expect(log).toContain("SIGTERM: not ready");
    expect(log).toContain("Stopped: database closed");
    // Nothing left listening on the port.
    expect(
      await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.status,
        () => 0,
      ),
    ).toBe(0);
  } finally {
    killGroup(npm, "SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
