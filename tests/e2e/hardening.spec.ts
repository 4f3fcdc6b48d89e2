import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test, uniqueHomeownerEmail, type APIRequestContext } from "./fixtures";

import { startServer, stopServer } from "./server-process";

// What the production server itself does for every request, and what it does on the way out.

const project = {
  title: "Replace a garden fence",
  description: "Take down 30 m of rotten cedar fence and build a new one on the same line.",
  category: "Plumbing",
  budget: "$5,000 - $10,000",
  timeline: "Within 1 month",
  urgency: "medium",
  homeowner: "Sam Patel",
  location: "Toronto, ON",
};

const SECURITY_HEADERS = ["content-security-policy", "x-frame-options", "x-content-type-options"];

test.describe("answers the server writes itself", () => {
  test("an address whose escapes do not decode is a 400 with the security headers", async ({
    request,
  }) => {
    for (const path of ["/api/projects/%ff", "/project/%E0%A4%A", "/services/%"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(400);
      for (const name of SECURITY_HEADERS) expect(response.headers()[name], path).toBeTruthy();
    }
    const api = await request.get("/api/projects/%ff");
    expect(await api.json()).toEqual({
      code: "address_invalid",
      error: "The address is not valid",
    });
  });

  test("redirects and Next's own errors carry the security headers too", async ({ request }) => {
    const answers = [
      await request.get("/services/", { maxRedirects: 0 }),
      await request.get("/_next/static/chunks/no-such-file.js"),
      await request.get("/no-such-page"),
    ];
    expect(answers.map((response) => response.status())).toEqual([308, 404, 404]);
    for (const response of answers)
      for (const name of SECURITY_HEADERS) expect(response.headers()[name]).toBeTruthy();
  });

  test("an invented place on a service page is the Ontario page, kept nowhere and not indexed", async ({
    request,
  }) => {
    const slug = `nowhere-${Date.now()}`;
    for (let round = 0; round < 2; round++) {
      const response = await request.get(`/services/plumbing/${slug}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      expect(response.headers()["x-robots-tag"]).toBe("noindex");
      expect(response.headers()["age"]).toBeUndefined();
      expect(await response.text()).toContain(
        'rel="canonical" href="http://localhost:3000/services/plumbing"',
      );
    }
    const pages = readdirSync(".next/server/app/services/plumbing");
    expect(pages.filter((name) => name.startsWith(slug))).toEqual([]);
    const known = await request.get("/services/plumbing/toronto");
    expect(known.headers()["cache-control"]).toBe("s-maxage=31536000");
    // The Ontario page's share image sits at the place of a city; it stays the image.
    const image = await request.get("/services/plumbing/opengraph-image");
    expect(image.headers()["content-type"]).toBe("image/png");
  });
});

/** The project from a homeowner's address of its own (the same post from one address is a repeat). */
const posted = () => ({ ...project, homeownerEmail: uniqueHomeownerEmail() });

async function postFrom(request: APIRequestContext, base: string, forwardedFor?: string) {
  const response = await request.post(`${base}/api/projects`, {
    data: posted(),
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
  return response.status();
}

/** pg_control's cluster state: 1 is "shut down", 6 "in production" (a close that never ran). */
const clusterState = (dataDir: string) =>
  readFileSync(path.join(dataDir, "pglite", "global", "pg_control")).readUInt32LE(16);

test("a server behind one proxy counts writes per client and shuts down cleanly", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "torontopros-own-"));
  const server = await startServer({
    dataDir,
    env: { RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY_HOPS: "1" },
  });
  try {
    // The proxy appends the address it saw; whatever the client wrote before it is ignored.
    const statuses = [];
    for (let index = 0; index < 5; index++)
      statuses.push(await postFrom(request, server.base, `203.0.113.${index}, 198.51.100.7`));
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await postFrom(request, server.base, "198.51.100.8")).toBe(201);

    // SIGTERM while a post is still arriving: it is finished and answered, then the database is
    // closed before the process exits.
    const body = JSON.stringify(posted());
    const answered = new Promise<number>((resolve, reject) => {
      const slow = http.request(`${server.base}/api/projects`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "x-forwarded-for": "198.51.100.9",
        },
      });
      slow.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      slow.on("error", reject);
      slow.write(body.slice(0, 20));
      setTimeout(() => slow.end(body.slice(20)), 1_500);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => server.child.once("exit", resolve));
    process.kill(server.child.pid!, "SIGTERM");
    expect(await answered).toBe(201);
    expect(await exited).toBe(0);
    expect(server.log.join("")).toContain("Stopped: database closed");
    expect(clusterState(dataDir)).toBe(1);
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a second server on the same embedded database stops at once and says why", async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "torontopros-own-"));
  const first = await startServer({ dataDir });
  try {
    const second = startServer({ dataDir });
    // It exits instead of answering 503 forever; the first one is untouched.
    await expect(second).rejects.toThrow(
      /Not starting: The embedded database in .* is in use by another process/,
    );
    expect((await fetch(`${first.base}/api/projects`)).status).toBe(200);
  } finally {
    await stopServer(first);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a page whose database is out of reach shows the site's own error page", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "torontopros-own-"));
  // Nothing listens on port 9 of loopback.
  const server = await startServer({
    dataDir,
    databaseUrl: "postgres://nobody:nothing@127.0.0.1:9/none",
    readyPath: "/",
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.base}/project/3001`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await page.close();
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
