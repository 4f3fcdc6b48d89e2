import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import {
  SERVER_HEAP_MB,
  SERVER_NODE_FLAGS,
  SERVER_SEMI_SPACE_MB,
} from "@/scripts/server-flags.mjs";

const scripts = (
  JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }
).scripts;

describe("the production server's Node flags", () => {
  it("cap the old space at SERVER_HEAP_MB and widen the young generation", () => {
    expect(SERVER_NODE_FLAGS).toEqual([
      `--max-old-space-size=${SERVER_HEAP_MB}`,
      `--max-semi-space-size=${SERVER_SEMI_SPACE_MB}`,
    ]);
  });

  it.each([
    ["start", "--build"],
    ["serve", "--host"],
  ])(
    "are on npm %s's command line, which execs Node so that a host's SIGTERM reaches it",
    (name, argument) => {
      expect(scripts[name]).toBe(
        `exec node ${SERVER_NODE_FLAGS.join(" ")} scripts/start.mjs ${argument}`,
      );
    },
  );
});
