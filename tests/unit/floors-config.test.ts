import { describe, expect, it } from "vitest";

import appConfig from "@/next.config.mjs";
import fixtureConfig from "@/bench/fixture/next.config.mjs";
import staticCopyConfig from "@/bench/static-copy/next.config.mjs";
import { turbopackChunking } from "@/lib/chunking.mjs";

describe("the floors the phone budgets are measured against", () => {
  it("split the browser's JavaScript as the app does", () => {
    // Merged into fewer, larger chunks alike (lib/chunking.mjs, docs/decisions/0036-light-pages-and-hydration.md).
    for (const config of [appConfig, fixtureConfig, staticCopyConfig]) {
      expect(config.experimental?.turbopackChunking).toBe(turbopackChunking);
    }
  });

  it("run no step of their own after Next's compile", () => {
    // Next's output as Next makes it: nothing prepended to its chunks or shifted in their maps.
    for (const config of [appConfig, fixtureConfig, staticCopyConfig]) {
      expect(config.compiler?.runAfterProductionCompile).toBeUndefined();
    }
  });
});
