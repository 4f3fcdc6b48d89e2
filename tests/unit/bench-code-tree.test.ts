import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { codeTree } from "@/bench/code-tree.mjs";

describe("the code a benchmark measured", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "torontopros-code-tree-"));
  const git = (...args: string[]) =>
    execFileSync("git", args, {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "t",
        GIT_AUTHOR_EMAIL: "t@example.com",
        GIT_COMMITTER_NAME: "t",
        GIT_COMMITTER_EMAIL: "t@example.com",
      },
    });
  git("init", "-q");
  mkdirSync(path.join(dir, "docs"));
  writeFileSync(path.join(dir, "page.tsx"), "one");
  writeFileSync(path.join(dir, "docs", "performance.md"), "figures");
  git("add", ".");
  git("commit", "-qm", "first");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is the same when only docs/ changed, as the report rewrites it between runs", () => {
    const before = codeTree(dir);
    expect(before).toMatch(/^[0-9a-f]{40}$/);
    writeFileSync(path.join(dir, "docs", "performance.md"), "new figures");
    expect(codeTree(dir)).toBe(before);
  });

  it("changes with a change to a tracked file, committed or not", () => {
    const before = codeTree(dir);
    writeFileSync(path.join(dir, "page.tsx"), "two");
    const changed = codeTree(dir);
    expect(changed).not.toBe(before);
    git("commit", "-qam", "second");
    expect(codeTree(dir)).toBe(changed);
  });

  it("is null outside a git checkout", () => {
    const plain = mkdtempSync(path.join(tmpdir(), "torontopros-no-git-"));
    try {
      expect(codeTree(plain)).toBeNull();
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
