import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

import { SERVER_NODE_FLAGS } from "../../scripts/server-flags.mjs";

// `node scripts/start.mjs` (the production server) in a process of its own, for the tests that
// restart, kill or configure a server differently from the shared one.

export const ADMIN_TOKEN = "own-server-operator-token-0123456789";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Server {
  child: ChildProcess;
  base: string;
  log: string[];
}

/**
 * Starts the server in its own process group and waits until `readyPath` answers 200 (by default
 * the project list, which needs the database).
 */
export async function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  readyPath?: string;
  /** Arguments of scripts/start.mjs, e.g. ["--build"] as `npm start` passes. */
  args?: string[];
  /** A port chosen beforehand, e.g. to name the server's own address in SITE_URL. */
  port?: number;
}): Promise<Server> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: options.dataDir,
    RATE_LIMIT_PER_MINUTE: "0",
    ADMIN_TOKEN,
    // stopServer's SIGTERM: a 1 s drain rather than 5 s, no balancer watching.
    SHUTDOWN_GRACE_SECONDS: "2",
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, "scripts/start.mjs", ...(options.args ?? [])],
    {
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const log: string[] = [];
  child.stdout!.on("data", (chunk) => log.push(String(chunk)));
  child.stderr!.on("data", (chunk) => log.push(String(chunk)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break;
    const status = await fetch(`${base}${options.readyPath ?? "/api/projects"}`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return { child, base, log };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  killGroup(child, "SIGKILL");
  throw new Error(`The server did not become ready:\n${log.join("")}`);
}

export function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM, then SIGKILL if it has not exited within 10 s. */
export async function stopServer(server: Server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  killGroup(server.child, "SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  killGroup(server.child, "SIGKILL");
}
