import { describe, expect, it } from "vitest";

import { purgedBy } from "@/server/cache-rules.mjs";

describe("purgedBy", () => {
  it("purges the project list after writes that change what a card shows", () => {
    for (const path of [
      "/api/projects",
      "/api/proposals/7",
      "/api/agreements/12/confirm",
      "/api/admin/projects/3/decision",
    ])
      expect(purgedBy(path), path).toContain("/api/projects");
  });

  it("keeps it after writes that change nothing listed", () => {
    for (const path of ["/api/contact", "/api/uploads", "/api/admin/messages"])
      expect(purgedBy(path), path).not.toContain("/api/projects");
  });
});
