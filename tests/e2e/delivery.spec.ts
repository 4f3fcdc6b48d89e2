import { expect, mailedLink, postProjectByApi, publishByApi, test } from "./fixtures";
import { ADMIN_TOKEN } from "./server-process";

import { test as onOwnServer } from "./own-server";

// Delivery through Next itself, as `next start` and Vercel deliver: prerendered pages from Next's
// page cache with their ETag, compressed by Next in what the client accepts, and the project list
// kept by Next ("use cache", lib/projects/list-cache.ts) and forgotten at the write that changes
// it, so a post shows on the very next read.

const gzip = { "accept-encoding": "gzip" };

test("a prerendered page comes from Next's page cache with the site's headers and its ETag", async ({
  request,
}) => {
  const path = "/services/plumbing/mississauga";
  const first = await request.get(path, { headers: gzip });
  const second = await request.get(path, { headers: gzip });
  expect(second.status()).toBe(200);
  expect(second.headers()["x-nextjs-cache"]).toBe("HIT");
  expect(second.headers()["content-encoding"]).toBe("gzip");
  expect(await second.text()).toBe(await first.text());
  for (const name of ["content-security-policy", "x-content-type-options", "etag", "vary"]) {
    expect(second.headers()[name], name).toBe(first.headers()[name]);
  }
  const etag = second.headers()["etag"]!;
  const unchanged = await request.get(path, { headers: { ...gzip, "if-none-match": etag } });
  expect(unchanged.status()).toBe(304);
});

test("each encoding a client accepts gets the bytes it can read", async ({ request }) => {
  // Next compresses in gzip or deflate: a client that asks for Brotli alone gets plain bytes,
  // and one that takes gzip as well gets gzip.
  const path = "/services/plumbing/brampton";
  for (const [accepted, sent] of [
    ["br", undefined],
    ["br, gzip", "gzip"],
    ["deflate", "deflate"],
    ["identity", undefined],
  ] as const) {
    const response = await request.get(path, { headers: { "accept-encoding": accepted } });
    expect(response.headers()["content-encoding"], accepted).toBe(sent);
    expect(await response.text()).toContain("Brampton");
  }
});

test("the project list is never kept outside the server", async ({ request }) => {
  const response = await request.get("/api/projects?limit=5");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
});

// On a server of its own: any other test's post would empty the cache and change the total.
onOwnServer(
  "a project is in the very next page of the list once its homeowner publishes it",
  async ({ request }) => {
    // Read twice: the second is Next's kept page.
    const before = await request.get("/api/projects?limit=5");
    const kept = await request.get("/api/projects?limit=5");
    expect(await kept.text()).toBe(await before.text());
    const total = Number(kept.headers()["x-total-count"]);

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
    // Kept again, then the homeowner opens the publishing link: the next read shows it.
    const link = await mailedLink(homeownerEmail, `/project/${project.displayId}/publish`);
    await request.get("/api/projects?limit=5");
    const published = await request.post(`/api/projects/${project.id}/publish`, {
      data: { token: new URLSearchParams(link.split("#")[1]).get("token") },
    });
    expect(published.status()).toBe(200);

    const after = await request.get("/api/projects?limit=5");
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
    const kept = await request.get("/api/projects?limit=5");
    expect(await kept.text()).not.toContain(title);

    const decided = await request.post(`/api/admin/projects/${project.id}/decision`, {
      data: { decision: "publish" },
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(decided.status(), await decided.text()).toBe(200);
    const after = await request.get("/api/projects?limit=5");
    const titles = ((await after.json()) as { title: string }[]).map((listed) => listed.title);
    expect(titles).toContain(title);
  },
);
