import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "./fixtures";

import { SERVER_HEAP_MB, SERVER_NODE_FLAGS } from "../../scripts/server-flags.mjs";
import { freePort, startServer, stopServer } from "./server-process";

// Build once, run many: `npm start` serves a current build without building again, and
// `npm run serve` (a build made elsewhere, for a real host) refuses what would serve wrong
// addresses. The test script has just built, without SITE_URL.

/** Runs `node scripts/start.mjs …` until it exits; its exit code and everything it printed. */
function runToExit(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "scripts/start.mjs", ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test("npm start serves the current build without building it again", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "torontopros-deploy-"));
  const server = await startServer({ dataDir, args: ["--build"] });
  try {
    const log = server.log.join("");
    expect(log).not.toContain("building");
    // Started with npm start's flags: the old-space limit and the young generation (three
    // semi-spaces), not the 4 GB V8 would take from this machine's memory.
    const heapLimit = Number(/Ready on \S+ \(heap limit (\d+) MB\)/.exec(log)?.[1]);
    expect(heapLimit).toBeGreaterThanOrEqual(SERVER_HEAP_MB);
    expect(heapLimit).toBeLessThan(SERVER_HEAP_MB + 128);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("npm run serve refuses to start without SITE_URL, or with one the build was not made for", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "torontopros-deploy-"));
  try {
    const port = String(await freePort());
    const env = { PORT: port, DATA_DIR: dataDir };
    const unset = await runToExit(["--host"], { ...env, SITE_URL: "" });
    expect(unset.code).toBe(1);
    expect(unset.output).toContain("SITE_URL is not set");
    const other = await runToExit(["--host"], { ...env, SITE_URL: "https://www.example.com" });
    expect(other.code).toBe(1);
    expect(other.output).toContain(
      "this build was made for no SITE_URL (localhost), but SITE_URL is https://www.example.com",
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
