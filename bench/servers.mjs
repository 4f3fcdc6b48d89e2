// Building and serving: the app with `next build` and `npm start`'s server (scripts/start.mjs:
// Next's request handler with the drain and readiness around it), the empty fixture with `next build` and `next start`.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { SERVER_NODE_FLAGS } from "../scripts/server-flags.mjs";

const require = createRequire(import.meta.url);
const nextBin = require.resolve("next/dist/bin/next");

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const fixtureDir = path.join(rootDir, "bench", "fixture");

/** Runs `next build` in a folder; rejects when the build fails. */
export function nextBuild(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, "build"], {
      cwd: dir,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`next build in ${dir} exited with ${code}`)),
    );
  });
}

/** Builds the app and the empty fixture, or with `--skip-build` checks that both are built. */
export async function buildAppAndFixture(args, log) {
  if (args.includes("--skip-build")) return assertBuilt([rootDir, fixtureDir]);
  log("building the app and the empty fixture");
  await nextBuild(rootDir);
  await nextBuild(fixtureDir);
}

/** For `--skip-build`: each folder must hold a build already. */
export function assertBuilt(dirs) {
  for (const dir of dirs) {
    if (!existsSync(path.join(dir, ".next", "BUILD_ID"))) {
      throw new Error(
        `--skip-build: no build in ${path.relative(rootDir, dir) || "."}/.next; run \`npx next build\` there first`,
      );
    }
  }
}

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A fresh, empty data folder for the embedded database. */
export function freshDataDir(label) {
  return mkdtempSync(path.join(tmpdir(), `torontopros-bench-${label}-`));
}

/**
 * Starts a server in `dir` on a free port and waits until `readyPath` answers on loopback:
 * `next start` on 127.0.0.1, or with `script`, that script with PORT set (it listens on every
 * interface, as `npm start` does). Returns { origin, pid, stop }. Server output is kept and shown only
 * when startup fails.
 */
export async function nextStart(dir, { env = {}, readyPath = "/", script } = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const args = script
    ? [...SERVER_NODE_FLAGS, script]
    : [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"];
  const child = spawn(process.execPath, args, {
    cwd: dir,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      ...env,
      PORT: String(port),
    },
  });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = false;
  const exit = new Promise((resolve) =>
    child.on("exit", () => {
      exited = true;
      resolve();
    }),
  );

  const stop = async () => {
    if (!exited) child.kill("SIGTERM");
    const timer = setTimeout(() => !exited && child.kill("SIGKILL"), 5_000);
    await exit;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited) throw new Error(`the server in ${dir} exited early:\n${output}`);
    try {
      const response = await fetch(origin + readyPath);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server in ${dir} did not answer ${readyPath} within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, pid: child.pid, stop, output: () => output };
}

/**
 * Starts the app as `npm start` serves it, with its own fresh embedded database (or
 * DATABASE_URL), no rate limit and no throttle on bearer tokens.
 */
export async function startApp({ databaseUrl } = {}) {
  const dataDir = freshDataDir("app");
  const server = await nextStart(rootDir, {
    script: path.join(rootDir, "scripts", "start.mjs"),
    env: {
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: "0",
      // The API's uncached reading sends a bearer token the list never checks; the wrong-token
      // throttle counts each one in flight, and on PostgreSQL (one round trip per count) fifty
      // concurrent requests pass its limit of ten before any is handed back: all answered 429.
      AUTH_FAILURE_LIMIT: "1000000",
      DATABASE_URL: databaseUrl ?? "",
    },
  });
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function startFixture() {
  return nextStart(fixtureDir);
}
