import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { projectRequests, sampleProjects } from "@/content/projects";
import {
  catalogueRange,
  completedDisplayId,
  postedDisplayId,
  postedRowId,
  requestDisplayId,
} from "@/lib/projects/ids";

describe("displayed project ids", () => {
  it("turns a posted project's row id into its displayed id and back", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), (rowId) => {
        const displayId = postedDisplayId(rowId);
        expect(postedRowId(displayId)).toBe(rowId);
        expect(catalogueRange(displayId)).toBeUndefined();
      }),
    );
  });

  it("keeps every catalogue id in its own range, none of them a posted project's", () => {
    for (const sample of sampleProjects) {
      expect(catalogueRange(completedDisplayId(sample))).toBe("completed");
      expect(postedRowId(completedDisplayId(sample))).toBeUndefined();
    }
    for (const request of projectRequests) {
      expect(catalogueRange(requestDisplayId(request))).toBe("request");
      expect(postedRowId(requestDisplayId(request))).toBeUndefined();
    }
  });

  it("names nothing below the first range or on a range's boundary", () => {
    for (const displayId of [0, 1, 1000, 2000, 3000]) {
      expect(catalogueRange(displayId)).toBeUndefined();
      expect(postedRowId(displayId)).toBeUndefined();
    }
  });
});
