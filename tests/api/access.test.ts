import { describe, expect, it } from "vitest";

import * as accessRoute from "@/app/api/projects/[id]/access/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import * as operatorRoute from "@/app/api/operator/route";
import { getDb } from "@/lib/db/client";
import {
  ADMIN_TOKEN,
  databases,
  params,
  publishByEmail,
  request,
  useDatabase,
  validProject,
} from "./helpers";

async function postProject(homeownerEmail = validProject.homeownerEmail) {
  const response = await projectsRoute.POST(
    request("/api/projects", { method: "POST", body: { ...validProject, homeownerEmail } }),
    undefined,
  );
  return (await response.json()) as { project: { id: number }; manageToken: string };
}

async function access(id: string, token?: string) {
  const response = await accessRoute.GET(
    request(`/api/projects/${id}/access`, { token }),
    params({ id }),
  );
  return { status: response.status, body: await response.json() };
}

describe.each(databases)("access checks on $name", (target) => {
  useDatabase(target);

  describe("GET /api/projects/{rowId}/access", () => {
    it("names the owner's and the operator's access, and refuses anything else", async () => {
      const { project, manageToken } = await postProject();
      const other = await postProject("sam@home.example");
      const id = String(project.id);
      // With the homeowner's whole name, which the public answers shorten, whether the project
      // has their e-mail address, and its listing: not yet confirmed, so the project itself
      // comes with it (no public answer shows it).
      const unconfirmed = await access(id, manageToken);
      expect(unconfirmed).toEqual({
        status: 200,
        body: {
          access: "owner",
          homeowner: "Jordan Lee",
          hasEmail: true,
          householdUse: true,
          listing: "unconfirmed",
          heldReasons: [],
          decision: null,
          matched: null,
          project: expect.objectContaining({ id: project.id, title: validProject.title }),
        },
      });
      expect(unconfirmed.body.project.homeowner).toBe("Jordan Lee");
      // Published by its e-mailed link: listed, and public.
      await publishByEmail(await getDb(), project.id);
      // Listed, it says how many contractors it was matched to: none have alerts on here.
      const listed = {
        listing: "listed",
        heldReasons: [],
        decision: null,
        matched: { contractors: 0, category: "Renovation", municipality: null },
      };
      expect(await access(id, manageToken)).toEqual({
        status: 200,
        body: {
          access: "owner",
          homeowner: "Jordan Lee",
          hasEmail: true,
          householdUse: true,
          ...listed,
        },
      });
      expect(await access(id, ADMIN_TOKEN)).toEqual({
        status: 200,
        body: {
          access: "operator",
          homeowner: "Jordan Lee",
          hasEmail: true,
          householdUse: true,
          ...listed,
        },
      });
      expect((await access(id)).status).toBe(401);
      expect((await access(id, "wrong")).status).toBe(403);
      expect((await access(id, other.manageToken)).status).toBe(403);
      expect((await access("999", manageToken)).status).toBe(404);
      expect((await access("abc", manageToken)).status).toBe(404);
    });
  });
});

describe.each(databases)("the homeowner's name on $name", (target) => {
  useDatabase(target);

  it("is the whole name in the owner's answers, first name and initial in everyone else's", async () => {
    const posted = await projectsRoute.POST(
      request("/api/projects", {
        method: "POST",
        body: { ...validProject, homeowner: "  Ana María  de la Cruz " },
      }),
      undefined,
    );
    const { project, manageToken } = (await posted.json()) as {
      project: { id: number; homeowner: string };
      manageToken: string;
    };
    expect(project.homeowner).toBe("Ana María  de la Cruz");
    await publishByEmail(await getDb(), project.id);
    const id = String(project.id);
    const one = await projectRoute.GET(request(`/api/projects/${id}`), params({ id }));
    expect(((await one.json()) as { homeowner: string }).homeowner).toBe("Ana C.");
    const list = await projectsRoute.GET(request("/api/projects"), undefined);
    const listed = ((await list.json()) as { id: number; homeowner: string }[]).find(
      (item) => item.id === project.id,
    );
    expect(listed?.homeowner).toBe("Ana C.");
    const updated = await projectRoute.PUT(
      request(`/api/projects/${id}`, {
        method: "PUT",
        token: manageToken,
        body: { timeline: "Soon" },
      }),
      params({ id }),
    );
    expect(((await updated.json()) as { homeowner: string }).homeowner).toBe(
      "Ana María  de la Cruz",
    );
    expect((await access(id, manageToken)).body.homeowner).toBe("Ana María  de la Cruz");
  });
});

describe("GET /api/operator", () => {
  const check = async (token?: string) =>
    (await operatorRoute.GET(request("/api/operator", { token }), undefined)).status;

  it("answers 200 for the operator token only", async () => {
    expect(await check(ADMIN_TOKEN)).toBe(200);
    expect(await check("anything-at-all-0123456789")).toBe(403);
    expect(await check()).toBe(401);
  });
});
