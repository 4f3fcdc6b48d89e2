import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";

import * as projectsRoute from "@/app/api/projects/route";
import { openDatabase, setDatabase } from "@/lib/db/client";
import { postListedProject, request, validProject } from "./helpers";

describe("when the database is unavailable", () => {
  afterEach(() => setDatabase(undefined));

  it("answers 503 with a clear error when PostgreSQL cannot be reached", async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    const failing = openDatabase({
      url: "postgres://nobody:nothing@127.0.0.1:1/none",
      dataDir: "unused",
    });
    failing.catch(() => {});
    setDatabase(failing);
    for (const call of [
      projectsRoute.GET(request("/api/projects"), undefined),
      projectsRoute.POST(
        request("/api/projects", { method: "POST", body: validProject }),
        undefined,
      ),
    ]) {
      const response = await call;
      expect(response.status).toBe(503);
      expect((await response.json()).error).toMatch(/temporarily unavailable/);
    }
  });

  it("answers 503 when the embedded database has been closed", async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    setDatabase(handle);
    await handle.close();
    const response = await projectsRoute.GET(request("/api/projects"), undefined);
    expect(response.status).toBe(503);
  });
});

describe("the embedded database folder", () => {
  it("is kept between opens", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "tp-pglite-"));
    const first = await openDatabase({ dataDir });
    setDatabase(first);
    // Posted and published with its e-mailed link: a listed project, what the public list shows.
    await postListedProject(first.db);
    await first.close();
    const second = await openDatabase({ dataDir });
    setDatabase(second);
    const list = await (await projectsRoute.GET(request("/api/projects"), undefined)).json();
    expect(list).toHaveLength(1);
    await second.close();
    setDatabase(undefined);
  });

  it("turns a second process away with a clear error instead of corrupting it", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "tp-pglite-"));
    const handle = await openDatabase({ dataDir });
    try {
      // A second process tries the same folder while this one holds it.
      const script = `
        import("${path.resolve("node_modules/tsx/dist/esm/api/index.mjs").replace(/\\/g, "/")}").then(async ({ tsImport }) => {
          const { openDatabase } = await tsImport("${path.resolve("lib/db/client.ts").replace(/\\/g, "/")}", import.meta.url);
          try { await openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); console.log("opened"); process.exit(0); }
          catch (error) { console.log(error.name + ": " + error.message); process.exit(3); }
        });`;
      const result = spawnSync(
        process.execPath,
        ["--conditions=react-server", "--input-type=module", "-e", script],
        {
          encoding: "utf8",
          env: { ...process.env, NODE_PATH: "" },
          timeout: 60_000,
        },
      );
      expect(result.stdout).toContain("DatabaseUnavailableError");
      expect(result.stdout).toContain("in use by another process");
      expect(result.status).toBe(3);
    } finally {
      await handle.close();
    }
    // Once released, the folder opens again.
    const again = await openDatabase({ dataDir });
    await again.close();
  });
});
