// The W3C Nu HTML checker over the built app: every page of the sitemap, a posted project and
// the not-found pages, as `npm start` serves them, checked by vnu-jar with the machine's Java
// (Debian `default-jre-headless`; nothing is downloaded). Any error fails; warnings are shown.
//   npm run validate:html     (after `npm run build`)
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { assertBuilt, rootDir, startApp } from "../bench/servers.mjs";

const run = promisify(execFile);
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
// Pages the sitemap leaves out that a person still reaches.
const EXTRA_PATHS = ["/project/999999", "/no-such-page", "/post-project", "/pro", "/recover"];

assertBuilt([rootDir]);
const app = await startApp();
const dir = mkdtempSync(path.join(tmpdir(), "torontopros-nu-"));
try {
  const sitemap = await (await fetch(`${app.origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  const all = [...new Set([...paths, ...EXTRA_PATHS])];
  const files = new Map();
  const unanswered = [];
  for (const [index, pagePath] of all.entries()) {
    const response = await fetch(app.origin + pagePath);
    if (!response.ok && !EXTRA_PATHS.includes(pagePath)) unanswered.push(pagePath);
    const file = path.join(dir, `${String(index).padStart(4, "0")}.html`);
    writeFileSync(file, await response.text());
    files.set(file, pagePath);
  }
  const { stdout, stderr } = await run(
    "java",
    ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files.keys()],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error) => {
    if (error.code === "ENOENT") {
      throw new Error("the Nu checker needs Java: apt-get install -y default-jre-headless");
    }
    throw error;
  });
  const messages = JSON.parse(stderr || stdout).messages ?? [];
  const errors = messages.filter((message) => message.type === "error");
  const warnings = messages.filter((message) => message.subType === "warning");
  // Notes ("info", such as the trailing slash React writes on void elements) are only counted.
  for (const message of [...errors, ...warnings]) {
    const page = files.get(new URL(message.url).pathname) ?? message.url;
    console.log(
      `${message.subType ?? message.type} ${page}:${message.lastLine ?? ""} ${message.message}`,
    );
  }
  const notes = messages.length - errors.length - warnings.length;
  console.log(
    `${all.length} pages checked: ${errors.length} errors, ${warnings.length} warnings, ${notes} notes`,
  );
  for (const pagePath of unanswered) console.log(`error ${pagePath} is in the sitemap but not 200`);
  process.exitCode = errors.length + unanswered.length > 0 ? 1 : 0;
} finally {
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
