// A page's framework scripts run after its first paint. Next writes them as `<script async>`
// tags in the head; over a fast connection, or from the browser's cache, they arrive while the
// page is still being parsed and run before anything is shown, so a phone paints the content
// only once their code has run (docs/performance.md, "The framework's scripts after the first
// paint"). This server writes each such tag as a call that loads the same script once the first
// frame is on screen: the page paints first, then hydrates. Nothing else changes; on Vercel the
// platform runs Next without this file and the pages keep Next's own tags.
import { StringDecoder } from "node:string_decoder";

// The script tags React writes for Next's chunks (same origin, no attribute but src and async).
const CHUNK_TAG = /<script src="(\/_next\/static\/[^"&<>\s]+\.js)" async=""><\/script>/g;
// What a chunk may end with while the tag it belongs to is still incomplete.
const TAG_START = '<script src="/_next/static/';

// Defined once, before the first call: scripts asked for before the first frame wait for it
// (a frame, then a task, so the frame is painted); later ones load at once. A page opened in
// the background gets no frame, so a timer loads them anyway.
export const AFTER_PAINT_LOADER =
  "<script>(function(){var queue=[],painted=false;" +
  'function load(src){var s=document.createElement("script");s.src=src;s.async=true;document.head.appendChild(s)}' +
  "function paint(){if(painted)return;painted=true;queue.forEach(load);queue=[]}" +
  "self.__afterPaint=function(src){painted?load(src):queue.push(src)};" +
  "requestAnimationFrame(function(){setTimeout(paint,0)});setTimeout(paint,1000)})()</script>";

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

const isHeaders = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** Wraps a request handler so that the HTML documents it answers load their scripts after paint. */
export function withScriptsAfterPaint(handle) {
  return (request, response) => {
    const { writeHead, write, end } = response;
    // Decided with the status and headers: only an HTML document is rewritten.
    let decided = false;
    let rewriter = null;
    let decoder = null;
    const decide = (given) => {
      if (decided) return;
      decided = true;
      const givenType = isHeaders(given)
        ? Object.entries(given).find(([name]) => name.toLowerCase() === "content-type")?.[1]
        : undefined;
      const type = String(givenType ?? response.getHeader("content-type") ?? "");
      rewriter = type.startsWith("text/html") ? afterPaintRewriter() : null;
      decoder = rewriter ? new StringDecoder("utf8") : null;
      if (!rewriter) return;
      // The length changes with the tags.
      response.removeHeader("content-length");
      if (isHeaders(given))
        for (const name of Object.keys(given))
          if (name.toLowerCase() === "content-length") delete given[name];
    };
    response.writeHead = function (status, ...rest) {
      decide(typeof rest[0] === "string" ? rest[1] : rest[0]);
      return writeHead.call(this, status, ...rest);
    };
    const text = (chunk, encoding) =>
      typeof chunk === "string" && typeof encoding === "string" && encoding !== "utf8"
        ? Buffer.from(chunk, encoding).toString("utf8")
        : typeof chunk === "string"
          ? chunk
          : decoder.write(Buffer.from(chunk));
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
