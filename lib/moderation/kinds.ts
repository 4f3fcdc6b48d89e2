import "server-only";

import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";

import type { Database } from "@/lib/db/client";
import { projectQuestions, projects, proposalMessages } from "@/lib/db/schema";
import type { ContentKind } from "./rules";
import type { ReportedPart } from "./shapes";

// One entry per kind of reportable content: how to find an item anyone may report, how to load
// what the operator reads of it, and how to take it off the page.

/** A reported item as the operator's queue shows it. */
export interface ReportedItem {
  projectRowId: number;
  projectTitle: string;
  parts: ReportedPart[];
  hidden: boolean;
}

export interface ModerationKind {
  /**
   * The project of an item anyone may report now, or null: it must be shown on the project
   * `projectRowId` (the path it was reported through), not hidden, on a listed project.
   */
  reportable(db: Database, projectRowId: number, targetId: number): Promise<number | null>;
  /** The items of `targetIds`, as written (nothing masked), in one statement; gone ones absent. */
  load(db: Database, targetIds: number[]): Promise<Map<number, ReportedItem>>;
  /** Takes the item off every page, recorded as by `by`; false when it is gone. */
  hide(db: Database, targetId: number, by: string): Promise<boolean>;
}

/** A question (with its answer) or a note: rows of project_questions of that kind. */
function projectEntryKind(kind: "question" | "note"): ModerationKind {
  return {
    async reportable(db, projectRowId, targetId) {
      const [row] = await db
        .select({ projectRowId: projectQuestions.projectRowId })
        .from(projectQuestions)
        .innerJoin(projects, eq(projects.id, projectQuestions.projectRowId))
        .where(
          and(
            eq(projectQuestions.id, targetId),
            eq(projectQuestions.projectRowId, projectRowId),
            eq(projectQuestions.kind, kind),
            isNull(projectQuestions.hiddenAt),
            eq(projects.listing, "listed"),
            // Only what the public page shows: an unanswered question is not yet public.
            kind === "question" ? isNotNull(projectQuestions.answer) : undefined,
          ),
        );
      return row?.projectRowId ?? null;
    },
    async load(db, targetIds) {
      if (targetIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: projectQuestions.id,
          projectRowId: projectQuestions.projectRowId,
          projectTitle: projects.title,
          body: projectQuestions.body,
          answer: projectQuestions.answer,
          hiddenAt: projectQuestions.hiddenAt,
        })
        .from(projectQuestions)
        .innerJoin(projects, eq(projects.id, projectQuestions.projectRowId))
        .where(and(inArray(projectQuestions.id, targetIds), eq(projectQuestions.kind, kind)));
      return new Map(
        rows.map((row) => [
          row.id,
          {
            projectRowId: row.projectRowId,
            projectTitle: row.projectTitle,
            parts:
              kind === "note"
                ? [{ part: "note", text: row.body }]
                : [
                    { part: "question", text: row.body },
                    ...(row.answer === null ? [] : [{ part: "answer" as const, text: row.answer }]),
                  ],
            hidden: row.hiddenAt !== null,
          },
        ]),
      );
    },
    async hide(db, targetId, by) {
      const [row] = await db
        .select({ hiddenAt: projectQuestions.hiddenAt })
        .from(projectQuestions)
        .where(and(eq(projectQuestions.id, targetId), eq(projectQuestions.kind, kind)))
        .for("update");
      if (!row) return false;
      if (row.hiddenAt === null) {
        await db
          .update(projectQuestions)
          .set({ hiddenAt: new Date(), hiddenBy: by })
          .where(eq(projectQuestions.id, targetId));
      }
      return true;
    },
  };
}

/**
 * A private message of a proposal's conversation: reported by the other party only (the route
 * checks who asks, lib/conversations/store.ts `reportableMessage`), read by the operator as
 * written once reported, and shown to both as hidden once the operator hides it.
 */
const messageKind: ModerationKind = {
  async reportable(db, projectRowId, targetId) {
    const [row] = await db
      .select({ projectRowId: proposalMessages.projectRowId })
      .from(proposalMessages)
      .where(
        and(
          eq(proposalMessages.id, targetId),
          eq(proposalMessages.projectRowId, projectRowId),
          isNull(proposalMessages.hiddenAt),
        ),
      );
    return row?.projectRowId ?? null;
  },
  async load(db, targetIds) {
    if (targetIds.length === 0) return new Map();
    const rows = await db
      .select({
        id: proposalMessages.id,
        projectRowId: proposalMessages.projectRowId,
        projectTitle: projects.title,
        body: proposalMessages.body,
        hiddenAt: proposalMessages.hiddenAt,
      })
      .from(proposalMessages)
      .innerJoin(projects, eq(projects.id, proposalMessages.projectRowId))
      .where(inArray(proposalMessages.id, targetIds));
    return new Map(
      rows.map((row) => [
        row.id,
        {
          projectRowId: row.projectRowId,
          projectTitle: row.projectTitle,
          parts: [{ part: "message" as const, text: row.body }],
          hidden: row.hiddenAt !== null,
        },
      ]),
    );
  },
  async hide(db, targetId) {
    const hidden = await db
      .update(proposalMessages)
      .set({ hiddenAt: new Date() })
      .where(and(eq(proposalMessages.id, targetId), isNull(proposalMessages.hiddenAt)))
      .returning({ id: proposalMessages.id });
    if (hidden.length > 0) return true;
    const [still] = await db
      .select({ id: proposalMessages.id })
      .from(proposalMessages)
      .where(eq(proposalMessages.id, targetId));
    return still !== undefined;
  },
};

export const moderationKinds: Record<ContentKind, ModerationKind> = {
  question: projectEntryKind("question"),
  note: projectEntryKind("note"),
  message: messageKind,
};
