// A page's plain copy: its markup and stylesheets as one static HTML file, no script and no
// framework at all, served by a small node:http server compressed as Next answers (gzip, or
// deflate when that is all the browser takes). It shows what the
// document and stylesheet alone cost a phone before it paints (docs/performance.md).
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { deflateSync, gzipSync } from "node:zlib";

/** Next's choice for a browser's Accept-Encoding: gzip or deflate, never Brotli. */
function answerEncoding(header = "") {
  const accepted = String(header).toLowerCase();
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return /\bdeflate\b/.test(accepted) ? "deflate" : "identity";
}

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
};

/**
 * The plain copy's document from a static copy (staticCopyOf in bench/static-copy.mjs): the
 * page's language and title, the viewport Next declares on every page, the class the app's head
 * script sets when no theme is stored (light), its stylesheets at their own addresses, its body.
 */
export function plainCopyHtml(copy) {
  const links = copy.stylesheets.map((href) => `<link rel="stylesheet" href="${href}"/>`).join("");
  return (
    `<!DOCTYPE html><html lang="${copy.lang}" class="light"><head><meta charset="utf-8"/>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"/>` +
    `<title>${copy.title}</title>${links}</head>` +
    `<body class="${copy.bodyClass}">${copy.body}</body></html>`
  );
}

function answer(request, response, status, type, body) {
  const encoding = answerEncoding(request.headers["accept-encoding"]);
  const sent =
    encoding === "gzip" ? gzipSync(body) : encoding === "deflate" ? deflateSync(body) : body;
  response.writeHead(status, {
    "Content-Type": type,
    "Content-Length": sent.length,
    Vary: "Accept-Encoding",
    ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
  });
  response.end(request.method === "HEAD" ? undefined : sent);
}

/**
 * Serves each page's plain copy at `/<name>` (`documents`: { name: html }) and the files under
 * `staticDir` (the app's .next/static) at `/_next/static/…`, on 127.0.0.1 and a free port.
 * Anything else is a 404. Returns { origin, stop }.
 */
export async function startPlainCopyServer({ documents, staticDir }) {
  const root = path.resolve(staticDir);
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://plain.invalid");
    if (request.method !== "GET" && request.method !== "HEAD") {
      return answer(request, response, 405, "text/plain; charset=utf-8", "Method Not Allowed");
    }
    const name = pathname.slice(1);
    if (Object.hasOwn(documents, name)) {
      return answer(request, response, 200, CONTENT_TYPES[".html"], documents[name]);
    }
    if (pathname.startsWith("/_next/static/")) {
      let file;
      try {
        file = path.resolve(root, decodeURIComponent(pathname.slice("/_next/static/".length)));
      } catch {
        return answer(request, response, 400, "text/plain; charset=utf-8", "Bad Request");
      }
      const type = CONTENT_TYPES[path.extname(file)];
      if (file.startsWith(root + path.sep) && type && existsSync(file) && statSync(file).isFile()) {
        return answer(request, response, 200, type, readFileSync(file));
      }
    }
    answer(request, response, 404, "text/plain; charset=utf-8", "Not Found");
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
