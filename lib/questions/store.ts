import "server-only";

import { and, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";

import { getDb, type Database } from "@/lib/db/client";
import { projectQuestions, type ProjectQuestionRow } from "@/lib/db/schema";
import { NotFoundError } from "@/lib/errors";
import { takesProposals } from "@/lib/projects/project";
import { findProjectRow, type ProjectRecord } from "@/lib/projects/store";
import { maskedText } from "./mask";
import { MAX_OPEN_QUESTIONS } from "./rules";
import type {
  NoteEntry,
  ProjectEntries,
  ProjectQuestions,
  QuestionEntry,
  QuestionReader,
} from "./shapes";

// Reads of a project's questions and notes: one indexed statement per page or call
// (project_questions_project_idx), masked as every reader sees them.

/** The most entries one read returns, newest first: a project's page never reads more. */
export const ENTRY_LIMIT = 200;

/** Whether a project takes questions now: listed, open for proposals, nobody hired, not paused. */
export const takesQuestions = (
  project: Pick<ProjectRecord, "listing" | "status" | "proposalAccepted" | "proposalsPausedAt">,
) =>
  project.listing === "listed" &&
  takesProposals({ status: project.status, proposalAccepted: project.proposalAccepted }) &&
  project.proposalsPausedAt === null;

/** A project as its questions' read needs it: its row id and whether it takes questions now. */
export interface QuestionsOf {
  id: number;
  takesQuestions: boolean;
}

/** What the read needs of a stored project. */
export const questionsOf = (project: ProjectRecord): QuestionsOf => ({
  id: project.id,
  takesQuestions: takesQuestions(project),
});

/** Who reads, as the store needs it: a manager sees every question, a contractor their own too. */
export type Reader =
  { role: "owner" | "operator" } | { role: "contractor"; userId: string } | { role: "visitor" };

type EntryRow = Pick<
  ProjectQuestionRow,
  "id" | "kind" | "userId" | "body" | "answer" | "createdAt" | "answeredAt"
> & { hiddenAt?: Date | null };

/** A stored question as its reader sees it; one the operator hid, without its words. */
export const toQuestionEntry = (row: EntryRow, readerId: string | null): QuestionEntry => {
  const removed = Boolean(row.hiddenAt);
  return {
    id: row.id,
    question: removed ? "" : maskedText(row.body),
    askedAt: row.createdAt.toISOString(),
    answer: removed || row.answer === null ? null : maskedText(row.answer),
    answeredAt: removed ? null : (row.answeredAt?.toISOString() ?? null),
    mine: readerId !== null && row.userId === readerId,
    removed,
  };
};

export const toNoteEntry = (row: EntryRow): NoteEntry => {
  const removed = Boolean(row.hiddenAt);
  return {
    id: row.id,
    note: removed ? "" : maskedText(row.body),
    postedAt: row.createdAt.toISOString(),
    removed,
  };
};

/**
 * A project's questions and notes as `reader` may see them: answered questions and notes for
 * anyone; the unanswered ones too for its owner and the operator; a contractor's own unanswered
 * ones for them. An entry the operator hid is shown, without its words, only to the project's
 * manager and to the contractor who asked it. One range of project_questions_project_idx.
 */
export async function readProjectEntries(
  rowId: number,
  reader: Reader,
  db?: Database,
): Promise<ProjectEntries> {
  db ??= await getDb();
  const readerId = reader.role === "contractor" ? reader.userId : null;
  const manager = reader.role === "owner" || reader.role === "operator";
  const rows = await db
    .select({
      id: projectQuestions.id,
      kind: projectQuestions.kind,
      userId: projectQuestions.userId,
      body: projectQuestions.body,
      answer: projectQuestions.answer,
      createdAt: projectQuestions.createdAt,
      answeredAt: projectQuestions.answeredAt,
      hiddenAt: projectQuestions.hiddenAt,
    })
    .from(projectQuestions)
    .where(
      and(
        eq(projectQuestions.projectRowId, rowId),
        manager
          ? undefined
          : readerId
            ? or(isNull(projectQuestions.hiddenAt), eq(projectQuestions.userId, readerId))
            : isNull(projectQuestions.hiddenAt),
        manager
          ? undefined
          : or(
              eq(projectQuestions.kind, "note"),
              isNotNull(projectQuestions.answer),
              readerId ? eq(projectQuestions.userId, readerId) : sql`false`,
            ),
      ),
    )
    .orderBy(desc(projectQuestions.createdAt), desc(projectQuestions.id))
    .limit(ENTRY_LIMIT);
  return {
    questions: rows
      .filter((row) => row.kind === "question")
      .reverse()
      .map((row) => toQuestionEntry(row, readerId)),
    notes: rows.filter((row) => row.kind === "note").map(toNoteEntry),
  };
}

/** A project's entries for `reader`, with whether they may ask one more question now. */
export async function readProjectQuestions(
  project: QuestionsOf,
  reader: Reader,
  db?: Database,
): Promise<ProjectQuestions> {
  const entries = await readProjectEntries(project.id, reader, db);
  const open =
    reader.role === "contractor"
      ? entries.questions.filter(
          (question) => question.mine && question.answer === null && !question.removed,
        ).length
      : null;
  const role: QuestionReader = reader.role;
  return {
    ...entries,
    takesQuestions: project.takesQuestions,
    reader: {
      role,
      open,
      canAsk: open !== null && project.takesQuestions && open < MAX_OPEN_QUESTIONS,
    },
  };
}

/**
 * A listed project's questions for anyone but its manager (a signed-in contractor, a visitor):
 * a project that is not listed is not found, as every public read of it.
 */
export async function publicProjectQuestions(
  rowId: number,
  reader: Exclude<Reader, { role: "owner" | "operator" }>,
): Promise<ProjectQuestions> {
  const project = await findProjectRow(rowId);
  if (!project || project.listing !== "listed") throw new NotFoundError("project_not_found");
  return readProjectQuestions(questionsOf(project), reader);
}
