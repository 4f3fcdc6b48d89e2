import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { buildState } from "@/scripts/build-state.mjs";

describe("whether npm start must build", () => {
  let root: string;
  const at = (file: string, seconds: number) => {
    const date = new Date(1_700_000_000_000 + seconds * 1000);
    utimesSync(path.join(root, file), date, date);
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "build-state-"));
    mkdirSync(path.join(root, "app", "about"), { recursive: true });
    writeFileSync(path.join(root, "app", "about", "page.tsx"), "export default 1");
    writeFileSync(path.join(root, "package.json"), "{}");
    for (const file of ["app/about/page.tsx", "app/about", "app", "package.json"]) at(file, 0);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("builds when there is no build", () => {
    expect(buildState(root)).toBe("missing");
  });

  it("serves a build made after the last change without building again", () => {
    mkdirSync(path.join(root, ".next"));
    writeFileSync(path.join(root, ".next", "BUILD_ID"), "abc");
    at(".next/BUILD_ID", 10);
    expect(buildState(root)).toBe("current");
  });

  it("builds again when any source, however deep, changed after the build", () => {
    mkdirSync(path.join(root, ".next"));
    writeFileSync(path.join(root, ".next", "BUILD_ID"), "abc");
    at(".next/BUILD_ID", 10);
    at("app/about/page.tsx", 20);
    expect(buildState(root)).toBe("outdated");
    at("app/about/page.tsx", 0);
    at("package.json", 20);
    expect(buildState(root)).toBe("outdated");
  });
});
