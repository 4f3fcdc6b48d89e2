import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as notesRoute from "@/app/api/projects/[id]/notes/route";
import * as noteRoute from "@/app/api/projects/[id]/notes/[noteId]/route";
import * as answerRoute from "@/app/api/projects/[id]/questions/[questionId]/answer/route";
import * as questionsRoute from "@/app/api/projects/[id]/questions/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import * as projectsRoute from "@/app/api/projects/route";
import { outbox, projectQuestions, projects } from "@/lib/db/schema";
import type { ProjectQuestions } from "@/lib/questions/shapes";
import {
  MAX_OPEN_QUESTIONS,
  NOTES_PER_PROJECT_PER_DAY,
  QUESTIONS_PER_ACCOUNT_PER_DAY,
  QUESTIONS_PER_PROJECT_PER_DAY,
} from "@/lib/questions/rules";
import {
  ADMIN_TOKEN,
  databases,
  fragmentToken,
  outboxLink,
  params,
  postListedProject,
  request,
  signIn,
  useDatabase,
  validProject,
} from "./helpers";

// Questions on a project, answered once for everyone: a signed-in contractor asks, the homeowner
// answers from the e-mailed manage link, and every reader of the project then sees the question
// and its answer, masked and without names.

const HIDDEN = "[contact details are shared once you hire]";
const ASKER = "ada@pros.example";
const OTHER = "ben@pros.example";
/** A second homeowner's project: not a repeat of the first. */
const SECOND_PROJECT = {
  homeownerEmail: "sam@home.example",
  title: "Replace the deck boards",
  description: "Take up and replace the boards of a 300 sq ft cedar deck in the back yard.",
  category: "General Contracting",
};

describe.each(databases)("project questions on $name", (target) => {
  const state = useDatabase(target);
  const db = () => state.handle!.db;

  const ask = (rowId: number, body: unknown, cookie?: string, raw?: string) =>
    questionsRoute.POST(
      request(`/api/projects/${rowId}/questions`, {
        method: "POST",
        body: raw === undefined ? body : undefined,
        raw,
        headers: cookie ? { cookie } : {},
      }),
      params({ id: String(rowId) }),
    );

  const read = async (
    rowId: number,
    options: { cookie?: string; token?: string } = {},
  ): Promise<{ status: number; body: ProjectQuestions }> => {
    const response = await questionsRoute.GET(
      request(`/api/projects/${rowId}/questions`, {
        token: options.token,
        headers: options.cookie ? { cookie: options.cookie } : {},
      }),
      params({ id: String(rowId) }),
    );
    return { status: response.status, body: await response.json() };
  };

  const answer = (
    rowId: number | string,
    questionId: number | string,
    body: unknown,
    headers: { token?: string; cookie?: string } = {},
  ) =>
    answerRoute.POST(
      request(`/api/projects/${rowId}/questions/${questionId}/answer`, {
        method: "POST",
        body,
        token: headers.token,
        headers: headers.cookie ? { cookie: headers.cookie } : {},
      }),
      params({ id: String(rowId), questionId: String(questionId) }),
    );

  const addNote = (rowId: number, body: unknown, token?: string) =>
    notesRoute.POST(
      request(`/api/projects/${rowId}/notes`, { method: "POST", body, token }),
      params({ id: String(rowId) }),
    );

  it("asks, e-mails the homeowner a link to the answer form, and shows the answer to everyone, masked and without names", async () => {
    const { project, manageToken } = await postListedProject(db());
    const ada = await signIn(db(), ASKER);
    const asked = await ask(
      project.id,
      { question: "Is there parking on the street? Call me at 416-555-0199 or ada@pros.example" },
      ada,
    );
    expect(asked.status).toBe(201);
    const sent = await asked.json();
    expect(sent).toMatchObject({
      open: 1,
      emailed: true,
      question: {
        question: `Is there parking on the street? Call me at ${HIDDEN} or ${HIDDEN}`,
        answer: null,
        mine: true,
      },
    });
    // What was written is stored as written, for the operator.
    const [stored] = await db().select().from(projectQuestions);
    expect(stored!.body).toContain("416-555-0199");

    // The homeowner's e-mail opens the project on its questions, with a working manage link.
    const mail = await outboxLink(db(), "question-asked", validProject.homeownerEmail, "manageUrl");
    expect(new URL(mail).pathname).toBe(`/project/${project.displayId}`);
    expect(new URL(mail).hash).toMatch(/^#manage=[^&]+&questions$/);
    const mailedToken = fragmentToken(mail, "manage");
    expect(mailedToken).not.toBe(manageToken);
    const [queued] = await db().select().from(outbox).where(eq(outbox.template, "question-asked"));
    expect(queued!.payload).toMatchObject({
      project: project.displayId,
      title: validProject.title,
    });

    // Unanswered, only the homeowner and the contractor who asked see it.
    const owner = await read(project.id, { token: mailedToken });
    expect(owner.status).toBe(200);
    expect(owner.body.reader.role).toBe("owner");
    expect(owner.body.questions).toHaveLength(1);
    expect(owner.body.questions[0]!.question).not.toContain("555");
    expect((await read(project.id)).body.questions).toEqual([]);
    const ben = await signIn(db(), OTHER);
    expect((await read(project.id, { cookie: ben })).body.questions).toEqual([]);
    const own = await read(project.id, { cookie: ada });
    expect(own.body.questions.map((question) => question.mine)).toEqual([true]);
    expect(own.body.reader).toEqual({ role: "contractor", open: 1, canAsk: true });

    // The homeowner answers once; a second answer is refused.
    const questionId = sent.question.id as number;
    const answered = await answer(
      project.id,
      questionId,
      { answer: "Yes, on the street. Text 647 555 0123 for the side gate." },
      { token: mailedToken },
    );
    expect(answered.status).toBe(200);
    expect((await answered.json()).question.answer).toBe(
      `Yes, on the street. Text ${HIDDEN} for the side gate.`,
    );
    const again = await answer(
      project.id,
      questionId,
      { answer: "And the back lane." },
      { token: manageToken },
    );
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("question_answered");

    // Now every reader sees the question and its answer, masked, with no trace of who asked.
    for (const reader of [{}, { cookie: ben }]) {
      const { status, body } = await read(project.id, reader);
      expect(status).toBe(200);
      expect(body.questions).toHaveLength(1);
      expect(body.questions[0]).toMatchObject({
        question: `Is there parking on the street? Call me at ${HIDDEN} or ${HIDDEN}`,
        answer: `Yes, on the street. Text ${HIDDEN} for the side gate.`,
        mine: false,
      });
      const text = JSON.stringify(body);
      for (const secret of ["555", "ada@", "pros.example", "userId", "Jordan"]) {
        expect(text).not.toContain(secret);
      }
    }

    // The contractor who asked is e-mailed the answer, with a link to the project's questions.
    const told = await db().select().from(outbox).where(eq(outbox.template, "question-answered"));
    expect(told.map((row) => row.recipient)).toEqual([ASKER]);
    expect(told[0]!.payload).toMatchObject({
      project: project.displayId,
      projectUrl: `http://localhost:3000/project/${project.displayId}#questions`,
    });
  });

  it("refuses a fourth open question from one contractor, and takes one again once one is answered", async () => {
    const { project, manageToken } = await postListedProject(db());
    const ada = await signIn(db(), ASKER);
    const ids: number[] = [];
    for (let index = 1; index <= MAX_OPEN_QUESTIONS; index++) {
      const asked = await ask(
        project.id,
        { question: `Question ${index} about the basement` },
        ada,
      );
      expect(asked.status).toBe(201);
      const body = await asked.json();
      expect(body.open).toBe(index);
      ids.push(body.question.id);
    }
    expect((await read(project.id, { cookie: ada })).body.reader).toEqual({
      role: "contractor",
      open: MAX_OPEN_QUESTIONS,
      canAsk: false,
    });
    const fourth = await ask(project.id, { question: "One more about the drain" }, ada);
    expect(fourth.status).toBe(409);
    expect(await fourth.json()).toMatchObject({
      code: "too_many_open_questions",
      error: expect.stringContaining("3 questions waiting"),
    });
    expect(await db().select().from(projectQuestions)).toHaveLength(MAX_OPEN_QUESTIONS);

    // Another contractor's questions are theirs to count.
    const ben = await signIn(db(), OTHER);
    expect((await ask(project.id, { question: "Is the panel 100 A?" }, ben)).status).toBe(201);

    expect(
      (await answer(project.id, ids[0]!, { answer: "Yes." }, { token: manageToken })).status,
    ).toBe(200);
    expect((await ask(project.id, { question: "One more about the drain" }, ada)).status).toBe(201);
  });

  it("limits the questions of an account and of a project in 24 hours, with Retry-After", async () => {
    const { project } = await postListedProject(db());
    const second = await postListedProject(db(), SECOND_PROJECT);
    const ada = await signIn(db(), ASKER);
    const [user] = (
      (await db().execute(sql`select id from auth_users where email = ${ASKER}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    // Answered questions of the last day on other projects still count against the account;
    // one from two days ago does not.
    await db().execute(sql`
      insert into project_questions (project_id, kind, user_id, body, answer, answered_at, created_at)
      select ${second.project.id}, 'question', ${user!.id}, 'Earlier question', 'Answer', now(),
        now() - interval '1 hour'
      from generate_series(1, ${QUESTIONS_PER_ACCOUNT_PER_DAY - 1})`);
    await db().execute(sql`
      insert into project_questions (project_id, kind, user_id, body, answer, answered_at, created_at)
      values (${second.project.id}, 'question', ${user!.id}, 'Old', 'Old answer', now(),
        now() - interval '2 days')`);
    expect((await ask(project.id, { question: "The twentieth today" }, ada)).status).toBe(201);
    const over = await ask(project.id, { question: "The twenty-first today" }, ada);
    expect(over.status).toBe(429);
    expect((await over.json()).code).toBe("account_question_limit");
    const wait = Number(over.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(22 * 3600);
    expect(wait).toBeLessThanOrEqual(23 * 3600 + 1);

    // A project takes QUESTIONS_PER_PROJECT_PER_DAY from every contractor together.
    await db().execute(sql`delete from project_questions`);
    await db().execute(sql`
      insert into project_questions (project_id, kind, body, answer, answered_at, created_at)
      select ${project.id}, 'question', 'Asked by someone', 'Answer', now(), now()
      from generate_series(1, ${QUESTIONS_PER_PROJECT_PER_DAY})`);
    const full = await ask(project.id, { question: "Is the basement dry?" }, ada);
    expect(full.status).toBe(429);
    expect((await full.json()).code).toBe("project_question_limit");
    expect(Number(full.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect((await ask(second.project.id, { question: "Is the deck level?" }, ada)).status).toBe(
      201,
    );
  });

  it("lets only a signed-in contractor ask and only the homeowner answer", async () => {
    const { project, manageToken } = await postListedProject(db());
    const ada = await signIn(db(), ASKER);
    const visitor = await ask(project.id, { question: "Is there parking?" });
    expect(visitor.status).toBe(401);
    const { question } = await (
      await ask(project.id, { question: "Is there parking?" }, ada)
    ).json();

    // No token, a wrong one, a contractor's session, the operator (the page would show the
    // operator's words as the homeowner's): none answers.
    expect((await answer(project.id, question.id, { answer: "Yes" })).status).toBe(401);
    expect(
      (await answer(project.id, question.id, { answer: "Yes" }, { token: "not-the-token" })).status,
    ).toBe(403);
    expect((await answer(project.id, question.id, { answer: "Yes" }, { cookie: ada })).status).toBe(
      401,
    );
    const operator = await answer(
      project.id,
      question.id,
      { answer: "Yes" },
      { token: ADMIN_TOKEN },
    );
    expect(operator.status).toBe(403);
    expect((await operator.json()).code).toBe("owner_only");

    // Another project's token, a question of another project, unknown ids.
    const other = await postListedProject(db(), SECOND_PROJECT);
    expect(
      (await answer(project.id, question.id, { answer: "Yes" }, { token: other.manageToken }))
        .status,
    ).toBe(403);
    expect(
      (await answer(other.project.id, question.id, { answer: "Yes" }, { token: other.manageToken }))
        .status,
    ).toBe(404);
    expect(
      (await answer(project.id, 999_999, { answer: "Yes" }, { token: manageToken })).status,
    ).toBe(404);
    expect(
      (await answer(9_999, question.id, { answer: "Yes" }, { token: manageToken })).status,
    ).toBe(404);
    expect((await read(project.id, { token: "not-the-token" })).status).toBe(403);
    expect((await read(9_999)).status).toBe(404);
    expect(
      await db().select().from(outbox).where(eq(outbox.template, "question-answered")),
    ).toEqual([]);
  });

  it("answers hostile and malformed input with a clear 4xx", async () => {
    const { project, manageToken } = await postListedProject(db());
    const ada = await signIn(db(), ASKER);
    for (const body of [
      {},
      { question: "" },
      { question: "   " },
      { question: "\u200b\u200b\u2800" },
      { question: 42 },
      { question: ["Is there parking?"] },
      { question: "x".repeat(1_001) },
      { question: "Is there\u0000 parking?" },
      null,
      [],
      "Is there parking?",
    ]) {
      const response = await ask(project.id, body, ada);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error).toEqual(expect.any(String));
    }
    const empty = await ask(project.id, { question: " " }, ada);
    expect((await empty.json()).issues).toEqual([
      { path: "question", message: "Write your question" },
    ]);
    expect((await ask(project.id, undefined, ada, "{not json")).status).toBe(400);
    const notJson = await questionsRoute.POST(
      request(`/api/projects/${project.id}/questions`, {
        method: "POST",
        raw: "question=hi",
        headers: { cookie: ada, "content-type": "application/x-www-form-urlencoded" },
      }),
      params({ id: String(project.id) }),
    );
    expect(notJson.status).toBe(415);
    for (const id of ["abc", "0", "-1", "1e3", "99999999999"]) {
      const response = await questionsRoute.POST(
        request(`/api/projects/${id}/questions`, {
          method: "POST",
          body: { question: "Is there parking?" },
          headers: { cookie: ada },
        }),
        params({ id }),
      );
      expect(response.status, id).toBe(404);
    }
    expect(
      (await answer(project.id, "abc", { answer: "Yes" }, { token: manageToken })).status,
    ).toBe(404);
    const { question } = await (
      await ask(project.id, { question: "Is there parking?" }, ada)
    ).json();
    expect(
      (await answer(project.id, question.id, { answer: "" }, { token: manageToken })).status,
    ).toBe(400);
    expect(
      (await answer(project.id, question.id, { answer: "y".repeat(2_001) }, { token: manageToken }))
        .status,
    ).toBe(400);
    expect((await addNote(project.id, { note: "\u200b" }, manageToken)).status).toBe(400);
    expect(await db().select().from(projectQuestions)).toHaveLength(1);
  });

  it("takes questions only on a listed project open for proposals", async () => {
    const ada = await signIn(db(), ASKER);
    // Posted, not yet published from its e-mailed link: not found, as every public read of it.
    const posted = await projectsRoute.POST(
      request("/api/projects", { method: "POST", body: validProject }),
      undefined,
    );
    const unlisted = (await posted.json()) as { project: { id: number }; manageToken: string };
    expect((await ask(unlisted.project.id, { question: "Is it real?" }, ada)).status).toBe(404);
    expect((await read(unlisted.project.id)).status).toBe(404);
    expect((await read(unlisted.project.id, { token: unlisted.manageToken })).status).toBe(200);

    const { project, manageToken } = await postListedProject(db(), SECOND_PROJECT);
    const update = (body: unknown) =>
      projectRoute.PUT(
        request(`/api/projects/${project.id}`, { method: "PUT", body, token: manageToken }),
        params({ id: String(project.id) }),
      );
    expect((await update({ proposalsPaused: true })).status).toBe(200);
    const paused = await ask(project.id, { question: "Is the deck level?" }, ada);
    expect(paused.status).toBe(409);
    expect((await paused.json()).code).toBe("questions_closed");
    expect((await read(project.id, { cookie: ada })).body).toMatchObject({
      takesQuestions: false,
      reader: { canAsk: false },
    });
    expect((await update({ proposalsPaused: false })).status).toBe(200);
    expect((await ask(project.id, { question: "Is the deck level?" }, ada)).status).toBe(201);
    expect((await update({ status: "completed" })).status).toBe(200);
    expect((await ask(project.id, { question: "Any more?" }, ada)).status).toBe(409);
  });

  it("shows the homeowner's notes to everyone, masked, and lets only the homeowner add or remove them", async () => {
    const { project, manageToken } = await postListedProject(db());
    const before = await db().select().from(projects).where(eq(projects.id, project.id));
    const added = await addNote(
      project.id,
      { note: "The basement ceiling is 7 ft. Photos at www.my-basement-pics.com" },
      manageToken,
    );
    expect(added.status).toBe(201);
    const note = await added.json();
    expect(note.note).toBe(`The basement ceiling is 7 ft. Photos at ${HIDDEN}`);
    const [after] = await db().select().from(projects).where(eq(projects.id, project.id));
    expect(after!.activeAt.getTime()).toBeGreaterThan(before[0]!.activeAt.getTime());
    expect((await read(project.id)).body.notes).toEqual([note]);

    const ada = await signIn(db(), ASKER);
    const fromContractor = await notesRoute.POST(
      request(`/api/projects/${project.id}/notes`, {
        method: "POST",
        body: { note: "I am the homeowner" },
        headers: { cookie: ada },
      }),
      params({ id: String(project.id) }),
    );
    expect(fromContractor.status).toBe(401);
    expect((await addNote(project.id, { note: "Wrong" }, "not-the-token")).status).toBe(403);
    expect((await addNote(project.id, { note: "From staff" }, ADMIN_TOKEN)).status).toBe(403);

    for (let index = 2; index <= NOTES_PER_PROJECT_PER_DAY; index++) {
      expect((await addNote(project.id, { note: `Note ${index}` }, manageToken)).status).toBe(201);
    }
    const over = await addNote(project.id, { note: "One too many" }, manageToken);
    expect(over.status).toBe(429);
    expect((await over.json()).code).toBe("note_limit");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    // Newest first.
    expect((await read(project.id)).body.notes[0]!.note).toBe(`Note ${NOTES_PER_PROJECT_PER_DAY}`);

    const remove = (id: number, token?: string) =>
      noteRoute.DELETE(
        request(`/api/projects/${project.id}/notes/${id}`, { method: "DELETE", token }),
        params({ id: String(project.id), noteId: String(id) }),
      );
    expect((await remove(note.id)).status).toBe(401);
    expect((await remove(note.id, "not-the-token")).status).toBe(403);
    expect((await remove(note.id, manageToken)).status).toBe(204);
    expect((await remove(note.id, manageToken)).status).toBe(404);
    expect((await read(project.id)).body.notes.map((entry) => entry.id)).not.toContain(note.id);
  });

  it("deletes a project's questions, answers and notes with the project", async () => {
    const { project, manageToken } = await postListedProject(db());
    const ada = await signIn(db(), ASKER);
    const { question } = await (
      await ask(project.id, { question: "Is there parking?" }, ada)
    ).json();
    await answer(project.id, question.id, { answer: "Yes" }, { token: manageToken });
    await addNote(project.id, { note: "The side door is open" }, manageToken);
    expect(await db().select().from(projectQuestions)).toHaveLength(2);
    const removed = await projectRoute.DELETE(
      request(`/api/projects/${project.id}`, { method: "DELETE", token: manageToken }),
      params({ id: String(project.id) }),
    );
    expect(removed.status).toBe(204);
    expect(await db().select().from(projectQuestions)).toEqual([]);
    expect((await read(project.id)).status).toBe(404);
  });

  it("reads a project's questions in one range of its index", async () => {
    const { project } = await postListedProject(db());
    // An empty table is cheapest read whole: the plan is asked for with that way ruled out.
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await tx.execute(sql`
        explain select * from project_questions
        where project_id = ${project.id} and hidden_at is null
        order by created_at desc, id desc limit 200`)) as unknown as {
        rows: Record<string, string>[];
      };
    });
    expect(plan.rows.map((row) => Object.values(row).join(" ")).join("\n")).toContain(
      "project_questions_project_idx",
    );
  });
});
