// Which code a benchmark measured: a hash of the working tree's tracked files as they are (changes
// not yet committed included), docs/ left out, since the report itself rewrites
// docs/performance.md between two runs of the same code.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";

const git = (rootDir, args) => execFileSync("git", args, { cwd: rootDir, encoding: "utf8" }).trim();

/** The hash, or null outside a git checkout. */
export function codeTree(rootDir) {
  try {
    // `git stash create` makes a commit of the uncommitted changes without touching the tree;
    // it prints nothing when there are none.
    const commit = git(rootDir, ["stash", "create"]) || "HEAD";
    const entries = git(rootDir, ["ls-tree", `${commit}^{tree}`])
      .split("\n")
      .filter((line) => !line.endsWith("\tdocs"));
    return createHash("sha1").update(entries.join("\n")).digest("hex");
  } catch {
    return null;
  }
}
