import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as dashboardRoute from "@/app/api/dashboard/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import { projectRequests } from "@/content/projects";
import { sumBidRanges } from "@/lib/dashboard/stats";
import { takesProposals } from "@/lib/projects/project";
import { BID_AMOUNT_OPTIONS } from "@/lib/validation/options";
import {
  databases,
  params,
  postListedProject,
  request,
  useDatabase,
  validProject,
  validProposal,
} from "./helpers";

describe("sumBidRanges", () => {
  it("adds lows and highs, and marks an open-ended bid", () => {
    expect(sumBidRanges([])).toEqual({ low: 0, high: 0, openEnded: false });
    expect(sumBidRanges(["$10,000 - $15,000", "$5,000 - $10,000"])).toEqual({
      low: 15000,
      high: 25000,
      openEnded: false,
    });
    expect(sumBidRanges(["$100,000+"])).toEqual({ low: 100000, high: 100000, openEnded: true });
  });

  it("reads the small-job ranges: Under $1,000 is 0 to 1,000", () => {
    expect(sumBidRanges(["Under $1,000"])).toEqual({ low: 0, high: 1000, openEnded: false });
    expect(sumBidRanges(["Under $1,000", "$1,000 - $2,500", "$2,500 - $5,000"])).toEqual({
      low: 3500,
      high: 8500,
      openEnded: false,
    });
    expect(sumBidRanges(["Under $1,000", "$100,000+"])).toEqual({
      low: 100000,
      high: 101000,
      openEnded: true,
    });
  });

  it("reads every bid amount option as a range with its low at most its high", () => {
    for (const option of BID_AMOUNT_OPTIONS) {
      const { low, high } = sumBidRanges([option]);
      expect(high, option).toBeGreaterThan(0);
      expect(low, option).toBeLessThanOrEqual(high);
    }
  });
});

describe.each(databases)("GET /api/dashboard on $name", (target) => {
  const state = useDatabase(target);

  const stats = async () => (await dashboardRoute.GET(request("/api/dashboard"), undefined)).json();

  it("counts real data, not constants", async () => {
    // The example requests take no proposals (docs/decisions/0012-proposals-and-the-hire.md): none is available.
    expect(await stats()).toEqual({
      availableProjects: 0,
      activeBids: 0,
      completedProjects: 0,
      totalEarnings: { low: 0, high: 0, openEnded: false },
      agreements: { confirmed: 0, totalCents: 0 },
      sampleRequests: projectRequests.map((r) => ({
        displayId: 2000 + r.id,
        proposalCount: 0,
        proposalAccepted: false,
      })),
    });
    // Two projects posted and published by their homeowners' e-mailed links, and one whose
    // homeowner never opened it: not public, counted nowhere.
    const db = state.handle!.db;
    const posted = await postListedProject(db, { homeownerEmail: "owner1@home.example" });
    await postListedProject(db, { homeownerEmail: "owner2@home.example" });
    const unconfirmed = await projectsRoute.POST(
      request("/api/projects", {
        method: "POST",
        body: { ...validProject, homeownerEmail: "owner3@home.example" },
      }),
      undefined,
    );
    expect(unconfirmed.status).toBe(201);
    expect(await stats()).toMatchObject({ availableProjects: 2 });
    await proposalsRoute.POST(
      request("/api/proposals", { method: "POST", body: validProposal(3001) }),
      undefined,
    );
    await proposalsRoute.POST(
      request("/api/proposals", {
        method: "POST",
        body: { ...validProposal(3001), bidAmount: "$10,000 - $15,000" },
      }),
      undefined,
    );
    const example = await proposalsRoute.POST(
      request("/api/proposals", { method: "POST", body: validProposal(2001) }),
      undefined,
    );
    expect(example.status).toBe(400);
    await statusRoute.PATCH(
      request("/api/proposals/2/status", {
        method: "PATCH",
        body: { status: "accepted" },
        token: posted.manageToken,
      }),
      params({ proposalId: "2" }),
    );
    await projectRoute.PUT(
      request("/api/projects/2", {
        method: "PUT",
        body: { status: "completed" },
        token: process.env.ADMIN_TOKEN,
      }),
      params({ id: "2" }),
    );
    // Not listed, 3003 counts as neither open nor completed, whatever its status.
    await projectRoute.PUT(
      request("/api/projects/3", {
        method: "PUT",
        body: { status: "completed" },
        token: process.env.ADMIN_TOKEN,
      }),
      params({ id: "3" }),
    );
    // 3001 has an accepted proposal and 3002 is completed: neither is open for bids.
    expect(await stats()).toMatchObject({
      availableProjects: 0,
      activeBids: 1,
      completedProjects: 1,
      totalEarnings: { low: 10000, high: 15000, openEnded: false },
      agreements: { confirmed: 0, totalCents: 0 },
    });
  });

  it("counts what the project cards show: open for bids, proposals awaiting an answer", async () => {
    let homeowners = 0;
    const post = () =>
      postListedProject(state.handle!.db, {
        homeownerEmail: `owner${++homeowners}@home.example`,
      });
    const send = async (projectId: number) =>
      (
        await proposalsRoute.POST(
          request("/api/proposals", { method: "POST", body: validProposal(projectId) }),
          undefined,
        )
      ).json();
    const decide = (id: number, status: string, token = process.env.ADMIN_TOKEN) =>
      statusRoute.PATCH(
        request(`/api/proposals/${id}/status`, { method: "PATCH", body: { status }, token }),
        params({ proposalId: String(id) }),
      );
    const first = await post();
    await post();
    await post();
    await projectRoute.PUT(
      request("/api/projects/3", {
        method: "PUT",
        body: { status: "in-progress" },
        token: process.env.ADMIN_TOKEN,
      }),
      params({ id: "3" }),
    );
    const a = await send(3001);
    await send(3001);
    const c = await send(3002);
    // Proposals on an example request stored before it stopped taking any: the operator hired one.
    await state.handle!.db.execute(sql`
      INSERT INTO proposals (sample_project_id, contractor_name, contractor_email, bid_amount,
        timeline, approach, experience, status)
      VALUES (2001, 'S', 's@example.com', 'Under $1,000', '1 week', 'a', 'e', 'accepted'),
        (2001, 'T', 't@example.com', 'Under $1,000', '1 week', 'a', 'e', 'pending')`);
    await decide(a.id, "accepted", first.manageToken);
    await decide(c.id, "declined");

    const figures = await stats();
    const listed = await projectsRoute.GET(request("/api/projects"), undefined);
    const posted = (await listed.json()) as {
      displayId: number;
      status: string;
      proposalCount: number;
      proposalAccepted: boolean;
    }[];
    // The cards: 3001 accepted (closed), 3002 open with a declined proposal, 3003 in progress.
    expect(posted.map((p) => [p.displayId, p.proposalCount, p.proposalAccepted])).toEqual([
      [3003, 0, false],
      [3002, 1, false],
      [3001, 2, true],
    ]);
    const sample = figures.sampleRequests.find((s: { displayId: number }) => s.displayId === 2001);
    expect(sample).toEqual({ displayId: 2001, proposalCount: 2, proposalAccepted: true });
    const openPosted = posted.filter((p) => takesProposals(p)).length;
    expect(openPosted).toBe(1);
    // Only posted projects: the example requests take no proposals.
    expect(figures.availableProjects).toBe(openPosted);
    // Pending: the second on 3001 and the second on 2001.
    expect(figures.activeBids).toBe(2);
  });
});
