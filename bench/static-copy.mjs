// The lower bound of a page type on a phone: its markup as the app serves it, scripts removed,
// inside an empty Next.js page (bench/static-copy/), measured with Lighthouse in the same rounds
// as the empty fixture and the app's page. What the static copy costs above the fixture is the
// price of the content itself (parsing, style, layout, paint, the framework carrying it), which
// no change to the app's JavaScript can take away (docs/performance.md).
//
//   node bench/static-copy.mjs                      build the app, then every page type, 5 rounds
//   node bench/static-copy.mjs --skip-build --rounds=3 --pages=home,service-city [--loaded]
//
// Prints a table; writes nothing but the copies in bench/static-copy/content and public/.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { withCpuHog } from "./cpu-hog.mjs";
import { lighthouseRounds } from "./lighthouse.mjs";
import { pageTypesFromArgs, roundsFromArgs } from "./pages.mjs";
import {
  assertBuilt,
  fixtureDir,
  nextBuild,
  nextStart,
  rootDir,
  startApp,
  startFixture,
} from "./servers.mjs";

export const staticCopyDir = path.join(rootDir, "bench", "static-copy");

/**
 * A served page reduced to what the static copy renders: its title, language, body classes, the
 * body's markup without any <script> element (the RSC payload and the framework's scripts), and
 * its stylesheets' paths.
 */
export function staticCopyOf(html) {
  const body = /<body([^>]*)>([\s\S]*)<\/body>/i.exec(html);
  if (!body) throw new Error("the page has no <body>");
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\srel="stylesheet"/i.test(tag))
    .map((tag) => /\shref="([^"]+)"/i.exec(tag)?.[1])
    .filter(Boolean);
  return {
    title: /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? "",
    lang: /<html\b[^>]*\slang="([^"]*)"/i.exec(html)?.[1] ?? "en",
    bodyClass: /\sclass="([^"]*)"/i.exec(body[1])?.[1] ?? "",
    body: body[2].replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ""),
    stylesheets,
  };
}

/** Fetches each page type from the app and writes its copy and stylesheets for the build. */
async function writeCopies(origin, pages) {
  const contentDir = path.join(staticCopyDir, "content");
  const publicDir = path.join(staticCopyDir, "public");
  for (const dir of [contentDir, publicDir]) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  for (const page of pages) {
    const response = await fetch(origin + page.path);
    if (!response.ok) throw new Error(`GET ${page.path} answered ${response.status}`);
    const copy = staticCopyOf(await response.text());
    // Served from the copy's own public/ folder under the same file name.
    const stylesheets = [];
    for (const href of copy.stylesheets) {
      const name = path.basename(new URL(href, origin).pathname);
      const css = await fetch(new URL(href, origin));
      if (!css.ok) throw new Error(`GET ${href} answered ${css.status}`);
      writeFileSync(path.join(publicDir, name), Buffer.from(await css.arrayBuffer()));
      stylesheets.push(`/${name}`);
    }
    writeFileSync(
      path.join(contentDir, `${page.name}.json`),
      JSON.stringify({ ...copy, stylesheets }),
    );
  }
}

function printTable(result) {
  const ms = (value) => `${Math.round(value)} ms`;
  const rows = [
    [
      "page",
      "main thread: fixture",
      "copy",
      "page",
      "copy ÷ fixture",
      "page ÷ fixture",
      "LCP: fixture",
      "copy",
      "page",
      "copy − fixture",
      "page − fixture",
    ],
  ];
  for (const { page, fixture, copy, app } of result.pages) {
    rows.push([
      page,
      ms(fixture.mainThreadMs),
      ms(copy.mainThreadMs),
      ms(app.mainThreadMs),
      (copy.mainThreadMs / fixture.mainThreadMs).toFixed(2) + "×",
      (app.mainThreadMs / fixture.mainThreadMs).toFixed(2) + "×",
      ms(fixture.lcpMs),
      ms(copy.lcpMs),
      ms(app.lcpMs),
      `+${Math.round(copy.lcpMs - fixture.lcpMs)} ms`,
      `+${Math.round(app.lcpMs - fixture.lcpMs)} ms`,
    ]);
  }
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  for (const row of rows)
    console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join(" | "));
}

async function main(args) {
  const rounds = roundsFromArgs(args);
  const pages = pageTypesFromArgs(args).filter((page) => page.lighthouse !== false);
  if (pages.length === 0) throw new Error("--pages names no page type that Lighthouse measures");
  const log = (message) =>
    console.log(`[static copy ${new Date().toISOString().slice(11, 19)}] ${message}`);

  if (!args.includes("--skip-build")) {
    log("building the app and the empty fixture");
    await nextBuild(rootDir);
    await nextBuild(fixtureDir);
  } else {
    assertBuilt([rootDir, fixtureDir]);
  }
  const app = await startApp();
  const servers = [app];
  try {
    log("copying the pages and building the static copy");
    await writeCopies(app.origin, pages);
    await nextBuild(staticCopyDir);
    const fixture = await startFixture();
    servers.push(fixture);
    const copy = await nextStart(staticCopyDir, { readyPath: `/${pages[0].name}` });
    servers.push(copy);
    const measured = pages.map((page) => ({
      ...page,
      url: app.origin + page.path,
      copyUrl: `${copy.origin}/${page.name}`,
    }));
    const loaded = args.includes("--loaded");
    const run = () =>
      lighthouseRounds(measured, `${fixture.origin}/`, {
        rounds,
        categories: ["performance"],
        label: loaded ? "loaded" : "quiet",
        log,
      });
    const result = loaded ? await withCpuHog(run) : await run();
    console.log(`\nMedians of ${rounds} rounds (${loaded ? "one core kept busy" : "quiet"}):\n`);
    printTable(result);
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
