// A shared HTTP cache in front of Next's request handler, the way a CDN sits in front of it on
// Vercel: a response that says it may be shared (`Cache-Control: s-maxage=N`, no `private`,
// `no-store` or `no-cache`, no cookie) is kept as sent, compressed bytes and headers, for N
// seconds, and later requests for it are answered from memory without running Next again.
// Prerendered pages say so for a year, contractors' profiles (ISR) for their revalidation time,
// GET /api/projects for two seconds. Everything else (forms, project pages, errors, personal
// requests) always reaches Next.
import { LRUCache } from "lru-cache";

// Request headers that make an answer personal: such requests are never answered from, nor
// stored in, the cache.
const PERSONAL_REQUEST_HEADERS = ["authorization", "cookie"];
// Per-connection headers are the connection's own, never part of a stored answer.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "date", "age"]);
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Seconds a shared cache may keep the answer, or 0 when it must not keep it. */
export function sharedMaxAge(cacheControl) {
  if (typeof cacheControl !== "string") return 0;
  const directives = cacheControl.toLowerCase().split(",");
  let seconds = 0;
  for (const raw of directives) {
    const directive = raw.trim();
    if (directive === "private" || directive === "no-store" || directive === "no-cache") return 0;
    const match = /^s-maxage=(\d+)$/.exec(directive);
    if (match) seconds = Number(match[1]);
  }
  return seconds;
}

/** The names in a Vary header, lower case; null for `Vary: *` (never the same answer twice). */
function varyNames(vary) {
  if (vary === undefined) return [];
  const names = String(vary)
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return names.includes("*") ? null : names.sort();
}

const isHeaders = (value) => typeof value === "object" && value !== null;

/** Headers given to writeHead (an object, [name, value] pairs or a flat list), lower-cased. */
export function headerObject(given) {
  if (!given) return {};
  let pairs = Object.entries(given);
  if (Array.isArray(given)) {
    pairs = Array.isArray(given[0])
      ? given
      : given.flatMap((value, index) => (index % 2 ? [] : [[value, given[index + 1]]]));
  }
  return Object.fromEntries(pairs.map(([name, value]) => [String(name).toLowerCase(), value]));
}

/** Only complete 200 answers that say they may be shared, are the same for everybody, vary
 * on named request headers only and are not a page Next served stale while it renders it again
 * (`x-nextjs-cache: STALE`: kept, it would outlive the page's revalidation by another s-maxage). */
function mayStore(status, headers) {
  return (
    status === 200 &&
    sharedMaxAge(headers["cache-control"]) > 0 &&
    headers["set-cookie"] === undefined &&
    varyNames(headers.vary) !== null &&
    String(headers["x-nextjs-cache"] ?? "").toUpperCase() !== "STALE"
  );
}

// What Next's compression can produce; any other Accept-Encoding gets the identity answer.
const ENCODINGS = ["gzip", "deflate"];

/**
 * The encoding a request will be answered in, from its Accept-Encoding: the acceptable one of
 * ENCODINGS with the highest q (gzip on a tie), else identity. Thousands of spellings of the
 * header then share three copies.
 */
export function answerEncoding(header) {
  let best = "identity";
  let bestQ = 0;
  for (const part of String(header ?? "")
    .toLowerCase()
    .split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    const qParam = params.find((param) => param.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    for (const encoding of name === "*" ? ENCODINGS : [name]) {
      if (!ENCODINGS.includes(encoding)) continue;
      const better =
        q > bestQ || (q === bestQ && ENCODINGS.indexOf(encoding) < ENCODINGS.indexOf(best));
      if (better) [best, bestQ] = [encoding, q];
    }
  }
  return best;
}

const variantValue = (request, name) =>
  name === "accept-encoding"
    ? answerEncoding(request.headers[name])
    : (request.headers[name] ?? "");

const variantKey = (request, names) =>
  names.map((name) => `${name}:${variantValue(request, name)}`).join("\n");

// Next's own parameter on the router's requests for a page's data: its answers never share a key
// with the page's HTML, whatever their Vary says. Next redirects a value that does not match the
// request's router headers, so a client cannot make more of them.
const PAGE_QUERY_KEYS = ["_rsc"];

// Different values of the router's request headers a page varies on; a client can send endless
// ones, so each page keeps at most this many copies (the oldest goes first).
const MAX_VARIANTS = 12;

/** True when If-None-Match names the stored ETag (weak comparison, as for GET). */
function notModified(request, etag) {
  const header = request.headers["if-none-match"];
  if (!header || !etag) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, "");
  return header === "*" || header.split(",").some((tag) => bare(tag) === bare(etag));
}

/**
 * @param {object} [options]
 * @param {number} [options.maxBytes] memory for kept bodies; the least recently used go first
 * @param {() => number} [options.now] clock in milliseconds (tests)
 * @param {Record<string, string[]>} [options.queryKeys] per path, the query parameters its answer
 *   depends on; every other parameter (`?utm_source=…`) is left out of the key, and a path not
 *   listed depends on none but Next's `_rsc` (a prerendered page reads no query string)
 * @param {(path: string) => string[]} [options.purgedBy] for a successful write to `path`, the
 *   path prefixes whose kept answers it can change
 * @param {string[]} [options.personalQueryKeys] query parameters that make a request personal, as
 *   credentials do: such requests always reach Next, which may answer each differently
 */
export function createResponseCache({
  maxBytes = 64 * 1024 * 1024,
  now = Date.now,
  queryKeys = {},
  purgedBy = () => [],
  personalQueryKeys = [],
} = {}) {
  /** url → { names: Vary header names, variants: Map(variant key → stored answer) } */
  const entries = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
  });
  // Every purge, numbered: an answer that was being produced while a write purged its path is
  // not kept, as it may show the data from before the write. Answers to other paths are kept.
  let generation = 0;
  /** The latest purges, oldest first: { generation, prefixes }. */
  const recentPurges = [];
  const PURGES_REMEMBERED = 1000;

  /** Whether `key` is one of the paths `prefixes` name ("*": every path). */
  const touches = (prefixes, key) =>
    prefixes.some(
      (prefix) =>
        prefix === "*" ||
        key === prefix ||
        key.startsWith(`${prefix}/`) ||
        key.startsWith(`${prefix}?`),
    );

  /** Forgets every kept answer whose path starts with one of `prefixes` ("*": every answer). */
  function purge(prefixes) {
    if (prefixes.length === 0) return;
    generation++;
    recentPurges.push({ generation, prefixes });
    if (recentPurges.length > PURGES_REMEMBERED) recentPurges.shift();
    if (prefixes.includes("*")) {
      entries.clear();
      return;
    }
    for (const key of [...entries.keys()]) if (touches(prefixes, key)) entries.delete(key);
  }

  /** Whether a purge since `started` touched `key` (or is too old to tell: then assume so). */
  function purgedSince(started, key) {
    if (generation === started) return false;
    if (recentPurges[0].generation > started + 1) return true;
    return recentPurges.some((entry) => entry.generation > started && touches(entry.prefixes, key));
  }

  /**
   * Per path, the GET and HEAD requests for it that Next is answering, each with the purge
   * generation it began at. Next answers concurrent requests for one page with one render: a
   * request that arrives while a render begun before a write is under way would be given that
   * render, the page as it was before the write.
   */
  const answering = new Map();

  const pathOf = (url = "/") => {
    const question = url.indexOf("?");
    return question === -1 ? url : url.slice(0, question);
  };

  function track(path, response) {
    let under = answering.get(path);
    if (!under) answering.set(path, (under = new Set()));
    const entry = {
      generation,
      finished: new Promise((resolve) => response.once("close", resolve)),
    };
    under.add(entry);
    response.once("close", () => {
      under.delete(entry);
      if (under.size === 0 && answering.get(path) === under) answering.delete(path);
    });
  }

  /** The requests for `path` under way that began before a purge of it: their answers' ends. */
  function begunBeforePurge(path) {
    const under = answering.get(path);
    if (!under) return [];
    return [...under]
      .filter((entry) => purgedSince(entry.generation, path))
      .map((entry) => entry.finished);
  }

  /** Whether the request's query names one of `personalQueryKeys`. */
  function personalQuery(url = "/") {
    const question = url.indexOf("?");
    if (question === -1 || personalQueryKeys.length === 0) return false;
    const given = new URLSearchParams(url.slice(question + 1));
    return personalQueryKeys.some((name) => given.has(name));
  }

  /** The path and, sorted, only the query parameters the path's answer depends on. */
  function cacheKey(url = "/") {
    const question = url.indexOf("?");
    const path = question === -1 ? url : url.slice(0, question);
    const keys = queryKeys[path] ?? PAGE_QUERY_KEYS;
    if (question === -1) return path;
    const given = new URLSearchParams(url.slice(question + 1));
    const kept = new URLSearchParams();
    for (const name of keys) for (const value of given.getAll(name)) kept.append(name, value);
    kept.sort();
    const query = kept.toString();
    return query ? `${path}?${query}` : path;
  }

  function lookup(request) {
    const entry = entries.get(cacheKey(request.url));
    const stored = entry?.variants.get(variantKey(request, entry.names));
    // An expired copy stays until the fresh answer replaces it.
    return stored && stored.expires > now() ? stored : undefined;
  }

  function store(url, names, key, answer) {
    const entry = entries.get(url);
    const sameVary = entry && entry.names.join() === names.join();
    const variants = new Map(sameVary ? entry.variants : []);
    variants.delete(key);
    variants.set(key, answer);
    while (variants.size > MAX_VARIANTS) variants.delete(variants.keys().next().value);
    let bytes = 0;
    for (const variant of variants.values()) bytes += variant.body.length;
    if (bytes > maxBytes / 4) return; // one huge answer must not empty the cache
    entries.set(url, { names, variants, bytes });
  }

  function send(request, response, stored) {
    const age = Math.floor((now() - stored.storedAt) / 1000);
    const headers = { ...stored.headers, age: String(age) };
    if (notModified(request, stored.headers.etag)) {
      delete headers["content-length"];
      delete headers["content-encoding"];
      response.writeHead(304, headers);
      response.end();
      return;
    }
    response.writeHead(stored.status, { ...headers, "content-length": stored.body.length });
    response.end(request.method === "HEAD" ? undefined : stored.body);
  }

  /** Keeps a copy of what Next sends for `request`, and stores it if it may be shared. */
  function capture(request, response) {
    const started = generation;
    let chunks = [];
    let headers;
    // Decided when the status and headers are sent: answers that may not be shared (dynamic
    // pages, errors) are passed through without keeping their bytes.
    const writeHead = response.writeHead;
    response.writeHead = function (...args) {
      const result = writeHead.apply(this, args);
      headers = { ...response.getHeaders(), ...headerObject(args.find(isHeaders)) };
      if (!mayStore(response.statusCode, headers)) chunks = null;
      return result;
    };
    const keep = (chunk, encoding) => {
      if (chunks && chunk != null && typeof chunk !== "function") {
        chunks.push(Buffer.from(chunk, typeof encoding === "string" ? encoding : undefined));
      }
    };
    const write = response.write;
    response.write = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    const end = response.end;
    response.end = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    };
    response.on("finish", () => {
      headers ??= response.getHeaders();
      const key = cacheKey(request.url);
      if (!chunks || !mayStore(response.statusCode, headers) || purgedSince(started, key)) return;
      const kept = {};
      for (const [name, value] of Object.entries(headers)) {
        if (!HOP_BY_HOP.has(name) && name !== "content-length") kept[name] = value;
      }
      const storedAt = now();
      const varied = varyNames(headers.vary) ?? [];
      store(key, varied, variantKey(request, varied), {
        status: 200,
        headers: kept,
        body: Buffer.concat(chunks),
        storedAt,
        expires: storedAt + sharedMaxAge(headers["cache-control"]) * 1000,
      });
    });
  }

  /**
   * Before a successful write's status and headers leave, forgets what it can change: the write
   * is committed by then, so any read that starts once its answer has begun sees it, and a read
   * that overlapped it on a path it purged is not kept (purgedSince).
   */
  function purgeOnSuccess(request, response) {
    const prefixes = purgedBy((request.url ?? "/").split("?")[0]);
    if (prefixes.length === 0) return;
    const writeHead = response.writeHead;
    response.writeHead = function (...args) {
      const status = typeof args[0] === "number" ? args[0] : response.statusCode;
      if (status >= 200 && status < 300) purge(prefixes);
      return writeHead.apply(this, args);
    };
  }

  /**
   * Answers `request` from the cache, or lets `next` answer it (and keeps the answer when it may
   * be shared). A successful write (POST, PUT, PATCH, DELETE) forgets the kept answers it can
   * change (`purgedBy`), so the next read shows it; a failed one changes nothing.
   */
  function handle(request, response, next) {
    const method = request.method ?? "GET";
    if (UNSAFE_METHODS.has(method)) {
      purgeOnSuccess(request, response);
      return next(request, response);
    }
    if (method === "GET" || method === "HEAD") {
      // A read that arrives after a write waits for the reads of its page begun before the
      // write, personal ones too (Next renders a page once for all of them), then reaches Next
      // on its own: it gets the page as the write left it (docs/decisions/0137-renders-begun-before-a-change.md).
      const path = pathOf(request.url);
      const overlapped = begunBeforePurge(path);
      if (overlapped.length > 0) {
        return Promise.all(overlapped).then(() => handle(request, response, next));
      }
      track(path, response);
    }
    const cacheable =
      (method === "GET" || method === "HEAD") &&
      !PERSONAL_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined) &&
      !personalQuery(request.url) &&
      request.headers.range === undefined;
    if (!cacheable) return next(request, response);
    const stored = lookup(request);
    if (stored) return send(request, response, stored);
    if (method === "GET") capture(request, response);
    return next(request, response);
  }

  return {
    handle,
    purge,
    get size() {
      return entries.size;
    },
  };
}
