import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// The layers import only downwards: app → components → lib → content. A lower layer that
// reaches up (content reading a component's type, lib a page's) ties it to what it serves.
const LAYERS = ["content", "lib", "components", "app"] as const;
const above = (layer: (typeof LAYERS)[number]) => LAYERS.slice(LAYERS.indexOf(layer) + 1);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe("import direction", () => {
  for (const layer of LAYERS.slice(0, -1)) {
    it(`${layer}/ imports nothing from ${above(layer).join(", ")}`, () => {
      const upward = new RegExp(`from "@/(${above(layer).join("|")})/`);
      const offending = sourceFiles(layer).flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .filter((line) => upward.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
      expect(offending).toEqual([]);
    });
  }
});

describe("import circles", () => {
  it("has none: every module can be read before the ones that import it", async () => {
    const { codeShape } = await import("../../scripts/code-shape.mjs");
    const { circles, upward } = codeShape() as { circles: string[][]; upward: string[] };
    expect(circles).toEqual([]);
    expect(upward).toEqual([]);
  });
});
