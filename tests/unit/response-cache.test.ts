import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

import { afterEach, describe, expect, it } from "vitest";

import { personalQueryKeys, purgedBy, queryKeys } from "@/server/cache-rules.mjs";
import { answerEncoding, createResponseCache, sharedMaxAge } from "@/server/response-cache.mjs";
import { listProjectsQuerySchema } from "@/lib/projects/schema";

type Upstream = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** A real HTTP server: the cache in front of `upstream`, which counts what reaches it. */
async function serve(upstream: Upstream, options: Parameters<typeof createResponseCache>[0] = {}) {
  // The app's own rules unless a test gives others.
  const cache = createResponseCache({ queryKeys, purgedBy, personalQueryKeys, ...options });
  const reached: string[] = [];
  /** What arrived at the server, in front of the cache. */
  const arrived: string[] = [];
  const server = http.createServer((request, response) => {
    arrived.push(`${request.method} ${request.url}`);
    cache.handle(request, response, (req: http.IncomingMessage, res: http.ServerResponse) => {
      reached.push(`${req.method} ${req.url}`);
      upstream(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  const get = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(origin + path, init);
    return { response, body: await response.text() };
  };
  return { cache, reached, arrived, get, origin };
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const page =
  (cacheControl: string, extra: http.OutgoingHttpHeaders = {}, status = 200): Upstream =>
  (request, response) => {
    response.writeHead(status, {
      "content-type": "text/plain",
      "cache-control": cacheControl,
      ...extra,
    });
    response.end(`answer for ${request.url}`);
  };

describe("sharedMaxAge", () => {
  it("reads s-maxage and refuses private, no-store and no-cache", () => {
    expect(sharedMaxAge("s-maxage=31536000")).toBe(31536000);
    expect(sharedMaxAge("public, max-age=0, s-maxage=2")).toBe(2);
    expect(sharedMaxAge("public, max-age=600")).toBe(0);
    expect(sharedMaxAge("private, s-maxage=60")).toBe(0);
    expect(sharedMaxAge("s-maxage=60, No-Store")).toBe(0);
    expect(sharedMaxAge("no-cache, s-maxage=60")).toBe(0);
    expect(sharedMaxAge(undefined)).toBe(0);
  });
});

describe("the response cache", () => {
  it("answers a shareable page from memory after the first request, bytes and headers alike", async () => {
    const { reached, get } = await serve(page("s-maxage=60", { etag: '"v1"', "x-kept": "yes" }));
    const first = await get("/services/plumbing/toronto");
    const second = await get("/services/plumbing/toronto");
    expect(reached).toEqual(["GET /services/plumbing/toronto"]);
    expect(second.body).toBe(first.body);
    expect(second.response.headers.get("x-kept")).toBe("yes");
    expect(second.response.headers.get("content-length")).toBe(String(first.body.length));
    expect(second.response.headers.get("age")).toBe("0");
    expect(second.response.headers.get("date")).toBeTruthy();
  });

  it("keeps a streamed, compressed answer whole", async () => {
    const text = "streamed ".repeat(5_000);
    const zipped = gzipSync(text);
    const { reached, get } = await serve((request, response) => {
      response.setHeader("cache-control", "s-maxage=60");
      response.setHeader("content-encoding", "gzip");
      response.write(zipped.subarray(0, 100));
      response.write(zipped.subarray(100, 2_000));
      response.end(zipped.subarray(2_000));
    });
    expect((await get("/big")).body).toBe(text);
    const again = await get("/big");
    expect(again.body).toBe(text);
    expect(again.response.headers.get("content-length")).toBe(String(zipped.length));
    expect(reached).toHaveLength(1);
  });

  it.each([
    ["no s-maxage", page("public, max-age=600")],
    ["private", page("private, no-cache, no-store, max-age=0, must-revalidate")],
    ["a cookie set", page("s-maxage=60", { "set-cookie": "session=1" })],
    ["Vary: *", page("s-maxage=60", { vary: "*" })],
    ["an error status", page("s-maxage=60", {}, 404)],
  ])("always asks again for an answer with %s", async (_, upstream) => {
    const { reached, get } = await serve(upstream);
    await get("/x");
    await get("/x");
    expect(reached).toHaveLength(2);
  });

  it("never answers, nor keeps, a request that carries credentials", async () => {
    const { reached, get } = await serve(page("s-maxage=60"));
    await get("/x", { headers: { authorization: "Bearer secret" } });
    await get("/x", { headers: { cookie: "__prerender_bypass=1" } });
    await get("/x");
    await get("/x", { headers: { authorization: "Bearer secret" } });
    expect(reached).toHaveLength(4);
    await get("/x");
    expect(reached).toHaveLength(4);
  });

  it("lets a private link in the query reach the app, however much of the page it keeps", async () => {
    const { reached, get } = await serve(page("s-maxage=60"));
    await get("/admin/messages");
    await get("/admin/messages?utm_source=mail");
    expect(reached).toEqual(["GET /admin/messages"]);
    for (const query of ["operator=op", "utm_source=mail&manage=m", "key=", "track=t&x=1"])
      expect((await get(`/admin/messages?${query}`)).body).toBe(
        `answer for /admin/messages?${query}`,
      );
    expect(reached).toHaveLength(5);
    // None of them was kept in the page's place.
    expect((await get("/admin/messages")).body).toBe("answer for /admin/messages");
    expect(reached).toHaveLength(5);
  });

  it("keeps one answer per value of the headers named in Vary", async () => {
    const { reached, get } = await serve((request, response) => {
      response.writeHead(200, {
        "cache-control": "s-maxage=60",
        vary: "rsc, Accept-Encoding",
      });
      response.end(`${request.headers.rsc ?? "html"} ${request.headers["accept-encoding"]}`);
    });
    const html = await get("/p", { headers: { "accept-encoding": "gzip" } });
    const rsc = await get("/p", { headers: { "accept-encoding": "gzip", rsc: "1" } });
    const identity = await get("/p", { headers: { "accept-encoding": "identity" } });
    expect([html.body, rsc.body, identity.body]).toEqual(["html gzip", "1 gzip", "html identity"]);
    expect((await get("/p", { headers: { "accept-encoding": "gzip", rsc: "1" } })).body).toBe(
      "1 gzip",
    );
    expect(reached).toHaveLength(3);
  });

  it("asks again once s-maxage has passed", async () => {
    let clock = 1_000_000;
    const { reached, get } = await serve(page("public, max-age=0, s-maxage=2"), {
      now: () => clock,
    });
    await get("/api/projects");
    clock += 1_999;
    expect((await get("/api/projects")).response.headers.get("age")).toBe("1");
    clock += 1;
    await get("/api/projects");
    expect(reached).toHaveLength(2);
  });

  it("answers 304 to a matching If-None-Match, from memory", async () => {
    const { reached, get } = await serve(page("s-maxage=60", { etag: '"abc"' }));
    await get("/x");
    const { response, body } = await get("/x", { headers: { "if-none-match": 'W/"abc"' } });
    expect(response.status).toBe(304);
    expect(body).toBe("");
    expect(response.headers.get("etag")).toBe('"abc"');
    expect(reached).toHaveLength(1);
  });

  it("answers HEAD from a kept GET, without a body", async () => {
    const { reached, get } = await serve(page("s-maxage=60"));
    const full = await get("/x");
    const head = await get("/x", { method: "HEAD" });
    expect(head.body).toBe("");
    expect(head.response.headers.get("content-length")).toBe(String(full.body.length));
    expect(reached).toEqual(["GET /x"]);
  });

  it("forgets what a successful write under /api can change, and nothing else", async () => {
    let version = 1;
    const { reached, get } = await serve((request, response) => {
      if (request.method === "POST") {
        version++;
        response.writeHead(201).end();
        return;
      }
      response.writeHead(200, { "cache-control": "s-maxage=60" });
      response.end(`${request.url} v${version}`);
    });
    await get("/api/projects");
    await get("/api/projects?limit=5");
    await get("/services");
    await get("/api/proposals", { method: "POST", body: "{}" });
    expect((await get("/api/projects")).body).toBe("/api/projects v2");
    expect((await get("/api/projects?limit=5")).body).toBe("/api/projects?limit=5 v2");
    expect((await get("/services")).body).toBe("/services v1");
    expect(reached.filter((line) => line === "GET /services")).toHaveLength(1);
  });

  it("forgets every kept profile on a write that can change one, and keeps them on others", async () => {
    let version = 1;
    const { reached, get } = await serve((request, response) => {
      if (request.method !== "GET") {
        version++;
        response.writeHead(200).end();
        return;
      }
      response.writeHead(200, { "cache-control": "s-maxage=60", "x-nextjs-cache": "HIT" });
      response.end(`${request.url} v${version}`);
    });
    const profiles = ["/pros/clearflow-plumbing", "/pros/northside-renovations"];
    const keptAcross = async (method: string, path: string) => {
      for (const profile of profiles) await get(profile);
      await get(path, { method, body: method === "DELETE" ? undefined : "{}" });
      const before = reached.length;
      for (const profile of profiles) await get(profile);
      return reached.length === before;
    };
    // Writes that change nothing a profile shows.
    expect(await keptAcross("POST", "/api/proposals")).toBe(true);
    expect(await keptAcross("POST", "/api/projects")).toBe(true);
    expect(await keptAcross("POST", "/api/contact")).toBe(true);
    expect(await keptAcross("POST", "/api/agreements/7/address")).toBe(true);
    expect(await keptAcross("POST", "/api/reviews/3/report")).toBe(true);
    // Every write that can (each also revalidates the profile in Next: tests/api).
    for (const [method, path] of [
      ["PUT", "/api/pro/profile"],
      ["POST", "/api/agreements/7/confirm"],
      ["POST", "/api/agreements/7/decline"],
      ["POST", "/api/agreements/7/completion"],
      ["PUT", "/api/agreements/7/photo-consent"],
      ["POST", "/api/agreements/7/review"],
      ["POST", "/api/agreements/7/review/response"],
      ["POST", "/api/reviews/3/hide"],
      ["PUT", "/api/projects/12"],
      ["DELETE", "/api/projects/12"],
      ["PATCH", "/api/proposals/5/status"],
    ] as const) {
      expect(await keptAcross(method, path), `${method} ${path}`).toBe(false);
      expect((await get(profiles[0]!)).body).toBe(`${profiles[0]} v${version}`);
    }
  });

  it("does not keep a page Next served stale while it renders it again", async () => {
    let state = "STALE";
    const { reached, get } = await serve((request, response) => {
      response.writeHead(200, { "cache-control": "s-maxage=60", "x-nextjs-cache": state });
      response.end(`${request.url} ${state}`);
    });
    await get("/pros/clearflow-plumbing");
    expect((await get("/pros/clearflow-plumbing")).body).toBe("/pros/clearflow-plumbing STALE");
    expect(reached).toHaveLength(2);
    state = "HIT";
    await get("/pros/clearflow-plumbing");
    expect((await get("/pros/clearflow-plumbing")).body).toBe("/pros/clearflow-plumbing HIT");
    expect(reached).toHaveLength(3);
  });

  it("keeps everything when a write fails or is not an API write", async () => {
    const { reached, get } = await serve((request, response) => {
      if (request.method !== "GET") {
        response.writeHead(request.url === "/" ? 405 : 400).end();
        return;
      }
      response.writeHead(200, { "cache-control": "s-maxage=60" });
      response.end(String(request.url));
    });
    await get("/services/plumbing/toronto");
    await get("/api/projects");
    await get("/", { method: "POST", body: "{}" });
    await get("/services", { method: "DELETE" });
    await get("/api/projects", { method: "POST", body: "not json" });
    await get("/api/contact", { method: "POST", body: "{}" });
    await get("/services/plumbing/toronto");
    await get("/api/projects");
    expect(reached.filter((line) => line.startsWith("GET"))).toEqual([
      "GET /services/plumbing/toronto",
      "GET /api/projects",
    ]);
  });

  it("shows a write to a read that starts as soon as the write's headers arrive", async () => {
    let version = 1;
    const { get, origin } = await serve((request, response) => {
      if (request.method === "POST") {
        version++;
        // The body follows well after the status and headers.
        response.writeHead(201, { "content-type": "application/json" });
        response.write("{");
        setTimeout(() => response.end("}"), 300);
        return;
      }
      response.writeHead(200, { "cache-control": "s-maxage=60" });
      response.end(`v${version}`);
    });
    expect((await get("/api/projects")).body).toBe("v1");
    const write = await fetch(`${origin}/api/projects`, { method: "POST", body: "{}" });
    expect(write.status).toBe(201);
    // Headers are in; the body is not yet.
    expect((await get("/api/projects")).body).toBe("v2");
    await write.text();
  });

  /** A server whose first read of `slowPath` answers only when the test releases it. */
  async function serveSlowRead(slowPath: string) {
    let version = 1;
    let releaseRead: () => void = () => {};
    const served = await serve((request, response) => {
      if (request.method === "POST") {
        version++;
        response.writeHead(201).end();
        return;
      }
      const seen = version;
      const answer = () => {
        response.writeHead(200, { "cache-control": "s-maxage=60" });
        response.end(`v${seen}`);
      };
      if (request.url === slowPath && seen === 1) releaseRead = answer;
      else answer();
    });
    const slowRead = served.get(slowPath);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { ...served, slowRead, release: () => releaseRead() };
  }

  it("does not keep a read of a path that a write purged while it ran", async () => {
    const { get, slowRead, release } = await serveSlowRead("/api/projects?limit=5");
    await get("/api/projects", { method: "POST", body: "{}" });
    release();
    expect((await slowRead).body).toBe("v1");
    expect((await get("/api/projects?limit=5")).body).toBe("v2");
  });

  it("keeps a read of another path that a write ran beside", async () => {
    // Under load some write is always running: a profile page must still be kept.
    const { get, reached, slowRead, release } = await serveSlowRead("/services/plumbing");
    await get("/api/projects", { method: "POST", body: "{}" });
    release();
    expect((await slowRead).body).toBe("v1");
    expect((await get("/services/plumbing")).body).toBe("v1");
    expect(reached.filter((line) => line === "GET /services/plumbing")).toHaveLength(1);
  });

  it("does not keep a read that overlapped more purges than it remembers", async () => {
    const { get, slowRead, release } = await serveSlowRead("/services/plumbing");
    // 1,001 writes to other paths: the oldest is forgotten, so it cannot tell which path it purged.
    for (let index = 0; index <= 1000; index++)
      await get("/api/projects", { method: "POST", body: "{}" });
    release();
    expect((await slowRead).body).toBe("v1");
    expect((await get("/services/plumbing")).body).not.toBe("v1");
  });

  /**
   * A server that, as Next does, answers concurrent reads of one path with one render: a read
   * that arrives while one is under way gets that one's answer. The first read of `slowPath`
   * answers only when the test releases it.
   */
  async function serveCoalescing(slowPath: string) {
    let version = 1;
    let releaseRead: () => void = () => {};
    const rendering = new Map<string, Promise<string>>();
    const served = await serve((request, response) => {
      if (request.method === "POST") {
        version++;
        response.writeHead(201).end();
        return;
      }
      const path = request.url!.split("?")[0]!;
      let render = rendering.get(path);
      if (!render) {
        const seen = version;
        render = new Promise<string>((resolve) => {
          if (path === slowPath && seen === 1) releaseRead = () => resolve(`v${seen}`);
          else resolve(`v${seen}`);
        });
        rendering.set(path, render);
        void render.then(() => rendering.delete(path));
      }
      void render.then((body) => {
        response.writeHead(200, { "cache-control": "s-maxage=60" });
        response.end(body);
      });
    });
    const slowRead = served.get(slowPath);
    await expect.poll(() => served.reached).toContain(`GET ${slowPath}`);
    return { ...served, slowRead, release: () => releaseRead() };
  }

  it("holds a read that follows a write until the reads of its path begun before it are answered", async () => {
    const { get, reached, arrived, slowRead, release } = await serveCoalescing("/api/projects");
    await get("/api/projects", { method: "POST", body: "{}" });
    // Sent after the write: they must not be given the render begun before it.
    const next = get("/api/projects?limit=5");
    const personal = get("/api/projects", { headers: { cookie: "session=1" } });
    await expect.poll(() => arrived.filter((line) => line.startsWith("GET"))).toHaveLength(3);
    // Held in front of the app while the render begun before the write is under way.
    expect(reached.filter((line) => line.startsWith("GET"))).toEqual(["GET /api/projects"]);
    release();
    expect((await slowRead).body).toBe("v1");
    expect((await next).body).toBe("v2");
    expect((await personal).body).toBe("v2");
    expect((await get("/api/projects?limit=5")).body).toBe("v2");
  });

  it("holds no read of a path the write did not purge, nor one before any write", async () => {
    const { get, arrived, reached, slowRead, release } =
      await serveCoalescing("/services/plumbing");
    // A read beside the slow one, no write between: one render answers both, as Next does.
    const beside = get("/services/plumbing");
    await get("/api/projects", { method: "POST", body: "{}" });
    // The write does not touch the page: a read after it is not held either.
    const after = get("/services/plumbing");
    await expect.poll(() => arrived.filter((line) => line.startsWith("GET"))).toHaveLength(3);
    await expect.poll(() => reached.filter((line) => line.startsWith("GET"))).toHaveLength(3);
    release();
    expect((await slowRead).body).toBe("v1");
    expect((await beside).body).toBe("v1");
    expect((await after).body).toBe("v1");
  });

  it("keys pages on the query parameters they read, and no others", async () => {
    const { reached, get } = await serve(page("s-maxage=60"));
    await get("/services/plumbing/toronto");
    await get("/services/plumbing/toronto?utm_source=news");
    await get("/services/plumbing/toronto?x=12345");
    expect(reached).toEqual(["GET /services/plumbing/toronto"]);
    await get("/api/projects?offset=50&limit=5");
    await get("/api/projects?limit=5&offset=50&utm=1");
    await get("/api/projects?limit=5&offset=50&x=random");
    await get("/api/projects?limit=6&offset=50");
    expect(reached.slice(1)).toEqual([
      "GET /api/projects?offset=50&limit=5",
      "GET /api/projects?limit=6&offset=50",
    ]);
  });

  it("keys the project list on every parameter its schema reads", () => {
    expect([...queryKeys["/api/projects"]!].sort()).toEqual(
      Object.keys(listProjectsQuerySchema.shape).sort(),
    );
  });

  it("never answers a page's HTML with the router's data for it", async () => {
    const { reached, get } = await serve((request, response) => {
      const data = request.url!.includes("_rsc=");
      // Even where the data's Vary does not name the router's header.
      response.writeHead(200, {
        "cache-control": "s-maxage=60",
        vary: data ? "Accept-Encoding" : "rsc, Accept-Encoding",
      });
      response.end(data ? "router data" : "html");
    });
    expect((await get("/?_rsc=abc", { headers: { rsc: "1" } })).body).toBe("router data");
    expect((await get("/")).body).toBe("html");
    expect((await get("/?_rsc=abc", { headers: { rsc: "1" } })).body).toBe("router data");
    expect((await get("/?utm_source=x")).body).toBe("html");
    expect(reached).toEqual(["GET /?_rsc=abc", "GET /"]);
  });

  it("keeps one copy per encoding the server can produce, however Accept-Encoding is spelled", async () => {
    expect(answerEncoding("gzip, deflate, br, zstd")).toBe("gzip");
    expect(answerEncoding("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe("gzip");
    expect(answerEncoding("deflate")).toBe("deflate");
    expect(answerEncoding("gzip;q=0, deflate;q=0.5")).toBe("deflate");
    expect(answerEncoding("*")).toBe("gzip");
    expect(answerEncoding("br")).toBe("identity");
    expect(answerEncoding(undefined)).toBe("identity");
    const { reached, get } = await serve(page("s-maxage=60", { vary: "Accept-Encoding" }));
    for (const spelling of ["gzip, deflate, br", "gzip", "br, gzip", "gzip;q=0.9, x-junk-1"])
      await get("/x", { headers: { "accept-encoding": spelling } });
    for (const spelling of ["br", "identity", "x-junk-2", "x-junk-3"])
      await get("/x", { headers: { "accept-encoding": spelling } });
    expect(reached).toHaveLength(2);
  });

  it("keeps a bounded number of copies of one page, however many header values arrive", async () => {
    const { reached, get } = await serve(
      page("s-maxage=60", { vary: "rsc, next-router-state-tree" }),
    );
    for (let index = 0; index < 40; index++)
      await get("/x", { headers: { rsc: "1", "next-router-state-tree": `tree-${index}` } });
    await get("/x", { headers: { rsc: "1", "next-router-state-tree": "tree-39" } });
    expect(reached).toHaveLength(40);
    await get("/x", { headers: { rsc: "1", "next-router-state-tree": "tree-0" } });
    expect(reached).toHaveLength(41);
  });

  it("stays within its memory: the least recently used answers go first", async () => {
    const { reached, cache, get } = await serve(
      (request, response) => {
        response.writeHead(200, { "cache-control": "s-maxage=60" });
        response.end("x".repeat(request.url === "/huge" ? 400 : 100));
      },
      { maxBytes: 1_000 },
    );
    for (let index = 0; index < 20; index++) await get(`/page-${index}`);
    expect(cache.size).toBeLessThanOrEqual(10);
    await get("/page-19");
    await get("/page-0");
    expect(reached.filter((line) => line === "GET /page-19")).toHaveLength(1);
    expect(reached.filter((line) => line === "GET /page-0")).toHaveLength(2);
    // One answer over a quarter of the memory is never kept.
    await get("/huge");
    await get("/huge");
    expect(reached.filter((line) => line === "GET /huge")).toHaveLength(2);
  });
});
