// Whether the production build in .next (.next-pseudo for the pseudo-locale) is current: built
// after the last change to anything it is built from. `npm start` builds only when it is not;
// `npm run serve` never builds.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

import { buildDir } from "../i18n/pseudo-build.mjs";

/** What the build is made from: source folders and the files that configure it. */
export const BUILD_INPUTS = [
  "app",
  "components",
  "content",
  "drizzle",
  "i18n",
  "lib",
  "messages",
  "public",
  "server",
  "instrumentation.ts",
  "instrumentation-node.ts",
  "proxy.ts",
  "next.config.mjs",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

/** The newest modification time under `target` (a file or a folder), 0 when it does not exist. */
function newestChange(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

/**
 * "missing" when there is no build, "outdated" when a build input changed after it, else
 * "current". The build's BUILD_ID file is written when `next build` finishes.
 */
export function buildState(root = process.cwd()) {
  const buildId = path.join(root, buildDir, "BUILD_ID");
  if (!existsSync(buildId)) return "missing";
  const built = statSync(buildId).mtimeMs;
  const changed = Math.max(...BUILD_INPUTS.map((input) => newestChange(path.join(root, input))));
  return changed > built ? "outdated" : "current";
}
