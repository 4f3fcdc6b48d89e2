// Our npm registry mirror lacks some foreign-platform builds (darwin, win32, ... binaries of
// next, swc, tailwind, rollup). `npm install` then leaves those optional packages out of
// package-lock.json, and `npm ci` refuses the lock as "out of sync". This script records each
// unresolvable optional package in the lock as an empty optional entry, which `npm ci` accepts
// and skips. Run it after every change of dependencies: node scripts/fill-lockfile-gaps.mjs
import { execSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// Arborist, npm's own tree builder, ships inside npm: use the copy of the npm that runs installs.
const npmRoot = path.join(execSync("npm root -g").toString().trim(), "npm");
const Arborist = createRequire(import.meta.url)(
  path.join(npmRoot, "node_modules/@npmcli/arborist"),
);

async function main() {
  const cwd = process.cwd();
  const locked = new Map((await new Arborist({ path: cwd }).loadVirtual()).inventory);
  const arb = new Arborist({ path: cwd });
  await arb.buildIdealTree();

  const lockPath = path.join(cwd, "package-lock.json");
  const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
  let added = 0;
  for (const [location, node] of arb.idealTree.inventory.entries()) {
    if (locked.has(location) || !node.optional || node.version) continue;
    lock.packages[location] = { ...(node.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1,
    ),
  );
  fs.writeFileSync(lockPath, JSON.stringify(lock, null, 2) + "\n");
  console.log(`package-lock.json: ${added} unavailable optional packages recorded`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
