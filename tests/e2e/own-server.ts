import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { test as base } from "./fixtures";
import { unwatchOutbox, watchOutbox } from "./helpers";
import { startServer, stopServer, type Server } from "./server-process";

export { expect } from "./fixtures";

/** A server on an empty database of its own for as long as `provide` runs, then gone. */
async function withEmptyServer(provide: (server: Server) => Promise<void>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "torontopros-e2e-server-"));
  const server = await startServer({ dataDir });
  // Its mail is read as the shared server's is (the addresses are each test's own).
  watchOutbox(dataDir);
  try {
    await provide(server);
  } finally {
    unwatchOutbox(dataDir);
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `test` for the specs that assert on a whole list (totals, the newest page, the response cache of
 * the list): each worker gets a server on an empty database of its own, so no other test can add a
 * row between a test's post and its read. Tests that only open their own project by id use the
 * shared server from playwright.config.ts instead, which is cheaper.
 */
export const test = base.extend<object, { ownServer: Server }>({
  ownServer: [
    async ({}, provide) => withEmptyServer(provide),
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ ownServer }, provide) => provide(ownServer.base),
});

/**
 * `test` whose every test has an empty server: for exact figures, and for a test that leaves
 * lasting state (an accepted proposal on a sample request) no other test may meet.
 */
export const testOnEmptyServer = base.extend<{ emptyServer: Server }>({
  emptyServer: async ({}, provide) => withEmptyServer(provide),
  baseURL: async ({ emptyServer }, provide) => provide(emptyServer.base),
});
