import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as projectRoute from "@/app/api/projects/[id]/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as proposalsForProject from "@/app/api/proposals/project/[rowId]/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import { getDb } from "@/lib/db/client";
import {
  ADMIN_TOKEN,
  databases,
  params,
  postListedProject,
  request,
  useDatabase,
  validProposal,
} from "./helpers";

/** A project posted and published by its homeowner's e-mailed link: listed, taking proposals. */
const postProject = async (body: Record<string, unknown> = {}) =>
  postListedProject(await getDb(), body);

async function propose(body: unknown) {
  const response = await proposalsRoute.POST(
    request("/api/proposals", { method: "POST", body }),
    undefined,
  );
  return { response, body: await response.json() };
}

const listFor = (rowId: string, token?: string) =>
  proposalsForProject.GET(request(`/api/proposals/project/${rowId}`, { token }), params({ rowId }));

const setStatus = (proposalId: string, status: unknown, token?: string) =>
  statusRoute.PATCH(
    request(`/api/proposals/${proposalId}/status`, { method: "PATCH", body: { status }, token }),
    params({ proposalId }),
  );

/** A proposal on a project this test posts (the example requests take none). */
async function onOpenProject() {
  await postProject();
  return validProposal(3001);
}

describe.each(databases)("proposals API on $name", (target) => {
  const state = useDatabase(target);
  const storedProposals = async () => {
    const result = (await state.handle!.db.execute(
      sql`select count(*)::int as n from proposals`,
    )) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]!.n);
  };

  describe("POST /api/proposals", () => {
    it("stores a proposal on a posted project, counts it, and hides contact details", async () => {
      await postProject();
      const { response, body } = await propose(validProposal(3001));
      expect(response.status).toBe(201);
      expect(body).toMatchObject({ id: 1, projectId: 3001, status: "pending" });
      expect(body.submittedDate).toEqual(expect.any(String));
      expect(JSON.stringify(body)).not.toContain("northside.example");
      expect(JSON.stringify(body)).not.toContain("416-555-0142");
      await propose(validProposal(3001));
      const project = await (
        await projectRoute.GET(request("/api/projects/1"), params({ id: "1" }))
      ).json();
      expect(project.proposalCount).toBe(2);
      const list = await (await projectsRoute.GET(request("/api/projects"), undefined)).json();
      expect(JSON.stringify(list)).not.toContain("northside.example");
    });

    it.each([2001, 2002])(
      "refuses a proposal on example request %i, storing nothing",
      async (id) => {
        const { response, body } = await propose(validProposal(id));
        expect(response.status).toBe(400);
        const message =
          "This is an example request, not a homeowner's project: it takes no proposals. Send yours on a project listed at /contractor-dashboard";
        expect(body.error).toBe(message);
        expect(body.issues).toEqual([{ path: "projectId", message }]);
        expect(await storedProposals()).toBe(0);
      },
    );

    it("refuses completed samples, closed projects and unknown ids", async () => {
      expect((await propose(validProposal(1001))).response.status).toBe(400);
      expect((await propose(validProposal(2999))).response.status).toBe(404);
      expect((await propose(validProposal(3001))).response.status).toBe(404);
      expect((await propose(validProposal(5))).response.status).toBe(404);
      const { manageToken } = await postProject();
      await projectRoute.PUT(
        request("/api/projects/1", {
          method: "PUT",
          body: { status: "completed" },
          token: manageToken,
        }),
        params({ id: "1" }),
      );
      const closed = await propose(validProposal(3001));
      expect(closed.response.status).toBe(400);
      expect(closed.body.error).toBe("This project is not open for proposals");
      const project = await (
        await projectRoute.GET(request("/api/projects/1"), params({ id: "1" }))
      ).json();
      expect(project.proposalCount).toBe(0);
    });

    it("takes proposals in the bidding statuses only: open, awaiting estimation, estimated, pending", async () => {
      const { manageToken } = await postProject();
      const setProjectStatus = (status: string) =>
        projectRoute.PUT(
          request("/api/projects/1", { method: "PUT", body: { status }, token: manageToken }),
          params({ id: "1" }),
        );
      for (const status of ["awaiting-estimation", "estimated", "pending", "open"]) {
        await setProjectStatus(status);
        expect((await propose(validProposal(3001))).response.status).toBe(201);
      }
      for (const status of ["in-progress", "cancelled", "completed"]) {
        await setProjectStatus(status);
        const refused = await propose(validProposal(3001));
        expect(refused.response.status).toBe(400);
        expect(refused.body.error).toBe("This project is not open for proposals");
      }
    });

    it("stops taking proposals once one is accepted, whatever the project's status", async () => {
      const { manageToken } = await postProject();
      await propose(validProposal(3001));
      expect((await setStatus("1", "accepted", manageToken)).status).toBe(200);
      const refused = await propose(validProposal(3001));
      expect(refused.response.status).toBe(400);
      expect(refused.body.error).toBe("This project is not open for proposals");
      // Declining the accepted proposal opens the project again.
      expect((await setStatus("1", "declined", manageToken)).status).toBe(200);
      expect((await propose(validProposal(3001))).response.status).toBe(201);
    });

    it.each([
      ["contractorName", "", "Contractor name is required"],
      [
        "contractorName",
        "Northside, call 416-555-0142",
        "Give a name only, without a link, e-mail address or telephone number",
      ],
      [
        "contractorName",
        "bids@northside.example",
        "Give a name only, without a link, e-mail address or telephone number",
      ],
      [
        "contractorName",
        "northside-reno.com",
        "Give a name only, without a link, e-mail address or telephone number",
      ],
      ["contractorEmail", "not-an-email", "Valid email is required"],
      ["bidAmount", "", "Bid amount is required"],
      ["timeline", "", "Timeline is required"],
      ["approach", "too short", "Please provide a detailed approach (minimum 10 characters)"],
      ["experience", "short", "Please describe your relevant experience (minimum 10 characters)"],
    ])("answers %s = %j with the form's own message", async (field, value, message) => {
      const { response, body } = await propose({ ...(await onOpenProject()), [field]: value });
      expect(response.status).toBe(400);
      expect(body.issues).toContainEqual({ path: field, message });
    });

    it.each(["Under $1,000", "$1,000 - $2,500", "$2,500 - $5,000", "$5,000 - $10,000"])(
      "accepts a bid of %s, small jobs included",
      async (bidAmount) => {
        const { response, body } = await propose({ ...(await onOpenProject()), bidAmount });
        expect(response.status).toBe(201);
        expect(body.bidAmount).toBe(bidAmount);
      },
    );

    it("refuses a bid amount that is not an option", async () => {
      const { response, body } = await propose({
        ...(await onOpenProject()),
        bidAmount: "$1 - $2",
      });
      expect(response.status).toBe(400);
      expect(body.issues).toContainEqual({
        path: "bidAmount",
        message: "Choose a bid amount from the list",
      });
    });

    it("accepts a proposal without the optional fields", async () => {
      const { contractorPhone: _phone, ...required } = await onOpenProject();
      expect((await propose(required)).response.status).toBe(201);
    });
  });

  describe("GET /api/proposals/project/{id}", () => {
    it("shows the owner and operator the proposals with contact details; others are refused", async () => {
      const { manageToken } = await postProject();
      await propose(validProposal(3001));
      expect((await listFor("1")).status).toBe(401);
      expect((await listFor("1", "wrong-token")).status).toBe(403);
      expect((await listFor("2", manageToken)).status).toBe(404);
      for (const token of [manageToken, ADMIN_TOKEN]) {
        const response = await listFor("1", token);
        expect(response.status).toBe(200);
        const proposals = await response.json();
        expect(proposals).toHaveLength(1);
        expect(proposals[0]).toMatchObject({
          contractorEmail: "bids@northside.example",
          contractorPhone: "416-555-0142",
          status: "pending",
        });
      }
    });
  });

  describe("PATCH /api/proposals/{id}/status", () => {
    it("lets the owner accept and decline; others get 401 or 403", async () => {
      const { manageToken } = await postProject();
      const other = await postProject({ homeownerEmail: "sam@home.example" });
      await propose(validProposal(3001));
      await propose(validProposal(3001));
      expect((await setStatus("1", "accepted")).status).toBe(401);
      expect((await setStatus("1", "accepted", other.manageToken)).status).toBe(403);
      const accepted = await setStatus("1", "accepted", manageToken);
      expect(accepted.status).toBe(200);
      expect(await accepted.json()).toMatchObject({ id: 1, status: "accepted" });
      // Accepting one proposal leaves the others as they were.
      const proposals = await (await listFor("1", manageToken)).json();
      expect(proposals.find((p: { id: number }) => p.id === 2).status).toBe("pending");
      const declined = await setStatus("2", "declined", ADMIN_TOKEN);
      expect(await declined.json()).toMatchObject({ id: 2, status: "declined" });
    });

    it("rejects other statuses and unknown proposals", async () => {
      const { manageToken } = await postProject();
      await propose(validProposal(3001));
      expect((await setStatus("1", "pending", manageToken)).status).toBe(400);
      expect((await setStatus("1", 7, manageToken)).status).toBe(400);
      expect((await setStatus("9", "accepted", manageToken)).status).toBe(404);
      expect((await setStatus("x", "accepted", manageToken)).status).toBe(404);
    });

    it("leaves proposals stored on example requests before they closed to the operator", async () => {
      await state.handle!.db.execute(sql`
        insert into proposals (sample_project_id, contractor_name, contractor_email, bid_amount,
          timeline, approach, experience, status)
        values (2001, 'S', 's@example.com', 'Under $1,000', '1 week', 'a', 'e', 'pending')`);
      expect((await setStatus("1", "accepted")).status).toBe(401);
      expect((await setStatus("1", "accepted", "someone")).status).toBe(403);
      expect((await setStatus("1", "accepted", ADMIN_TOKEN)).status).toBe(200);
    });
  });
});
