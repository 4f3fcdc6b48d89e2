import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, inflateSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { plainCopyHtml, startPlainCopyServer } from "@/bench/plain-copy.mjs";
import { floorRows, mergeResults } from "@/bench/report.mjs";
import { documentWeight, stylesheetHrefs } from "@/bench/size.mjs";
import { staticCopyOf } from "@/bench/static-copy.mjs";

const PAYLOAD_START = `<script>(self.__next_f=self.__next_f||[]).push([0])</script>`;
const PAYLOAD = `<script>self.__next_f.push([1,"<div><svg></svg><p>again</p></div>"])</script>`;
const served = `<!DOCTYPE html><html lang="en-CA"><head><meta charset="utf-8"/>
<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>
<link rel="preload" as="style" href="/_next/static/chunks/not-applied.css"/>
<title>Plumbing in Toronto | TorontoPros</title>
<script>document.documentElement.classList.add("light")</script>
<style>.a<.b{}</style>
</head><body class="flex min-h-dvh flex-col"><!-- <div>not an element</div> -->
<main><h1>Plumbing</h1><svg viewBox="0 0 24 24"><path d="M0 0"/></svg><svg><use href="#x"/></svg></main>
${PAYLOAD_START}${PAYLOAD}</body></html>`;

describe("what a served document is made of", () => {
  const weight = documentWeight(served);

  it("splits its bytes into the inlined RSC payload and the markup", () => {
    const payload = Buffer.byteLength(PAYLOAD_START) + Buffer.byteLength(PAYLOAD);
    expect(weight.bytes).toBe(Buffer.byteLength(served));
    expect(weight.payloadBytes).toBe(payload);
    expect(weight.markupBytes).toBe(weight.bytes - payload);
    expect(weight.gzipBytes).toBeGreaterThan(0);
    expect(weight.gzipBytes).toBeLessThan(weight.bytes);
  });

  it("counts the elements and inline SVGs, not what scripts, styles or comments hold", () => {
    // html head meta link link title script style body main h1 svg path svg use script script
    expect(weight.elements).toBe(17);
    expect(weight.inlineSvgs).toBe(2);
  });

  it("counts multi-byte characters as bytes", () => {
    expect(documentWeight("<p>é</p>")).toMatchObject({ bytes: 9, markupBytes: 9, elements: 1 });
  });

  it("lists only the stylesheets the page applies", () => {
    expect(stylesheetHrefs(served)).toEqual(["/_next/static/chunks/site.css"]);
    expect(stylesheetHrefs('<link rel="stylesheet" href="/a.css?v=1&amp;b=2">')).toEqual([
      "/a.css?v=1&b=2",
    ]);
  });
});

describe("the plain copy", () => {
  const html = plainCopyHtml(staticCopyOf(served));

  it("is the page's markup and stylesheets with no script at all", () => {
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-CA" class="light">/);
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"/>');
    expect(html).not.toContain("not-applied.css");
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain("<title>Plumbing in Toronto | TorontoPros</title>");
    expect(html).toContain('<body class="flex min-h-dvh flex-col">');
    expect(html).toContain("<h1>Plumbing</h1>");
    expect(html).not.toMatch(/<script|__next_f/);
    expect(documentWeight(html)).toMatchObject({ payloadBytes: 0, inlineSvgs: 2 });
  });
});

/** A GET on loopback that keeps the body as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      }).on("error", reject);
    },
  );
}

describe("the plain copy's server", () => {
  const CSS = "body{margin:0}".repeat(50);
  const DOCUMENT = "<!DOCTYPE html><html><body><p>Plain</p></body></html>";
  let staticDir = "";
  let server: { origin: string; stop: () => Promise<unknown> };

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), "torontopros-plain-copy-test-"));
    mkdirSync(path.join(staticDir, "chunks"));
    writeFileSync(path.join(staticDir, "chunks", "site.css"), CSS);
    writeFileSync(path.join(staticDir, "chunks", "notes.txt"), "not served");
    server = await startPlainCopyServer({ documents: { home: DOCUMENT }, staticDir });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it("answers a browser's Accept-Encoding with gzip, as the app does, and the HTML type", async () => {
    const answer = await rawGet(`${server.origin}/home`, {
      "accept-encoding": "gzip, deflate, br, zstd",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(gunzipSync(answer.body).toString()).toBe(DOCUMENT);
  });

  it("serves the app's stylesheets from its .next/static as CSS, compressed", async () => {
    const answer = await rawGet(`${server.origin}/_next/static/chunks/site.css`, {
      "accept-encoding": "gzip",
    });
    expect(answer.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.body).toString()).toBe(CSS);
  });

  it("sends deflate or nothing compressed when that is what the client takes", async () => {
    const deflated = await rawGet(`${server.origin}/home`, { "accept-encoding": "deflate" });
    expect(deflated.headers["content-encoding"]).toBe("deflate");
    expect(inflateSync(deflated.body).toString()).toBe(DOCUMENT);
    const identity = await rawGet(`${server.origin}/home`);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(DOCUMENT);
  });

  it("answers 404 for anything else, outside the folder or of another type", async () => {
    for (const pathname of [
      "/about",
      "/_next/static/chunks/missing.css",
      "/_next/static/chunks/notes.txt",
      "/_next/static/%2e%2e%2f%2e%2e%2fetc%2fpasswd.css",
      "/_next/static/chunks",
    ]) {
      expect((await rawGet(server.origin + pathname)).status, pathname).toBe(404);
    }
    expect((await rawGet(`${server.origin}/_next/static/%E0%A4%A.css`)).status).toBe(400);
  });
});

describe("the floors table", () => {
  const figures = (lcpMs: number) => ({
    scores: { performance: 90 },
    tbtMs: 100,
    lcpMs,
    mainThreadMs: 500,
    scriptCount: 0,
    scriptTransferBytes: 0,
  });
  const weight = { bytes: 2000, markupBytes: 1500, payloadBytes: 500, gzipBytes: 700 };

  it("has a row per side, in the order of each round, with what its document weighs", () => {
    const rows = floorRows({
      pages: [
        {
          path: "/",
          fixture: figures(1000),
          copy: figures(1800),
          plain: figures(900),
          app: figures(2000),
          documents: {
            app: { ...weight, cssBytes: 30_000, cssGzipBytes: 6000, elements: 40, inlineSvgs: 3 },
          },
        },
      ],
    });
    expect(rows.slice(1).map((row) => [row[1], row[4]])).toEqual([
      ["empty fixture", "1000 ms"],
      ["static copy", "1800 ms"],
      ["plain copy", "900 ms"],
      ["page", "2000 ms"],
    ]);
    expect(rows[4]?.slice(6, 13)).toEqual([
      "2.0 kB",
      "1.5 kB",
      "0.5 kB",
      "0.7 kB",
      "30.0 kB (6.0 kB)",
      40,
      3,
    ]);
    expect(rows[1]?.[6]).toBe("—");
  });
});

describe("a run of some parts merged into the stored results", () => {
  const stored = {
    command: "npm run bench -- --skip-build --rounds=3",
    finishedAt: "2026-11-24T12:00:00.000Z",
    javascript: [{ kind: "fixture" }],
    lighthouse: { rounds: 3, runs: [] },
    rps: [{ name: "static file" }],
    checks: [{ area: "old" }],
  };
  const lighthouseOnly = {
    command: "npm run bench -- --skip-build --only=lighthouse --rounds=3",
    finishedAt: "2026-11-27T18:40:00.000Z",
    lighthouse: { rounds: 3, runs: [{ condition: "quiet", pages: [] }] },
    checks: [{ area: "new" }],
  };

  it("takes the parts the run measured and keeps the others with the run they came from", () => {
    const merged = mergeResults(stored, lighthouseOnly);
    expect(merged.command).toBe(lighthouseOnly.command);
    expect(merged.lighthouse).toEqual(lighthouseOnly.lighthouse);
    expect(merged.javascript).toEqual(stored.javascript);
    expect(merged.rps).toEqual(stored.rps);
    expect(merged.earlier).toEqual([
      { command: stored.command, finishedAt: stored.finishedAt, parts: ["javascript", "rps"] },
    ]);
    expect(merged).not.toHaveProperty("checks");
  });

  it("keeps naming the first run for parts no later run measured", () => {
    const jsOnly = {
      command: "npm run bench -- --skip-build --only=js",
      finishedAt: "2026-11-28T09:00:00.000Z",
      javascript: [{ kind: "fixture", gzipBytes: 1 }],
    };
    const merged = mergeResults(mergeResults(stored, lighthouseOnly), jsOnly);
    expect(merged.earlier).toEqual([
      {
        command: lighthouseOnly.command,
        finishedAt: lighthouseOnly.finishedAt,
        parts: ["lighthouse"],
      },
      { command: stored.command, finishedAt: stored.finishedAt, parts: ["rps"] },
    ]);
  });

  it("needs no earlier run when it measured everything there was", () => {
    expect(mergeResults({}, lighthouseOnly)).not.toHaveProperty("earlier");
  });
});
