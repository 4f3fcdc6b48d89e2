import { describe, expect, it } from "vitest";

import * as projectsRoute from "@/app/api/projects/route";
import { configureRateLimit, takeWriteShared } from "@/lib/api/rate-limit";
import { openDatabase } from "@/lib/db/client";
import { databases, request, useDatabase, validProject } from "./helpers";

/** A post from a homeowner of its own each time: not refused as one address's repeat. */
let homeowners = 0;
const post = () =>
  projectsRoute.POST(
    request("/api/projects", {
      method: "POST",
      body: { ...validProject, homeownerEmail: `owner${++homeowners}@home.example` },
    }),
    undefined,
  );

describe.each(databases)("the rate limit kept in the database ($name)", (target) => {
  const state = useDatabase(target);

  it("answers 429 with Retry-After once a client has used the minute's writes", async () => {
    configureRateLimit(3, "database");
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await post()).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const refused = await post();
      const wait = Number(refused.headers.get("retry-after"));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
    } finally {
      configureRateLimit(0, "memory");
    }
  });

  it("counts every instance's writes against one limit, and never lets the last write through twice", async () => {
    // On PostgreSQL a second pool stands for a second instance; on PGlite the same database.
    const second = target.url
      ? await openDatabase({ url: target.url, dataDir: "memory://" })
      : undefined;
    try {
      const instances = [state.handle!.db, second?.db ?? state.handle!.db];
      const waits = await Promise.all(
        Array.from({ length: 20 }, (_, i) => takeWriteShared(instances[i % 2]!, "203.0.113.7", 12)),
      );
      expect(waits.filter((wait) => wait === 0)).toHaveLength(12);
      expect(waits.filter((wait) => wait > 0)).toHaveLength(8);
      // Another client has its own window.
      expect(await takeWriteShared(instances[1]!, "203.0.113.8", 12)).toBe(0);
    } finally {
      await second?.close();
    }
  });
});
