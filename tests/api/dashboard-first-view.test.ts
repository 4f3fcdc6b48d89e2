import { describe, expect, it } from "vitest";

import * as dashboardRoute from "@/app/api/dashboard/route";
import * as projectsRoute from "@/app/api/projects/route";
import { dashboardFirstView } from "@/lib/dashboard/first-view";
import { getDb, openDatabase, setDatabase } from "@/lib/db/client";
import { databases, publishByEmail, request, useDatabase, validProject } from "./helpers";

/** Posts a project, each from a homeowner of its own, and publishes it by the e-mailed link. */
let homeowners = 0;
async function post(fields: Partial<typeof validProject>) {
  const homeownerEmail = `owner${++homeowners}@home.example`;
  const response = await projectsRoute.POST(
    request("/api/projects", {
      method: "POST",
      body: { ...validProject, homeownerEmail, ...fields },
    }),
    undefined,
  );
  if (response.status === 201) {
    const { project } = await response.clone().json();
    await publishByEmail(await getDb(), project.id, homeownerEmail);
  }
  return response;
}

const list = async (query = "") => {
  const response = await projectsRoute.GET(request(`/api/projects${query}`), undefined);
  return {
    projects: await response.json(),
    total: Number(response.headers.get("x-total-count")),
    nextCursor: response.headers.get("x-next-cursor"),
  };
};

describe.each(databases)("the dashboard's first view on $name", (target) => {
  useDatabase(target);

  it("is the API's first page and figures for the address's filters", async () => {
    expect((await post({ title: "Leaking kitchen tap", category: "Plumbing" })).status).toBe(201);
    expect((await post({ title: "New deck boards", category: "Painting" })).status).toBe(201);
    const stats = await (await dashboardRoute.GET(request("/api/dashboard"), undefined)).json();

    const before = Date.now();
    const all = await dashboardFirstView({});
    expect(all).not.toBeNull();
    expect(all!.filter).toEqual({});
    expect(all!.page).toEqual(await list());
    expect(all!.page.projects.map((p: { title: string }) => p.title)).toEqual([
      "New deck boards",
      "Leaking kitchen tap",
    ]);
    expect(all!.stats).toEqual(stats);
    expect(all!.readAt).toBeGreaterThanOrEqual(before);

    const plumbing = await dashboardFirstView({ category: "Plumbing" });
    expect(plumbing!.filter).toEqual({ category: "Plumbing" });
    expect(plumbing!.page).toEqual(await list("?category=Plumbing"));
    expect(plumbing!.page.total).toBe(1);
  });

  it("leaves out a filter that is repeated, unknown or not in its list", async () => {
    expect((await post({ category: "Plumbing" })).status).toBe(201);
    const view = await dashboardFirstView({
      category: ["Plumbing", "Painting"],
      city: "Atlantis",
      urgency: "' OR 1=1 --",
      budget: undefined,
      page: "2",
    });
    expect(view!.filter).toEqual({});
    expect(view!.page.total).toBe(1);
  });

  it("pages like the API: the cursor of a full first page", async () => {
    for (let n = 0; n < 51; n++) expect((await post({ title: `Job ${n}` })).status).toBe(201);
    const view = await dashboardFirstView({});
    const api = await list();
    expect(view!.page.projects).toHaveLength(50);
    expect(view!.page.total).toBe(51);
    expect(view!.page.nextCursor).toBe(api.nextCursor);
    expect(view!.page.nextCursor).not.toBeNull();
  });
});

describe("the dashboard's first view without a database", () => {
  it("is null, so the page is still served and the browser asks the API", async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    setDatabase(handle);
    await handle.close();
    try {
      expect(await dashboardFirstView({})).toBeNull();
    } finally {
      setDatabase(undefined);
    }
  });
});
