import "server-only";

import { and, eq, isNull, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { authUsers, projectQuestions, projects } from "@/lib/db/schema";
import { ConflictError, LimitReachedError, NotAllowedError, NotFoundError } from "@/lib/errors";
import { absoluteUrl, enqueueMail } from "@/lib/mail/outbox";
import type { ProjectAccess } from "@/lib/projects/access";
import { postedDisplayId } from "@/lib/projects/ids";
import { issueManageLink } from "@/lib/projects/links";
import { resolveGone } from "@/lib/moderation/store";
import { hasAcceptedProposal } from "@/lib/proposals/store";
import { noticeNewNote } from "./notices";
import { askRefusal, DAY_MS, MAX_OPEN_QUESTIONS, noteWait, type Window } from "./rules";
import type { AnsweredQuestion, AskedQuestion, NoteEntry } from "./shapes";
import { takesQuestions, toNoteEntry, toQuestionEntry } from "./store";

// What is said on a project before a hire (docs/decisions/0024-questions-notes-and-conversations.md): a signed-in
// contractor asks, the homeowner answers once or adds a note. Each runs in one transaction with
// the e-mail it sends.

/** The first key of the per-account advisory lock: any fixed number, the same everywhere. */
const ASKER_LOCK = 7_302_454;

const ownerOnly = () => new NotAllowedError("owner_only");

/** A count and the oldest `created_at` of the rows `where` selects, as SQL for one statement. */
const windowOf = (where: ReturnType<typeof sql>) =>
  sql`(select jsonb_build_object('count', count(*), 'oldest', min(q.created_at))
    from ${projectQuestions} q where ${where})`;

const toWindow = (value: { count: number; oldest: string | null }): Window => ({
  count: Number(value.count),
  oldest: value.oldest ? new Date(value.oldest) : null,
});

/**
 * A signed-in contractor asks the homeowner of a listed project that takes proposals. Refused
 * while three of theirs on it wait for an answer (409), or past the day's questions of the account
 * or of the project (429). The homeowner is e-mailed a manage link that opens the answer form.
 */
export async function askQuestion(
  rowId: number,
  userId: string,
  question: string,
): Promise<AskedQuestion> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // One account's questions are counted in turn, whatever project they go to; then the
    // project's row lock puts the questions of every contractor on it in turn.
    await tx.execute(sql`select pg_advisory_xact_lock(${ASKER_LOCK}, hashtext(${userId}))`);
    const [project] = await tx
      .select({
        id: projects.id,
        title: projects.title,
        homeowner: projects.homeowner,
        homeownerEmail: projects.homeownerEmail,
        listing: projects.listing,
        status: projects.status,
        proposalsPausedAt: projects.proposalsPausedAt,
      })
      .from(projects)
      .where(eq(projects.id, rowId))
      .for("update");
    if (!project || project.listing !== "listed") throw new NotFoundError("project_not_found");
    const proposalAccepted = await hasAcceptedProposal({ projectRowId: rowId }, tx);
    if (!takesQuestions({ ...project, proposalAccepted })) {
      throw new ConflictError("questions_closed");
    }
    const now = new Date();
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    const [counts] = (
      (await tx.execute(sql`select
        (select count(*)::int from ${projectQuestions} q where q.project_id = ${rowId}
          and q.user_id = ${userId} and q.kind = 'question' and q.answer is null
          and q.hidden_at is null) as open,
        ${windowOf(sql`q.user_id = ${userId} and q.kind = 'question' and q.created_at > ${since}::timestamptz`)} as account,
        ${windowOf(sql`q.project_id = ${rowId} and q.kind = 'question' and q.created_at > ${since}::timestamptz`)} as project`)) as {
        rows: unknown[];
      }
    ).rows as {
      open: number;
      account: { count: number; oldest: string | null };
      project: { count: number; oldest: string | null };
    }[];
    const open = Number(counts!.open);
    const refusal = askRefusal(
      { open, account: toWindow(counts!.account), project: toWindow(counts!.project) },
      now,
    );
    if (refusal?.reason === "open-limit") {
      throw new ConflictError("too_many_open_questions", {
        values: { max: String(MAX_OPEN_QUESTIONS) },
      });
    }
    if (refusal) {
      throw new LimitReachedError(
        refusal.reason === "account-limit" ? "account_question_limit" : "project_question_limit",
        refusal.retryAfterSeconds,
      );
    }
    const [row] = await tx
      .insert(projectQuestions)
      .values({ projectRowId: rowId, kind: "question", userId, body: question, createdAt: now })
      .returning();
    let emailed = false;
    if (project.homeownerEmail) {
      emailed = await enqueueMail(tx, {
        template: "question-asked",
        recipient: project.homeownerEmail,
        payload: {
          project: postedDisplayId(rowId),
          name: project.homeowner,
          title: project.title,
          question,
          private: { manageUrl: await issueManageLink(tx, rowId, "questions") },
        },
      });
    }
    return { question: toQuestionEntry(row!, userId), open: open + 1, emailed };
  });
}

/**
 * The homeowner answers a question on their project, once: the answer is public from then on, and
 * the contractor who asked is e-mailed it. The operator manages projects but does not answer for
 * their homeowners.
 */
export async function answerQuestion(
  project: { id: number; title: string },
  access: ProjectAccess,
  questionId: number,
  answer: string,
): Promise<AnsweredQuestion> {
  if (access !== "owner") throw ownerOnly();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [question] = await tx
      .select()
      .from(projectQuestions)
      .where(
        and(
          eq(projectQuestions.id, questionId),
          eq(projectQuestions.projectRowId, project.id),
          eq(projectQuestions.kind, "question"),
          sql`${projectQuestions.hiddenAt} is null`,
        ),
      )
      .for("update");
    if (!question) throw new NotFoundError("question_not_found");
    if (question.answer !== null) {
      throw new ConflictError("question_answered");
    }
    const now = new Date();
    const [answered] = await tx
      .update(projectQuestions)
      .set({ answer, answeredAt: now })
      .where(eq(projectQuestions.id, questionId))
      .returning();
    // The homeowner's answer is activity: a project being asked about is not a quiet one.
    await tx.update(projects).set({ activeAt: now }).where(eq(projects.id, project.id));
    let emailed = false;
    if (question.userId) {
      const [asker] = await tx
        .select({ email: authUsers.email })
        .from(authUsers)
        .where(eq(authUsers.id, question.userId));
      if (asker) {
        const displayId = postedDisplayId(project.id);
        emailed = await enqueueMail(tx, {
          template: "question-answered",
          recipient: asker.email,
          payload: {
            project: displayId,
            title: project.title,
            question: question.body,
            answer,
            projectUrl: absoluteUrl(`/project/${displayId}#questions`),
          },
        });
      }
    }
    return { question: toQuestionEntry(answered!, null), emailed };
  });
}

/**
 * The homeowner adds a note for everyone who may bid; at most NOTES_PER_PROJECT_PER_DAY a day.
 * The contractors with a live proposal or a question on the project are e-mailed it, several
 * notes in one message per quiet period.
 */
export async function addNote(
  project: { id: number },
  access: ProjectAccess,
  note: string,
): Promise<NoteEntry> {
  if (access !== "owner") throw ownerOnly();
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The project's row lock counts its notes in turn, and opens one notice per contractor.
    const [locked] = await tx
      .select({ id: projects.id, title: projects.title, homeownerEmail: projects.homeownerEmail })
      .from(projects)
      .where(eq(projects.id, project.id))
      .for("update");
    if (!locked) throw new NotFoundError("project_not_found");
    const now = new Date();
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    const [counted] = (
      (await tx.execute(
        sql`select ${windowOf(sql`q.project_id = ${project.id} and q.kind = 'note' and q.created_at > ${since}::timestamptz`)} as notes`,
      )) as { rows: unknown[] }
    ).rows as { notes: { count: number; oldest: string | null } }[];
    const wait = noteWait(toWindow(counted!.notes), now);
    if (wait > 0) {
      throw new LimitReachedError("note_limit", wait);
    }
    const [row] = await tx
      .insert(projectQuestions)
      .values({ projectRowId: project.id, kind: "note", body: note, createdAt: now })
      .returning();
    await tx.update(projects).set({ activeAt: now }).where(eq(projects.id, project.id));
    await noticeNewNote(tx, locked, { id: row!.id, note });
    return toNoteEntry(row!);
  });
}

/** The homeowner removes a note of theirs from the project's page. */
export async function removeNote(
  project: { id: number },
  access: ProjectAccess,
  noteId: number,
): Promise<void> {
  if (access !== "owner") throw ownerOnly();
  const db = await getDb();
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(projectQuestions)
      .where(
        and(
          eq(projectQuestions.id, noteId),
          eq(projectQuestions.projectRowId, project.id),
          eq(projectQuestions.kind, "note"),
          // A note the operator hid stays, as the record of what was hidden.
          isNull(projectQuestions.hiddenAt),
        ),
      )
      .returning({ id: projectQuestions.id });
    if (removed.length === 0) throw new NotFoundError("note_not_found");
    // A report of it has nothing left to judge.
    await resolveGone(tx, "note", [noteId]);
  });
}
