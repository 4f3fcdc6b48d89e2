// The floors of a page type on a phone, measured with Lighthouse in the same rounds as the empty
// fixture and the app's page (docs/decisions/0035-performance-budgets.md):
// - its static copy: its markup as the app serves it, scripts removed, inside an empty Next.js
//   page (bench/static-copy/): what the content costs with the framework carrying it;
// - its plain copy: the same markup and stylesheets as a static file with no script at all,
//   served compressed like the app (bench/plain-copy.mjs): what the document and stylesheet cost.
// `npm run bench` measures them with every page type; this command measures them alone.
//
//   node bench/static-copy.mjs                      build the app, then every page type, 5 rounds
//   node bench/static-copy.mjs --skip-build --rounds=3 --pages=home,service-city [--loaded]
//
// Prints the floors and the budgets they set; writes nothing but the copies in
// bench/static-copy/content and public/.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { withCpuHog } from "./cpu-hog.mjs";
import { lighthouseRounds } from "./lighthouse.mjs";
import { pageTypesFromArgs, roundsFromArgs } from "./pages.mjs";
import { plainCopyHtml, startPlainCopyServer } from "./plain-copy.mjs";
import { evaluate, floorRows, printRows, printTable } from "./report.mjs";
import {
  buildAppAndFixture,
  nextBuild,
  nextStart,
  rootDir,
  startApp,
  startFixture,
} from "./servers.mjs";
import { pageDocument, stylesheetHrefs } from "./size.mjs";

export const staticCopyDir = path.join(rootDir, "bench", "static-copy");

/**
 * A served page reduced to what the static copy renders: its title, language, body classes, the
 * body's markup without any <script> element (the RSC payload and the framework's scripts), and
 * its stylesheets' paths.
 */
export function staticCopyOf(html) {
  const body = /<body([^>]*)>([\s\S]*)<\/body>/i.exec(html);
  if (!body) throw new Error("the page has no <body>");
  return {
    title: /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? "",
    lang: /<html\b[^>]*\slang="([^"]*)"/i.exec(html)?.[1] ?? "en",
    bodyClass: /\sclass="([^"]*)"/i.exec(body[1])?.[1] ?? "",
    body: body[2].replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ""),
    stylesheets: stylesheetHrefs(html),
  };
}

/**
 * Fetches each page type from the app and writes its static copy and stylesheets for the build.
 * Returns each page's copy as served (stylesheets at the app's addresses), by name.
 */
async function writeCopies(origin, pages) {
  /** @type {Record<string, ReturnType<typeof staticCopyOf>>} */
  const copies = {};
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
    copies[page.name] = copy;
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
  return copies;
}

/**
 * Starts the floors of each page type beside a running app and fixture: writes and builds the
 * static copies and serves them with `next start`, serves the plain copies, then fetches every
 * side once (which also warms each server) to weigh its document and stylesheets. Returns
 * { pages: each page with url, copyUrl, hydratedUrl (bench/task-time.mjs), plainUrl and
 * documents ({ fixture, copy, plain, app }: pageDocument), stop }.
 */
export async function startFloors(app, fixture, pages, { log }) {
  log("copying the pages and building the static copy");
  const copies = await writeCopies(app.origin, pages);
  await nextBuild(staticCopyDir);
  const servers = [];
  const stop = async () => {
    for (const server of servers.reverse()) await server.stop();
  };
  try {
    const copy = await nextStart(staticCopyDir, { readyPath: `/${pages[0].name}` });
    servers.push(copy);
    const plain = await startPlainCopyServer({
      documents: Object.fromEntries(
        pages.map((page) => [page.name, plainCopyHtml(copies[page.name])]),
      ),
      staticDir: path.join(rootDir, ".next", "static"),
    });
    servers.push(plain);
    log(`static copies on ${copy.origin}, plain copies on ${plain.origin}`);
    const floored = [];
    for (const page of pages) {
      const urls = {
        fixture: `${fixture.origin}/`,
        copy: `${copy.origin}/${page.name}`,
        plain: `${plain.origin}/${page.name}`,
        app: app.origin + page.path,
      };
      /** @type {Record<string, Awaited<ReturnType<typeof pageDocument>>>} */
      const documents = {};
      for (const [side, url] of Object.entries(urls)) documents[side] = await pageDocument(url);
      floored.push({
        ...page,
        url: urls.app,
        copyUrl: urls.copy,
        hydratedUrl: `${copy.origin}/hydrated/${page.name}`,
        plainUrl: urls.plain,
        documents,
      });
    }
    return { pages: floored, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main(args) {
  const rounds = roundsFromArgs(args);
  const pages = pageTypesFromArgs(args).filter((page) => page.lighthouse !== false);
  if (pages.length === 0) throw new Error("--pages names no page type that Lighthouse measures");
  const log = (message) =>
    console.log(`[static copy ${new Date().toISOString().slice(11, 19)}] ${message}`);

  await buildAppAndFixture(args, log);
  const app = await startApp();
  const servers = [app];
  try {
    const fixture = await startFixture();
    servers.push(fixture);
    const floors = await startFloors(app, fixture, pages, { log });
    servers.push(floors);
    const loaded = args.includes("--loaded");
    const condition = loaded ? "loaded" : "quiet";
    const measure = () =>
      lighthouseRounds(floors.pages, `${fixture.origin}/`, {
        rounds,
        categories: ["performance"],
        label: condition,
        log,
      });
    const run = { condition, ...(loaded ? await withCpuHog(measure) : await measure()) };
    console.log(`\nMedians of ${rounds} rounds (${loaded ? "one core kept busy" : "quiet"}):\n`);
    printRows(floorRows(run));
    printTable(evaluate({ lighthouse: { runs: [run] } }));
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
