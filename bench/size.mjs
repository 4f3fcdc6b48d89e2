// JavaScript a page sends: the script files its served HTML loads, gzip-compressed.
import { gzipSync } from "node:zlib";

/**
 * The `<script src>` files of a page, as a browser that runs modules loads them: `nomodule`
 * scripts (legacy polyfills) are skipped because no current browser fetches them.
 */
export function scriptSources(html) {
  const sources = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1]?.replaceAll("&amp;", "&");
    if (!src || /\snomodule\b/i.test(tag)) continue;
    if (!sources.includes(src)) sources.push(src);
  }
  return sources;
}

/**
 * Fetches a page and each script it loads; counts each script's bytes as sent with gzip (zlib's
 * default level, the one `next start` uses). Returns the total and each chunk, largest first.
 */
export async function pageScripts(origin, pagePath) {
  const response = await fetch(origin + pagePath);
  if (!response.ok) throw new Error(`GET ${pagePath} answered ${response.status}`);
  const html = await response.text();
  const chunks = [];
  for (const src of scriptSources(html)) {
    const url = new URL(src, origin + pagePath);
    const script = await fetch(url);
    if (!script.ok) throw new Error(`GET ${url.pathname} answered ${script.status}`);
    const body = Buffer.from(await script.arrayBuffer());
    chunks.push({ src: url.pathname, bytes: body.length, gzipBytes: gzipSync(body).length });
  }
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    path: pagePath,
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    chunks,
  };
}
