import { describe, expect, it } from "vitest";

import * as accessRoute from "@/app/api/projects/[id]/access/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as operatorRoute from "@/app/api/operator/route";
import { ADMIN_TOKEN, databases, params, request, useDatabase, validProject } from "./helpers";

async function postProject() {
  const response = await projectsRoute.POST(
    request("/api/projects", { method: "POST", body: validProject }),
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
      const other = await postProject();
      const id = String(project.id);
      expect(await access(id, manageToken)).toEqual({ status: 200, body: { access: "owner" } });
      expect(await access(id, ADMIN_TOKEN)).toEqual({ status: 200, body: { access: "operator" } });
      expect((await access(id)).status).toBe(401);
      expect((await access(id, "wrong")).status).toBe(403);
      expect((await access(id, other.manageToken)).status).toBe(403);
      expect((await access("999", manageToken)).status).toBe(404);
      expect((await access("abc", manageToken)).status).toBe(404);
    });
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
