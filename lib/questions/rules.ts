// How much may be said on a project before a hire (docs/decisions/0024-questions-notes-and-conversations.md):
// the limits on contractors' questions and homeowners' notes, as pure rules the store's counts
// are checked against.

/** A contractor's questions waiting for the homeowner's answer, per project. */
export const MAX_OPEN_QUESTIONS = 3;
/** Questions one account may ask in 24 hours, on every project together. */
export const QUESTIONS_PER_ACCOUNT_PER_DAY = 20;
/** Questions one project may receive in 24 hours, from every contractor together. */
export const QUESTIONS_PER_PROJECT_PER_DAY = 20;
/** Notes a homeowner may add to one project in 24 hours. */
export const NOTES_PER_PROJECT_PER_DAY = 10;

export const QUESTION_MAX_LENGTH = 1_000;
export const ANSWER_MAX_LENGTH = 2_000;
export const NOTE_MAX_LENGTH = 2_000;

export const DAY_MS = 86_400_000;

/** What was written in the last 24 hours under one limit: how many, and the oldest of them. */
export interface Window {
  count: number;
  oldest: Date | null;
}

export type AskRefusal =
  | { reason: "open-limit" }
  | { reason: "account-limit" | "project-limit"; retryAfterSeconds: number };

/** Seconds until the oldest write of a full window is 24 hours old (at least 1). */
export const secondsUntilFree = (window: Window, now: Date) =>
  Math.max(
    1,
    Math.ceil(((window.oldest?.getTime() ?? now.getTime()) + DAY_MS - now.getTime()) / 1000),
  );

/**
 * Why a contractor may not ask one more question now, or null: three of theirs on the project
 * still wait for an answer (asking again is possible once one is answered), or their account or
 * the project has had its day's questions.
 */
export function askRefusal(
  counts: { open: number; account: Window; project: Window },
  now: Date,
): AskRefusal | null {
  if (counts.open >= MAX_OPEN_QUESTIONS) return { reason: "open-limit" };
  if (counts.account.count >= QUESTIONS_PER_ACCOUNT_PER_DAY) {
    return { reason: "account-limit", retryAfterSeconds: secondsUntilFree(counts.account, now) };
  }
  if (counts.project.count >= QUESTIONS_PER_PROJECT_PER_DAY) {
    return { reason: "project-limit", retryAfterSeconds: secondsUntilFree(counts.project, now) };
  }
  return null;
}

/** Seconds until the homeowner may add another note, or 0 when they may now. */
export const noteWait = (notes: Window, now: Date) =>
  notes.count >= NOTES_PER_PROJECT_PER_DAY ? secondsUntilFree(notes, now) : 0;
