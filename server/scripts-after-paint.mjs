// A page's framework scripts run after its first paint. Next writes them as `<script async>`
// tags in the head; over a fast connection, or from the browser's cache, they arrive while the
// page is still being parsed and run before anything is shown, so a phone paints the content
// only once their code has run (docs/performance.md, "The framework's scripts after the first
// paint"). This server writes each such tag as a call that loads the same script once the first
// frame is on screen: the page paints first, then hydrates. Nothing else changes; on Vercel the
// platform runs Next without this file and the pages keep Next's own tags.
import { StringDecoder } from "node:string_decoder";

import { headerObject } from "./response-cache.mjs";

// The script tags React writes for Next's chunks (same origin, no attribute but src and async).
const CHUNK_TAG = /<script src="(\/_next\/static\/[^"&<>\s]+\.js)" async=""><\/script>/g;
// What a chunk may end with while the tag it belongs to is still incomplete.
const TAG_START = '<script src="/_next/static/';

// Defined once, before the first call: scripts asked for before the page is shown wait until the
// whole document has been read and a frame of it drawn and presented (two frames, then a task);
// later ones load at once. A frame drawn halfway through the document, or one not yet on
// screen, would let them in before the content is shown. A page opened in the background gets
// no frame, so a timer loads them anyway.
export const AFTER_PAINT_LOADER =
  "<script>(function(){var queue=[],painted=false;" +
  'function load(src){var s=document.createElement("script");s.src=src;s.async=true;document.head.appendChild(s)}' +
  "function paint(){if(painted)return;painted=true;queue.forEach(load);queue=[]}" +
  "self.__afterPaint=function(src){painted?load(src):queue.push(src)};" +
  "function frame(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(paint,0)})});setTimeout(paint,1000)}" +
  'document.readyState==="loading"?document.addEventListener("DOMContentLoaded",frame):frame()})()</script>';

const call = (src) => `<script>__afterPaint(${JSON.stringify(src)})</script>`;

/**
 * A rewriter for one HTML document arriving in pieces: `push(text)` returns what can be sent now
 * (a chunk tag cut between two pieces is held until it is whole), `end()` the rest.
 */
export function afterPaintRewriter() {
  let held = "";
  let loaderSent = false;
  const rewrite = (text) =>
    text.replace(CHUNK_TAG, (_tag, src) => {
      const prefix = loaderSent ? "" : AFTER_PAINT_LOADER;
      loaderSent = true;
      return prefix + call(src);
    });
  return {
    push(text) {
      const buffer = held + text;
      // Held from a chunk tag not yet closed, or from a last "<" that may begin one.
      const open = buffer.lastIndexOf(TAG_START);
      const last = buffer.lastIndexOf("<");
      const cut =
        open !== -1 && !buffer.includes("</script>", open)
          ? open
          : last !== -1 && TAG_START.startsWith(buffer.slice(last))
            ? last
            : buffer.length;
      held = buffer.slice(cut);
      return rewrite(buffer.slice(0, cut));
    },
    end() {
      const rest = rewrite(held);
      held = "";
      return rest;
    },
  };
}

/** Wraps a request handler so that the HTML documents it answers load their scripts after paint. */
export function withScriptsAfterPaint(handle) {
  return (request, response) => {
    const { writeHead, write, end } = response;
    // Decided with the status and headers: only an HTML document is rewritten. Returns the
    // headers to write (without a length, which changes with the tags).
    let decided = false;
    let rewriter = null;
    let decoder = null;
    const decide = (given) => {
      if (decided) return given;
      decided = true;
      const headers = headerObject(given);
      const type = String(headers["content-type"] ?? response.getHeader("content-type") ?? "");
      if (!type.startsWith("text/html")) return given;
      rewriter = afterPaintRewriter();
      decoder = new StringDecoder("utf8");
      response.removeHeader("content-length");
      if (!("content-length" in headers)) return given;
      delete headers["content-length"];
      return headers;
    };
    response.writeHead = function (status, ...rest) {
      const at = typeof rest[0] === "string" ? 1 : 0;
      rest[at] = decide(rest[at]);
      return writeHead.call(this, status, ...rest);
    };
    // Every piece read through one decoder, so a character cut between two pieces is whole.
    const text = (chunk, encoding) => decoder.write(Buffer.from(chunk, encoding));
    response.write = function (chunk, encoding, callback) {
      decide(undefined);
      if (!rewriter || chunk == null || typeof chunk === "function")
        return write.call(this, chunk, encoding, callback);
      const done = typeof encoding === "function" ? encoding : callback;
      const out = rewriter.push(text(chunk, encoding));
      if (out === "") {
        done?.();
        return true;
      }
      return write.call(this, out, "utf8", done);
    };
    response.end = function (chunk, encoding, callback) {
      decide(undefined);
      if (!rewriter) return end.call(this, chunk, encoding, callback);
      const done = [chunk, encoding, callback].find((given) => typeof given === "function");
      let out =
        chunk == null || typeof chunk === "function" ? "" : rewriter.push(text(chunk, encoding));
      out += rewriter.push(decoder.end()) + rewriter.end();
      return out === "" ? end.call(this, done) : end.call(this, out, "utf8", done);
    };
    return handle(request, response);
  };
}
