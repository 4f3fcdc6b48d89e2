import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import * as contentReportRoute from "@/app/api/admin/content-reports/[id]/route";
import * as contentReportsRoute from "@/app/api/admin/content-reports/route";
import * as notesRoute from "@/app/api/projects/[id]/notes/route";
import * as noteRoute from "@/app/api/projects/[id]/notes/[noteId]/route";
import * as noteReportRoute from "@/app/api/projects/[id]/notes/[noteId]/report/route";
import * as answerRoute from "@/app/api/projects/[id]/questions/[questionId]/answer/route";
import * as questionReportRoute from "@/app/api/projects/[id]/questions/[questionId]/report/route";
import * as questionsRoute from "@/app/api/projects/[id]/questions/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import * as proposalsRoute from "@/app/api/proposals/route";
import { configureRateLimit } from "@/lib/api/rate-limit";
import { contentReports, outbox, projectQuestions } from "@/lib/db/schema";
import { deliverDueMail } from "@/lib/mail/delivery";
import { smtpTransport } from "@/lib/mail/transport";
import { REPORT_RETENTION_DAYS } from "@/lib/moderation/rules";
import type { ContentReportEntry } from "@/lib/moderation/shapes";
import { sweepResolvedReports } from "@/lib/moderation/store";
import type { ProjectQuestions } from "@/lib/questions/shapes";
import { startSmtpServer, type TestSmtpServer } from "../smtp-server";
import {
  ADMIN_TOKEN,
  databases,
  params,
  postListedProject,
  request,
  signIn,
  useDatabase,
  validProposal,
} from "./helpers";

// Reports of what is said on a project (docs/decisions/0024-questions-notes-and-conversations.md): anyone reports,
// the operator's inbox holds one entry per item, the operator hides it or dismisses the report,
// and a hidden entry leaves every public read. A homeowner's note is e-mailed to the
// contractors at work on the project (docs/decisions/0024-questions-notes-and-conversations.md).

const ASKER = "ada@pros.example";
const BIDDER = "bids@northside.example";
const INBOX = process.env.CONTACT_INBOX ?? "hello@torontopros.example";

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
});

describe.each(databases)("reports and notes on $name", (target) => {
  const state = useDatabase(target);
  const db = () => state.handle!.db;
  const deliver = () => deliverDueMail(db(), smtpTransport(smtp.url));
  /** The quiet period of queued notices ends now. */
  const endQuietPeriod = () =>
    db()
      .update(outbox)
      .set({ sendAfter: sql`now() - interval '1 second'` })
      .where(eq(outbox.status, "pending"));

  const read = async (
    rowId: number,
    options: { cookie?: string; token?: string } = {},
  ): Promise<ProjectQuestions> => {
    const response = await questionsRoute.GET(
      request(`/api/projects/${rowId}/questions`, {
        token: options.token,
        headers: options.cookie ? { cookie: options.cookie } : {},
      }),
      params({ id: String(rowId) }),
    );
    expect(response.status).toBe(200);
    return response.json();
  };

  const reportQuestion = (rowId: number, questionId: number | string, body: unknown) =>
    questionReportRoute.POST(
      request(`/api/projects/${rowId}/questions/${questionId}/report`, { method: "POST", body }),
      params({ id: String(rowId), questionId: String(questionId) }),
    );
  const reportNote = (rowId: number, noteId: number, body: unknown) =>
    noteReportRoute.POST(
      request(`/api/projects/${rowId}/notes/${noteId}/report`, { method: "POST", body }),
      params({ id: String(rowId), noteId: String(noteId) }),
    );
  const queue = async (token = ADMIN_TOKEN) => {
    const response = await contentReportsRoute.GET(
      request("/api/admin/content-reports", { token }),
      undefined,
    );
    return {
      status: response.status,
      reports: response.ok
        ? ((await response.json()).reports as ContentReportEntry[])
        : ([] as ContentReportEntry[]),
    };
  };
  const resolve = (reportId: number | string, body: unknown, token: string | undefined) =>
    contentReportRoute.POST(
      request(`/api/admin/content-reports/${reportId}`, { method: "POST", body, token }),
      params({ id: String(reportId) }),
    );
  const addNote = (rowId: number, note: string, token: string) =>
    notesRoute.POST(
      request(`/api/projects/${rowId}/notes`, { method: "POST", body: { note }, token }),
      params({ id: String(rowId) }),
    );

  /** A listed project with one answered question of ADA's. */
  async function answeredQuestion() {
    const posted = await postListedProject(db());
    const ada = await signIn(db(), ASKER);
    const asked = await questionsRoute.POST(
      request(`/api/projects/${posted.project.id}/questions`, {
        method: "POST",
        body: { question: "Is there parking? Call 416-555-0142" },
        headers: { cookie: ada },
      }),
      params({ id: String(posted.project.id) }),
    );
    const { question } = await asked.json();
    const answered = await answerRoute.POST(
      request(`/api/projects/${posted.project.id}/questions/${question.id}/answer`, {
        method: "POST",
        body: { answer: "Yes, in the driveway, you idiot" },
        token: posted.manageToken,
      }),
      params({ id: String(posted.project.id), questionId: String(question.id) }),
    );
    expect(answered.status).toBe(200);
    return { ...posted, ada, questionId: question.id as number };
  }

  it("takes a visitor's report to the inbox, unmasked, e-mails the operator once, and the hidden question leaves every public read", async () => {
    const { project, manageToken, ada, questionId } = await answeredQuestion();
    expect((await read(project.id)).questions).toHaveLength(1);

    const first = await reportQuestion(project.id, questionId, {
      reason: "abusive",
      text: "The answer insults the contractor.",
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ reported: true });
    // A second and a third visitor's reports fold into the same entry.
    expect((await reportQuestion(project.id, questionId, { reason: "abusive" })).status).toBe(201);
    expect(
      (await reportQuestion(project.id, questionId, { reason: "contact-details", text: "x" }))
        .status,
    ).toBe(201);

    const { reports } = await queue();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      kind: "question",
      targetId: questionId,
      reasons: ["abusive", "contact-details"],
      text: "The answer insults the contractor.",
      reportCount: 3,
      project: { displayId: project.displayId },
      parts: [
        { part: "question", text: "Is there parking? Call 416-555-0142" },
        { part: "answer", text: "Yes, in the driveway, you idiot" },
      ],
    });

    // One message to the operator's inbox, whatever the number of reports.
    await deliver();
    const mails = smtp.to(INBOX).filter((mail) => mail.subject.startsWith("Reported question"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Yes, in the driveway, you idiot");
    expect(mails[0]!.text).toContain("The answer insults the contractor.");

    // Only the operator decides.
    expect((await queue("not-the-token")).status).toBe(403);
    expect((await resolve(reports[0]!.id, { action: "hide" }, undefined)).status).toBe(401);
    expect((await resolve(reports[0]!.id, { action: "hide" }, manageToken)).status).toBe(403);
    expect((await resolve(reports[0]!.id, { action: "delete" }, ADMIN_TOKEN)).status).toBe(400);
    const hidden = await resolve(reports[0]!.id, { action: "hide" }, ADMIN_TOKEN);
    expect(hidden.status).toBe(200);
    expect(await hidden.json()).toEqual({ id: reports[0]!.id, outcome: "hidden", action: "hide" });
    const again = await resolve(reports[0]!.id, { action: "dismiss" }, ADMIN_TOKEN);
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("report_resolved");
    expect((await queue()).reports).toEqual([]);

    // Recorded: by whom and when, on the entry and on the report.
    const [row] = await db()
      .select()
      .from(projectQuestions)
      .where(eq(projectQuestions.id, questionId));
    expect(row!.hiddenBy).toBe("operator");
    expect(row!.hiddenAt).toBeInstanceOf(Date);
    const [entry] = await db().select().from(contentReports);
    expect(entry).toMatchObject({ outcome: "hidden", resolvedBy: "operator" });

    // Gone from the public read; the homeowner and the asker see that the operator removed it.
    expect((await read(project.id)).questions).toEqual([]);
    const ben = await signIn(db(), "ben@pros.example");
    expect((await read(project.id, { cookie: ben })).questions).toEqual([]);
    const owner = await read(project.id, { token: manageToken });
    expect(owner.questions).toEqual([
      expect.objectContaining({ id: questionId, removed: true, question: "", answer: null }),
    ]);
    const asker = await read(project.id, { cookie: ada });
    expect(asker.questions).toEqual([
      expect.objectContaining({ id: questionId, removed: true, mine: true, question: "" }),
    ]);
    // A hidden question cannot be reported again, and is not put back by a stray update.
    expect((await reportQuestion(project.id, questionId, { reason: "spam" })).status).toBe(404);
    await expect(
      db().update(projectQuestions).set({ hiddenAt: null, hiddenBy: null }),
    ).rejects.toThrow();
  });

  it("reports only what the public page shows, with a reason from the list", async () => {
    const { project, manageToken, questionId } = await answeredQuestion();
    const other = await postListedProject(db(), { homeownerEmail: "sam@home.example" });
    // Through another project's path, or an unknown one: not found.
    expect((await reportQuestion(other.project.id, questionId, { reason: "spam" })).status).toBe(
      404,
    );
    expect((await reportQuestion(project.id, 999_999, { reason: "spam" })).status).toBe(404);
    expect((await reportQuestion(project.id, "x", { reason: "spam" })).status).toBe(404);
    // An unanswered question is not public yet.
    const ben = await signIn(db(), "ben@pros.example");
    const asked = await questionsRoute.POST(
      request(`/api/projects/${project.id}/questions`, {
        method: "POST",
        body: { question: "Is the panel 100 A?" },
        headers: { cookie: ben },
      }),
      params({ id: String(project.id) }),
    );
    const unanswered = (await asked.json()).question.id as number;
    expect((await reportQuestion(project.id, unanswered, { reason: "spam" })).status).toBe(404);

    const noReason = await reportQuestion(project.id, questionId, {});
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).issues[0].path).toBe("reason");
    expect((await reportQuestion(project.id, questionId, { reason: "ugly" })).status).toBe(400);
    expect(
      (await reportQuestion(project.id, questionId, { reason: "spam", text: "x".repeat(1001) }))
        .status,
    ).toBe(400);
    const bot = await reportQuestion(project.id, questionId, { reason: "spam", website: "x" });
    expect(bot.status).toBe(400);
    const notJson = await questionReportRoute.POST(
      request(`/api/projects/${project.id}/questions/${questionId}/report`, {
        method: "POST",
        raw: "{",
      }),
      params({ id: String(project.id), questionId: String(questionId) }),
    );
    expect(notJson.status).toBe(400);

    // A note: reported, dismissed (it stays), then a new report opens a new entry.
    const note = await (await addNote(project.id, "The side door is open", manageToken)).json();
    expect((await reportNote(project.id, note.id, { reason: "other" })).status).toBe(201);
    const [entry] = (await queue()).reports;
    expect(entry).toMatchObject({ kind: "note", parts: [{ part: "note" }] });
    expect((await resolve(entry!.id, { action: "dismiss" }, ADMIN_TOKEN)).status).toBe(200);
    expect((await read(project.id)).notes.map((shown) => shown.id)).toContain(note.id);
    expect((await reportNote(project.id, note.id, { reason: "spam" })).status).toBe(201);
    expect((await queue()).reports).toHaveLength(1);
    expect((await queue()).reports[0]!.id).not.toBe(entry!.id);
    // The homeowner removes it: its open report has nothing left to judge.
    const removed = await noteRoute.DELETE(
      request(`/api/projects/${project.id}/notes/${note.id}`, {
        method: "DELETE",
        token: manageToken,
      }),
      params({ id: String(project.id), noteId: String(note.id) }),
    );
    expect(removed.status).toBe(204);
    expect((await queue()).reports).toEqual([]);
  });

  it("limits reports per client, as every write", async () => {
    const { project, questionId } = await answeredQuestion();
    configureRateLimit(2, "memory");
    // Outside a server every request is the same client ("local").
    const send = () => reportQuestion(project.id, questionId, { reason: "spam" });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const over = await send();
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await queue()).reports[0]!.reportCount).toBe(2);
  });

  it("hides a reported note from the page, with 'removed' for its homeowner only", async () => {
    const { project, manageToken } = await postListedProject(db());
    const note = await (await addNote(project.id, "Call me on 647 555 0123", manageToken)).json();
    await reportNote(project.id, note.id, { reason: "contact-details" });
    const [entry] = (await queue()).reports;
    expect(entry!.parts).toEqual([{ part: "note", text: "Call me on 647 555 0123" }]);
    expect((await resolve(entry!.id, { action: "hide" }, ADMIN_TOKEN)).status).toBe(200);
    expect((await read(project.id)).notes).toEqual([]);
    expect((await read(project.id, { token: manageToken })).notes).toEqual([
      expect.objectContaining({ id: note.id, removed: true, note: "" }),
    ]);
    // The homeowner cannot delete the record of what the operator hid.
    const removed = await noteRoute.DELETE(
      request(`/api/projects/${project.id}/notes/${note.id}`, {
        method: "DELETE",
        token: manageToken,
      }),
      params({ id: String(project.id), noteId: String(note.id) }),
    );
    expect(removed.status).toBe(404);
  });

  it("e-mails a new note to the contractors with a live proposal or a question, once per quiet period", async () => {
    const { project, manageToken } = await answeredQuestion();
    const proposed = await proposalsRoute.POST(
      request("/api/proposals", {
        method: "POST",
        body: {
          ...validProposal(project.displayId),
          contractorName: "Northside",
          contractorEmail: BIDDER,
        },
      }),
      undefined,
    );
    expect(proposed.status).toBe(201);
    await deliver();
    smtp.received.length = 0;

    // Two notes at once: one message to each contractor, with both.
    expect((await addNote(project.id, "The side door is the way in.", manageToken)).status).toBe(
      201,
    );
    const second = await (await addNote(project.id, "Parking: 416-555-0199", manageToken)).json();
    // Nothing goes before the quiet period ends.
    await deliver();
    expect(smtp.to(BIDDER)).toEqual([]);
    await endQuietPeriod();
    await deliver();
    for (const address of [BIDDER, ASKER]) {
      const mails = smtp.to(address);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`New notes from the homeowner (project ${project.displayId})`);
      expect(mails[0]!.text).toContain("The side door is the way in.");
      expect(mails[0]!.text).toContain("Parking: [contact details are shared once you hire]");
      expect(mails[0]!.text).not.toContain("416-555-0199");
      // A notice they can stop.
      expect(mails[0]!.headers.get("list-unsubscribe")).toBeTruthy();
    }
    expect(smtp.to("homeowner@example.com")).toEqual([]);

    // A later note opens a new period; one removed before it goes is left out, and a message
    // left with no note is not sent.
    smtp.received.length = 0;
    await addNote(project.id, "Third note", manageToken);
    const third = (await db().select().from(projectQuestions)).find(
      (row) => row.body === "Third note",
    )!;
    await noteRoute.DELETE(
      request(`/api/projects/${project.id}/notes/${third.id}`, {
        method: "DELETE",
        token: manageToken,
      }),
      params({ id: String(project.id), noteId: String(third.id) }),
    );
    await endQuietPeriod();
    await deliver();
    expect(smtp.received).toEqual([]);
    expect(second.id).toBeGreaterThan(0);
  });

  it("deletes a project's questions, notes and their reports with it; resolved reports go after the retention period", async () => {
    const { project, manageToken, questionId } = await answeredQuestion();
    const note = await (await addNote(project.id, "Side door", manageToken)).json();
    await reportQuestion(project.id, questionId, { reason: "spam" });
    await reportNote(project.id, note.id, { reason: "spam" });
    expect(await db().select().from(contentReports)).toHaveLength(2);

    // Retention: a report decided more than REPORT_RETENTION_DAYS ago is deleted, an open one kept.
    const [first] = (await queue()).reports;
    await resolve(first!.id, { action: "dismiss" }, ADMIN_TOKEN);
    const later = (days: number) => new Date(Date.now() + days * 86_400_000);
    expect(await sweepResolvedReports(later(REPORT_RETENTION_DAYS - 1))).toBe(0);
    expect(await sweepResolvedReports(later(REPORT_RETENTION_DAYS + 1))).toBe(1);
    expect(await db().select().from(contentReports)).toHaveLength(1);

    const removed = await projectRoute.DELETE(
      request(`/api/projects/${project.id}`, { method: "DELETE", token: manageToken }),
      params({ id: String(project.id) }),
    );
    expect(removed.status).toBe(204);
    expect(await db().select().from(projectQuestions)).toEqual([]);
    expect(await db().select().from(contentReports)).toEqual([]);
    expect((await queue()).reports).toEqual([]);
  });
});
