import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as trackRoute from "@/app/api/proposals/[proposalId]/track/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import * as withdrawRoute from "@/app/api/proposals/[proposalId]/withdraw/route";
import { contractorWork } from "@/lib/accounts/work";
import { getDb } from "@/lib/db/client";
import { outbox } from "@/lib/db/schema";
import {
  databases,
  params,
  postListedProject,
  request,
  useDatabase,
  validProposal,
} from "./helpers";

// Every bidder hears how it ended: when the homeowner accepts one proposal, the other pending
// bidders are told once that someone else was hired (by e-mail and on their tracking page), with
// nothing of the chosen proposal; when the acceptance is taken back, they are told it is open again.

async function propose(contractor: string) {
  const response = await proposalsRoute.POST(
    request("/api/proposals", {
      method: "POST",
      body: {
        ...validProposal(3001),
        contractorName: `${contractor} Renovations`,
        contractorEmail: `bids@${contractor.toLowerCase()}.example`,
        bidAmount: contractor === "Chosen" ? "$40,000 - $50,000" : "$30,000 - $40,000",
      },
    }),
    undefined,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; trackingToken: string };
}

const setStatus = (proposalId: number, status: string, token: string) =>
  statusRoute.PATCH(
    request(`/api/proposals/${proposalId}/status`, { method: "PATCH", body: { status }, token }),
    params({ proposalId: String(proposalId) }),
  );

const track = async (proposal: { id: number; trackingToken: string }) => {
  const response = await trackRoute.GET(
    request(`/api/proposals/${proposal.id}/track`, { token: proposal.trackingToken }),
    params({ proposalId: String(proposal.id) }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as {
    proposal: { status: string };
    project: { proposalAccepted: boolean };
    homeowner: unknown;
  };
};

describe.each(databases)("bidders told the outcome on $name", (target) => {
  const state = useDatabase(target);
  const told = async (recipient?: string) =>
    (
      await state
        .handle!.db.select()
        .from(outbox)
        .where(
          recipient
            ? and(eq(outbox.template, "hired-elsewhere"), eq(outbox.recipient, recipient))
            : eq(outbox.template, "hired-elsewhere"),
        )
        .orderBy(outbox.id)
    ).map((row) => ({ recipient: row.recipient, payload: row.payload as Record<string, unknown> }));

  it("tells each other pending bidder once that another was hired, and again when it is taken back", async () => {
    const { manageToken } = await postListedProject(await getDb());
    const chosen = await propose("Chosen");
    const other = await propose("Other");
    const third = await propose("Third");
    const gone = await propose("Gone");
    // A bidder who withdrew is not told anything.
    const withdrawn = await withdrawRoute.POST(
      request(`/api/proposals/${gone.id}/withdraw`, {
        method: "POST",
        token: gone.trackingToken,
      }),
      params({ proposalId: String(gone.id) }),
    );
    expect(withdrawn.status).toBe(200);
    expect(await told()).toEqual([]);

    expect((await setStatus(chosen.id, "accepted", manageToken)).status).toBe(200);
    const hired = await told();
    expect(hired.map((mail) => mail.recipient)).toEqual([
      "bids@other.example",
      "bids@third.example",
    ]);
    for (const mail of hired) {
      expect(mail.payload).toMatchObject({ outcome: "hired", project: 3001 });
      // Nothing of the chosen contractor: not their name, address or price.
      const text = JSON.stringify(mail.payload);
      expect(text).not.toContain("Chosen");
      expect(text).not.toContain("chosen.example");
      expect(text).not.toContain("$40,000");
    }
    // Their tracking page says so; their proposal is still theirs to withdraw, not declined.
    const otherView = await track(other);
    expect(otherView.proposal.status).toBe("pending");
    expect(otherView.project.proposalAccepted).toBe(true);
    expect(otherView.homeowner).toBeNull();
    // The chosen one's page is its acceptance, not "another was hired".
    expect((await track(chosen)).proposal.status).toBe("accepted");
    // A signed-in bidder's /pro lists it so too.
    const statusOnPro = async (email: string) =>
      (await contractorWork({ userId: "no-account", email })).proposals.map((p) => p.status);
    expect(await statusOnPro("bids@other.example")).toEqual(["hiredElsewhere"]);
    expect(await statusOnPro("bids@chosen.example")).toEqual(["accepted"]);
    expect(await statusOnPro("bids@gone.example")).toEqual(["withdrawn"]);

    // Accepting the same proposal again changes nothing and tells nobody twice.
    expect((await setStatus(chosen.id, "accepted", manageToken)).status).toBe(200);
    expect(await told()).toHaveLength(2);

    // The homeowner takes the acceptance back: the others may be accepted again, and are told.
    expect((await setStatus(chosen.id, "declined", manageToken)).status).toBe(200);
    const all = await told();
    expect(all.slice(2).map((mail) => [mail.recipient, mail.payload.outcome])).toEqual([
      ["bids@other.example", "reopened"],
      ["bids@third.example", "reopened"],
    ]);
    expect((await track(other)).project.proposalAccepted).toBe(false);
    expect(await statusOnPro("bids@other.example")).toEqual(["pending"]);
    expect((await setStatus(other.id, "accepted", manageToken)).status).toBe(200);
    // Now Third hears once more, and Chosen (declined) hears nothing: its own decline said so.
    const last = (await told()).slice(4);
    expect(last.map((mail) => [mail.recipient, mail.payload.outcome])).toEqual([
      ["bids@third.example", "hired"],
    ]);
    expect(await told("bids@chosen.example")).toEqual([]);
    expect((await track(third)).project.proposalAccepted).toBe(true);
  });

  it("tells an address that sent two proposals once", async () => {
    const { manageToken } = await postListedProject(await getDb());
    const chosen = await propose("Chosen");
    await propose("Other");
    await propose("Other");
    expect((await setStatus(chosen.id, "accepted", manageToken)).status).toBe(200);
    expect((await told()).map((mail) => mail.recipient)).toEqual(["bids@other.example"]);
  });

  it("tells nobody when a pending proposal is declined, or when the project is closed before the acceptance is taken back", async () => {
    const { project, manageToken } = await postListedProject(await getDb());
    const first = await propose("Chosen");
    await propose("Other");
    expect((await setStatus(first.id, "declined", manageToken)).status).toBe(200);
    expect(await told()).toEqual([]);
    expect((await setStatus(first.id, "accepted", manageToken)).status).toBe(200);
    expect(await told()).toHaveLength(1);
    // The homeowner marks the project completed, then takes the acceptance back: it takes no
    // proposals, so nobody is told it reopened.
    const { PUT } = await import("@/app/api/projects/[id]/route");
    const closed = await PUT(
      request(`/api/projects/${project.id}`, {
        method: "PUT",
        body: { status: "completed" },
        token: manageToken,
      }),
      params({ id: String(project.id) }),
    );
    expect(closed.status).toBe(200);
    expect((await setStatus(first.id, "declined", manageToken)).status).toBe(200);
    expect(await told()).toHaveLength(1);
  });
});
