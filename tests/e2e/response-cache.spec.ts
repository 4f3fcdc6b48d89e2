import { expect, mailedLink, postProjectByApi, publishByApi, test } from "./fixtures";
import { ADMIN_TOKEN } from "./server-process";

import { test as onOwnServer } from "./own-server";

// The production server's shared cache (server/response-cache.mjs) in front of the real app:
// prerendered pages and pages of the project list come from memory, nothing personal or dynamic
// does, and a post shows on the very next read.

const gzip = { "accept-encoding": "gzip" };

test("a prerendered page is answered from memory with the same headers and bytes", async ({
  request,
}) => {
  const path = "/services/plumbing/mississauga";
  const first = await request.get(path, { headers: gzip });
  const second = await request.get(path, { headers: gzip });
  expect(second.status()).toBe(200);
  expect(second.headers()["age"]).toMatch(/^\d+$/);
  expect(await second.text()).toBe(await first.text());
  for (const name of ["content-security-policy", "x-content-type-options", "etag", "vary"]) {
    expect(second.headers()[name], name).toBe(first.headers()[name]);
  }
  const etag = second.headers()["etag"]!;
  const unchanged = await request.get(path, { headers: { ...gzip, "if-none-match": etag } });
  expect(unchanged.status()).toBe(304);
});

test("each encoding a client accepts gets the bytes it can read, from memory too", async ({
  request,
}) => {
  // Brotli is not one the server answers in: a client that asks for it alone gets plain bytes,
  // and one that takes gzip as well gets gzip, the first time and from the cache alike.
  const path = "/services/plumbing/brampton";
  for (let attempt = 0; attempt < 2; attempt++) {
    for (const [accepted, sent] of [
      ["br", undefined],
      ["br, gzip", "gzip"],
      ["gzip;q=0.5, deflate", "deflate"],
      ["identity", undefined],
    ] as const) {
      const response = await request.get(path, { headers: { "accept-encoding": accepted } });
      expect(response.headers()["content-encoding"], accepted).toBe(sent);
      expect(await response.text()).toContain("Brampton");
    }
  }
});

test("dynamic pages and requests with credentials always reach the app", async ({ request }) => {
  await request.get("/project/1001");
  expect((await request.get("/project/1001")).headers()["age"]).toBeUndefined();
  const path = "/services/electrical/toronto";
  await request.get(path);
  expect((await request.get(path)).headers()["age"]).toMatch(/^\d+$/);
  const personal: Record<string, string>[] = [
    { cookie: "__prerender_bypass=1" },
    { authorization: "Bearer x" },
  ];
  for (const headers of personal) {
    expect((await request.get(path, { headers })).headers()["age"]).toBeUndefined();
  }
});

// On a server of its own: any other test's post would empty the cache and change the total.
onOwnServer(
  "a project is in the very next page of the list once its homeowner publishes it",
  async ({ request }) => {
    const before = await request.get("/api/projects?limit=5");
    const cached = await request.get("/api/projects?limit=5");
    expect(cached.headers()["age"]).toMatch(/^\d+$/);
    const total = Number(cached.headers()["x-total-count"]);

    const title = `Cache check ${Date.now()}: replace the back deck stairs`;
    const { project, homeownerEmail } = await postProjectByApi(
      request,
      {
        title,
        description:
          "Six rotten treads and a loose stringer on a 2008 pressure-treated deck stair.",
        category: "Renovation",
        budget: "$1,000 - $5,000",
        timeline: "Within 1 month",
        urgency: "medium",
        homeowner: "Sam Patel",
        location: "Etobicoke, Toronto",
        requirements: [],
      },
      { publish: false },
    );
    // Posted, it is not listed yet: the list is as it was.
    const unlisted = await request.get("/api/projects?limit=5");
    expect(Number(unlisted.headers()["x-total-count"])).toBe(total);
    expect(await unlisted.text()).not.toContain(title);
    // Kept again, then the homeowner opens the publishing link: the next read is the app's.
    const link = await mailedLink(homeownerEmail, `/project/${project.displayId}/publish`);
    expect((await request.get("/api/projects?limit=5")).headers()["age"]).toMatch(/^\d+$/);
    const published = await request.post(`/api/projects/${project.id}/publish`, {
      data: { token: new URLSearchParams(link.split("#")[1]).get("token") },
    });
    expect(published.status()).toBe(200);

    const after = await request.get("/api/projects?limit=5");
    expect(after.headers()["age"]).toBeUndefined();
    expect(Number(after.headers()["x-total-count"])).toBe(total + 1);
    const titles = ((await after.json()) as { title: string }[]).map((project) => project.title);
    expect(titles).toContain(title);
    expect(await before.text()).not.toBe(await after.text());
  },
);

// On a server of its own, as above. The operator's decision is a write like the homeowner's: a
// held project they publish is in the next read too, not a kept page later.
onOwnServer(
  "a held project the operator publishes is in the very next page of the list",
  async ({ request }) => {
    const title = `Held check ${Date.now()}: rebuild the garden shed`;
    // A telephone number in the text: confirmed by its homeowner, it waits for the operator.
    const { project, homeownerEmail } = await postProjectByApi(
      request,
      {
        title,
        description: "A new 8 x 10 ft shed on the old slab. Call me on 416-555-0175 to see it.",
        category: "Renovation",
      },
      { publish: false },
    );
    expect((await publishByApi(request, project.displayId, homeownerEmail)).listing).toBe("held");
    await request.get("/api/projects?limit=5");
    const cached = await request.get("/api/projects?limit=5");
    expect(cached.headers()["age"]).toMatch(/^\d+$/);
    expect(await cached.text()).not.toContain(title);

    const decided = await request.post(`/api/admin/projects/${project.id}/decision`, {
      data: { decision: "publish" },
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(decided.status(), await decided.text()).toBe(200);
    const after = await request.get("/api/projects?limit=5");
    expect(after.headers()["age"]).toBeUndefined();
    const titles = ((await after.json()) as { title: string }[]).map((listed) => listed.title);
    expect(titles).toContain(title);
  },
);
