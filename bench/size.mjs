// JavaScript a page sends: the script files its served HTML loads, gzip-compressed.
import { gzipSync } from "node:zlib";

/**
 * The script files of a page, as a browser that runs modules loads them: its `<script src>`
 * tags (`nomodule` ones, legacy polyfills, skipped: no current browser fetches them).
 */
export function scriptSources(html) {
  const sources = [];
  const add = (src) => {
    if (src && !sources.includes(src)) sources.push(src);
  };
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue;
    add(/\ssrc="([^"]+)"/i.exec(tag)?.[1]?.replaceAll("&amp;", "&"));
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
  const sources = scriptSources(html);
  // Every page of a Next.js app loads scripts: none found means the HTML was misread.
  if (sources.length === 0) throw new Error(`No script found in the HTML of ${pagePath}`);
  const chunks = [];
  for (const src of sources) {
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

/** The `<link rel="stylesheet">` addresses of a page, in document order. */
export function stylesheetHrefs(html) {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\srel="stylesheet"/i.test(tag))
    .map((tag) => /\shref="([^"]+)"/i.exec(tag)?.[1]?.replaceAll("&amp;", "&"))
    .filter(Boolean);
}

const SCRIPT_ELEMENT = /<script\b[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * What a served document is made of: its bytes and their gzip size; the inlined RSC payload (the
 * `<script>` elements that feed `self.__next_f`, tags included) against everything else (the
 * markup); and, with script and style contents and comments set aside (the payload holds the
 * markup again as text), the number of elements and of inline `<svg>` elements.
 */
export function documentWeight(html) {
  const bytes = Buffer.byteLength(html);
  let payloadBytes = 0;
  for (const [element, content] of html.matchAll(SCRIPT_ELEMENT)) {
    if (content.includes("self.__next_f")) payloadBytes += Buffer.byteLength(element);
  }
  const tagsOnly = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2>/gi, "$1");
  return {
    bytes,
    gzipBytes: gzipSync(html).length,
    markupBytes: bytes - payloadBytes,
    payloadBytes,
    elements: tagsOnly.match(/<[a-z][a-z0-9-]*/gi)?.length ?? 0,
    inlineSvgs: tagsOnly.match(/<svg\b/gi)?.length ?? 0,
  };
}

/** Fetches a page and its stylesheets: documentWeight and the stylesheets' bytes (and gzip). */
export async function pageDocument(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const html = await response.text();
  let cssBytes = 0;
  let cssGzipBytes = 0;
  const hrefs = stylesheetHrefs(html);
  for (const href of hrefs) {
    const css = await fetch(new URL(href, url));
    if (!css.ok) throw new Error(`GET ${href} answered ${css.status}`);
    const body = Buffer.from(await css.arrayBuffer());
    cssBytes += body.length;
    cssGzipBytes += gzipSync(body).length;
  }
  return { ...documentWeight(html), stylesheets: hrefs.length, cssBytes, cssGzipBytes };
}
