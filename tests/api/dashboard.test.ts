import { describe, expect, it } from "vitest";

import * as dashboardRoute from "@/app/api/dashboard/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import * as projectsRoute from "@/app/api/projects/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import { projectRequests } from "@/content/projects";
import { sumBidRanges } from "@/lib/data/stats";
import { BID_AMOUNT_OPTIONS } from "@/lib/validation/options";
import { databases, params, request, useDatabase, validProject, validProposal } from "./helpers";

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
  useDatabase(target);

  const stats = async () => (await dashboardRoute.GET(request("/api/dashboard"), undefined)).json();

  it("counts real data, not constants", async () => {
    expect(await stats()).toEqual({
      availableProjects: projectRequests.length,
      activeBids: 0,
      completedProjects: 0,
      totalEarnings: { low: 0, high: 0, openEnded: false },
    });
    const posted = await (
      await projectsRoute.POST(
        request("/api/projects", { method: "POST", body: validProject }),
        undefined,
      )
    ).json();
    await projectsRoute.POST(
      request("/api/projects", { method: "POST", body: validProject }),
      undefined,
    );
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
    await proposalsRoute.POST(
      request("/api/proposals", { method: "POST", body: validProposal(2001) }),
      undefined,
    );
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
    expect(await stats()).toEqual({
      availableProjects: projectRequests.length + 2,
      activeBids: 2,
      completedProjects: 1,
      totalEarnings: { low: 10000, high: 15000, openEnded: false },
    });
  });
});
