import http from "node:http";
import type { AddressInfo } from "node:net";

import compression from "compression";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";

import {
  AFTER_PAINT_LOADER,
  afterPaintRewriter,
  withScriptsAfterPaint,
} from "@/server/scripts-after-paint.mjs";

// The shape of a page as Next writes it: chunk tags in the head and one in the body, beside
// scripts that must stay as they are.
const DOCUMENT =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/a-1.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-b_2.js" async=""></script>' +
  "<script>document.documentElement.dataset.theme='dark'</script>" +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>' +
  "<body><main><h1>Plumbing in Toronto — Ÿ ✓</h1>" +
  '<p>Text that mentions &lt;script src="/_next/static/x.js" async=""&gt;</p></main>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script src="https://cdn.example.com/_next/static/chunks/other.js" async=""></script>' +
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>" +
  '<script type="application/ld+json">{"@type":"Service"}</script></body></html>';

const call = (src: string) => `<script>__afterPaint(${JSON.stringify(src)})</script>`;

function rewriteAll(pieces: string[]) {
  const rewriter = afterPaintRewriter();
  return pieces.map((piece) => rewriter.push(piece)).join("") + rewriter.end();
}

describe("afterPaintRewriter", () => {
  it("writes each chunk tag as a call after one loader, and leaves every other script alone", () => {
    const out = rewriteAll([DOCUMENT]);
    expect(out).not.toMatch(/<script src="\/_next\/static\/[^"]*" async="">/);
    expect(out.split(AFTER_PAINT_LOADER)).toHaveLength(2);
    // The loader comes before the first call, where the first tag was.
    expect(out).toContain(
      `data-precedence="next"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>${AFTER_PAINT_LOADER}${call("/_next/static/chunks/a-1.js")}${call("/_next/static/chunks/turbopack-b_2.js")}<script>document`,
    );
    expect(out).toContain(`</main>${call("/_next/static/chunks/main.js")}<script src="https://`);
    for (const kept of [
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
      '<script src="https://cdn.example.com/_next/static/chunks/other.js" async=""></script>',
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      '<script type="application/ld+json">{"@type":"Service"}</script>',
      '&lt;script src="/_next/static/x.js" async=""&gt;',
      "Plumbing in Toronto — Ÿ ✓",
    ])
      expect(out).toContain(kept);
  });

  it("leaves a document without chunk tags as it is, with no loader", () => {
    const plain = "<!DOCTYPE html><title>Bad request</title><p>The address is not valid.</p>";
    expect(rewriteAll([plain])).toBe(plain);
  });

  it("gives the same document however the text is cut into pieces", () => {
    const whole = rewriteAll([DOCUMENT]);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: DOCUMENT.length - 1 }), { maxLength: 12 }),
        (cuts) => {
          const points = [0, ...cuts.sort((a, b) => a - b), DOCUMENT.length];
          const pieces = points.slice(1).map((end, index) => DOCUMENT.slice(points[index], end));
          expect(rewriteAll(pieces)).toBe(whole);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("holds back only a piece that may still become a chunk tag", () => {
    const rewriter = afterPaintRewriter();
    expect(rewriter.push("<p>a</p><scr")).toBe("<p>a</p>");
    expect(rewriter.push('ipt src="/_next/static/chunks/c.js" as')).toBe("");
    expect(rewriter.push('ync=""></script><p>')).toBe(
      AFTER_PAINT_LOADER + call("/_next/static/chunks/c.js") + "<p>",
    );
    expect(rewriter.push("b</p><script>x()</script")).toBe("b</p><script>x()</script");
    expect(rewriter.end()).toBe("");
  });
});

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A real HTTP server: compression, then the rewriter, in front of `upstream`. */
async function serve(upstream: (response: http.ServerResponse) => void) {
  const compress = compression();
  const handle = withScriptsAfterPaint(
    (_request: http.IncomingMessage, response: http.ServerResponse) => upstream(response),
  );
  const server = http.createServer((request, response) => {
    // Typed for Express; it reads only what a plain Node request and response have.
    compress(request as never, response as never, () => {});
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("withScriptsAfterPaint", () => {
  // Cut inside a chunk tag and inside a two-byte and a three-byte character.
  const bytes = Buffer.from(DOCUMENT);
  const cuts = [
    bytes.indexOf("a-1.js") + 2,
    bytes.indexOf("Ÿ") + 1,
    bytes.indexOf("✓") + 2,
    bytes.length,
  ];

  const streamedHtml = (response: http.ServerResponse) => {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.writeHead(200, { "content-length": String(bytes.length), etag: '"abc"' });
    let start = 0;
    for (const end of cuts.slice(0, -1)) {
      response.write(bytes.subarray(start, end));
      start = end;
    }
    response.end(bytes.subarray(start));
  };

  it("rewrites an HTML document sent in pieces, compressed or not, with no stale length", async () => {
    const origin = await serve(streamedHtml);
    const expected = rewriteAll([DOCUMENT]);
    for (const encoding of ["gzip", "identity"]) {
      const response = await fetch(origin, { headers: { "accept-encoding": encoding } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(expected);
      expect(response.headers.get("etag")).toBe('"abc"');
      const length = response.headers.get("content-length");
      if (length !== null) expect(Number(length)).toBe(Buffer.byteLength(expected));
      if (encoding === "gzip") expect(response.headers.get("content-encoding")).toBe("gzip");
    }
  });

  it("sends anything but HTML byte for byte as given", async () => {
    const body = JSON.stringify({ html: DOCUMENT, padding: "x".repeat(2000) });
    const origin = await serve((response) => {
      response.writeHead(200, {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
      });
      response.write(body.slice(0, 100));
      response.end(body.slice(100));
    });
    const response = await fetch(origin, { headers: { "accept-encoding": "gzip" } });
    expect(await response.text()).toBe(body);
    expect(response.headers.get("content-type")).toBe("application/json");
  });

  it("reads the type set with setHeader when the body is written without writeHead", async () => {
    const origin = await serve((response) => {
      response.setHeader("content-type", "text/html");
      response.end(DOCUMENT);
    });
    const response = await fetch(origin, { headers: { "accept-encoding": "identity" } });
    expect(await response.text()).toBe(rewriteAll([DOCUMENT]));
  });
});
