import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as answerRoute from "@/app/api/projects/[id]/answer/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import * as renewRoute from "@/app/api/proposals/[proposalId]/renew/route";
import * as statusRoute from "@/app/api/proposals/[proposalId]/status/route";
import * as trackRoute from "@/app/api/proposals/[proposalId]/track/route";
import { getDb } from "@/lib/db/client";
import { outbox, projects, proposals } from "@/lib/db/schema";
import { runSweeps } from "@/lib/sweeps";
import {
  databases,
  fragmentToken,
  params,
  postListedProject,
  request,
  useDatabase,
  validProposal,
} from "./helpers";

// What follows a proposal and a project over time (docs/decisions/0013-proposal-validity-and-follow-up.md): a proposal
// stands for the days its contractor chose, is reminded 3 days before it lapses and renewed in one
// call; the owner can pause new proposals, is asked where the project stands 3, 7 and 14 days
// after its first proposal, and three of the answers close it; 30 quiet days close it too. Every
// closing tells each pending bidder once. The sweeps run at a chosen moment: no waiting.

const DAY = 86_400_000;
const later = (days: number) => new Date(Date.now() + days * DAY);

async function propose(contractor: string, extra: Record<string, unknown> = {}) {
  const response = await proposalsRoute.POST(
    request("/api/proposals", {
      method: "POST",
      body: {
        ...validProposal(3001),
        contractorName: `${contractor} Renovations`,
        contractorEmail: `bids@${contractor.toLowerCase()}.example`,
        ...extra,
      },
    }),
    undefined,
  );
  return response;
}

async function proposed(contractor: string, extra: Record<string, unknown> = {}) {
  const response = await propose(contractor, extra);
  expect(response.status).toBe(201);
  return (await response.json()) as {
    id: number;
    trackingToken: string;
    validUntil: string;
    validDays: number;
    lapsed: boolean;
  };
}

const accept = (proposalId: number, token: string) =>
  statusRoute.PATCH(
    request(`/api/proposals/${proposalId}/status`, {
      method: "PATCH",
      body: { status: "accepted" },
      token,
    }),
    params({ proposalId: String(proposalId) }),
  );

const renew = (proposalId: number, token?: string) =>
  renewRoute.POST(
    request(`/api/proposals/${proposalId}/renew`, { method: "POST", token }),
    params({ proposalId: String(proposalId) }),
  );

const answer = (rowId: number, body: unknown, token?: string) =>
  answerRoute.POST(
    request(`/api/projects/${rowId}/answer`, { method: "POST", body, token }),
    params({ id: String(rowId) }),
  );

const updateProject = (rowId: number, body: unknown, token: string) =>
  projectRoute.PUT(
    request(`/api/projects/${rowId}`, { method: "PUT", body, token }),
    params({ id: String(rowId) }),
  );

describe.each(databases)("follow-ups on $name", (target) => {
  const state = useDatabase(target);
  const mails = async (template: string, recipient?: string) =>
    (
      await state
        .handle!.db.select()
        .from(outbox)
        .where(
          recipient
            ? and(eq(outbox.template, template), eq(outbox.recipient, recipient))
            : eq(outbox.template, template),
        )
        .orderBy(outbox.id)
    ).map((row) => ({ recipient: row.recipient, payload: row.payload as Record<string, unknown> }));

  it("a proposal stands 30 days unless its contractor chose 7 to 90; a wrong choice is a 400", async () => {
    await postListedProject(await getDb());
    const standard = await proposed("Standard");
    expect(standard.validDays).toBe(30);
    expect(Date.parse(standard.validUntil) - Date.now()).toBeGreaterThan(29.9 * DAY);
    expect(Date.parse(standard.validUntil) - Date.now()).toBeLessThanOrEqual(30 * DAY);
    const short = await proposed("Short", { validDays: 7 });
    expect(Date.parse(short.validUntil) - Date.now()).toBeLessThanOrEqual(7 * DAY);
    expect(short.lapsed).toBe(false);
    for (const validDays of [6, 91, 7.5, "30", null, -1]) {
      const response = await propose("Wrong", { validDays });
      expect(response.status, JSON.stringify(validDays)).toBe(400);
      const body = await response.json();
      expect(JSON.stringify(body)).toContain("7 to 90 days");
    }
    const stored = await state.handle!.db.select().from(proposals);
    expect(stored).toHaveLength(2);
  });

  it("a lapsed proposal cannot be accepted until renewed; the reminder comes once, 3 days before", async () => {
    const { project, manageToken } = await postListedProject(await getDb());
    const bid = await proposed("Lapsing", { validDays: 7 });
    const email = "bids@lapsing.example";

    // 5 days on: not yet within 3 days of the lapse, nothing sent.
    await runSweeps(later(3.9));
    expect(await mails("proposal-lapsing")).toHaveLength(0);
    // 5 days on: reminded, with a link that renews from the tracking page; once only.
    await runSweeps(later(5));
    await runSweeps(later(5.5));
    const reminders = await mails("proposal-lapsing", email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.payload).toMatchObject({ days: 7, project: project.displayId });
    const renewUrl = (reminders[0]!.payload.private as { renewUrl: string }).renewUrl;
    expect(renewUrl).toMatch(new RegExp(`/proposal/${bid.id}#track=s\\.[^&]+&renew$`));

    // It lapses: the owner's acceptance is refused, the proposal shows as lapsed.
    await state
      .handle!.db.update(proposals)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(proposals.id, bid.id));
    const refused = await accept(bid.id, manageToken);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toContain("has lapsed");
    const tracked = await trackRoute.GET(
      request(`/api/proposals/${bid.id}/track`, { token: bid.trackingToken }),
      params({ proposalId: String(bid.id) }),
    );
    expect((await tracked.json()).proposal.lapsed).toBe(true);

    // The reminder's signed token renews it for its 7 days from now; then it can be accepted.
    expect((await renew(bid.id)).status).toBe(401);
    expect((await renew(bid.id, "s.1.wrong")).status).toBe(403);
    const token = decodeURIComponent(fragmentToken(renewUrl.replace(/&renew$/, ""), "track"));
    const renewed = await renew(bid.id, token);
    expect(renewed.status).toBe(200);
    const view = (await renewed.json()).proposal;
    expect(view.lapsed).toBe(false);
    expect(Date.parse(view.validUntil) - Date.now()).toBeGreaterThan(6.9 * DAY);
    // A renewal makes room for the next reminder.
    const [row] = await state.handle!.db.select().from(proposals).where(eq(proposals.id, bid.id));
    expect(row!.lapseRemindedAt).toBeNull();
    expect((await accept(bid.id, manageToken)).status).toBe(200);
    // Accepted: no longer pending, so neither renewed nor reminded.
    const again = await renew(bid.id, bid.trackingToken);
    expect(again.status).toBe(400);
    await runSweeps(later(5));
    expect(await mails("proposal-lapsing", email)).toHaveLength(1);
  });

  it("the owner pauses new proposals and takes them again; a stranger cannot", async () => {
    const { project, manageToken } = await postListedProject(await getDb());
    await proposed("Early");
    expect((await updateProject(project.id, { proposalsPaused: true }, "wrong")).status).toBe(403);
    expect((await updateProject(project.id, { proposalsPaused: "yes" }, manageToken)).status).toBe(
      400,
    );
    const paused = await updateProject(project.id, { proposalsPaused: true }, manageToken);
    expect(paused.status).toBe(200);
    expect((await paused.json()).proposalsPaused).toBe(true);
    const refused = await propose("Late");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("paused new proposals");
    // Nothing of the refused one is stored or counted.
    const [stored] = await state
      .handle!.db.select()
      .from(projects)
      .where(eq(projects.id, project.id));
    expect(stored!.proposalCount).toBe(1);
    const resumed = await updateProject(project.id, { proposalsPaused: false }, manageToken);
    expect((await resumed.json()).proposalsPaused).toBe(false);
    expect((await propose("Late")).status).toBe(201);
  });

  it("asks the owner 3, 7 and 14 days after the first proposal, once each, with four answers", async () => {
    const { project } = await postListedProject(await getDb());
    await proposed("First");
    await runSweeps(later(2.9));
    expect(await mails("project-reminder")).toHaveLength(0);
    await runSweeps(later(3));
    await runSweeps(later(3.1));
    expect(await mails("project-reminder")).toHaveLength(1);
    await runSweeps(later(7));
    await runSweeps(later(14));
    await runSweeps(later(20));
    const sent = await mails("project-reminder");
    expect(sent).toHaveLength(3);
    const answers = (sent[0]!.payload.private as { answers: Record<string, string> }).answers;
    expect(Object.keys(answers).sort()).toEqual([
      "deciding",
      "hired-elsewhere",
      "not-going-ahead",
      "postponed",
    ]);
    expect(answers.postponed).toMatch(
      new RegExp(`/project/${project.displayId}#manage=[^&]+&answer=postponed$`),
    );
  });

  it("a missed reminder is not sent late: a project found 10 days on gets one, the 7-day one", async () => {
    await postListedProject(await getDb());
    await proposed("First");
    await runSweeps(later(10));
    await runSweeps(later(10.5));
    expect(await mails("project-reminder")).toHaveLength(1);
    await runSweeps(later(14));
    expect(await mails("project-reminder")).toHaveLength(2);
  });

  it("a closing answer closes the project and tells each pending bidder once; deciding keeps it open", async () => {
    const { project, manageToken } = await postListedProject(await getDb());
    await proposed("One");
    await proposed("Two");
    const withdrawn = await proposed("Three");
    await state
      .handle!.db.update(proposals)
      .set({ status: "withdrawn" })
      .where(eq(proposals.id, withdrawn.id));

    expect((await answer(project.id, { answer: "postponed" })).status).toBe(401);
    expect((await answer(project.id, { answer: "postponed" }, "wrong")).status).toBe(403);
    for (const body of [{}, { answer: "later" }, { answer: 3 }, "postponed", null]) {
      expect((await answer(project.id, body, manageToken)).status, JSON.stringify(body)).toBe(400);
    }
    const deciding = await answer(project.id, { answer: "deciding" }, manageToken);
    expect(deciding.status).toBe(200);
    expect(await deciding.json()).toMatchObject({ status: "open", closedReason: null });
    expect(await mails("hired-elsewhere")).toHaveLength(0);

    const closed = await answer(project.id, { answer: "postponed" }, manageToken);
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ status: "cancelled", closedReason: "postponed" });
    // Answering again changes nothing and tells nobody again.
    await answer(project.id, { answer: "not-going-ahead" }, manageToken);
    const told = await mails("hired-elsewhere");
    expect(told.map((mail) => mail.recipient).sort()).toEqual([
      "bids@one.example",
      "bids@two.example",
    ]);
    // Each names its own bidder only: nothing of the other's name or price.
    for (const [mail, other] of [
      [told.find((mail) => mail.recipient === "bids@one.example")!, "Two Renovations"],
      [told.find((mail) => mail.recipient === "bids@two.example")!, "One Renovations"],
    ] as const) {
      expect(mail.payload).toMatchObject({ outcome: "closed", reason: "postponed" });
      expect(JSON.stringify(mail.payload)).not.toContain(other);
      expect(JSON.stringify(mail.payload)).not.toContain("$");
    }
    // Closed: no proposal, no reminder, no acceptance.
    expect((await propose("Late")).status).toBe(400);
    await runSweeps(later(20));
    expect(await mails("project-reminder")).toHaveLength(0);

    // Reopened from the status select: it takes proposals again, and is no longer "closed".
    const reopened = await updateProject(project.id, { status: "open" }, manageToken);
    expect(await reopened.json()).toMatchObject({ status: "open", closedReason: null });
    expect((await propose("Late")).status).toBe(201);
  });

  it("an answer cannot close a project that hired here", async () => {
    const { project, manageToken } = await postListedProject(await getDb());
    const bid = await proposed("Hired");
    expect((await accept(bid.id, manageToken)).status).toBe(200);
    const refused = await answer(project.id, { answer: "not-going-ahead" }, manageToken);
    expect(refused.status).toBe(409);
    const [stored] = await state
      .handle!.db.select()
      .from(projects)
      .where(eq(projects.id, project.id));
    expect(stored!.status).toBe("open");
  });

  it("30 days without activity close a project taking proposals, and tell its bidders", async () => {
    const { project } = await postListedProject(await getDb());
    await proposed("Waiting");
    await runSweeps(later(29));
    let [stored] = await state
      .handle!.db.select()
      .from(projects)
      .where(eq(projects.id, project.id));
    expect(stored!.status).toBe("open");
    await runSweeps(later(30.1));
    [stored] = await state.handle!.db.select().from(projects).where(eq(projects.id, project.id));
    expect(stored).toMatchObject({ status: "cancelled", closedReason: "quiet" });
    const told = await mails("hired-elsewhere", "bids@waiting.example");
    expect(told).toHaveLength(1);
    expect(told[0]!.payload).toMatchObject({ outcome: "closed", reason: "quiet" });
    await runSweeps(later(61));
    expect(await mails("hired-elsewhere")).toHaveLength(1);
  });

  it("activity keeps a project open: a proposal 20 days on moves its 30 days", async () => {
    const { project } = await postListedProject(await getDb());
    await proposed("Early");
    await state
      .handle!.db.update(projects)
      .set({ activeAt: later(-20) })
      .where(eq(projects.id, project.id));
    await proposed("Later");
    await runSweeps(later(15));
    const [stored] = await state
      .handle!.db.select()
      .from(projects)
      .where(eq(projects.id, project.id));
    expect(stored!.status).toBe("open");
  });
});
