// The rules of a proposal's private conversation (docs/decisions/0024-questions-notes-and-conversations.md)
// as pure functions: who may still write, when text is shown as written, the daily limits the
// store's counts are checked against, and when the other party is e-mailed.

import { secondsUntilFree, type Window } from "@/lib/questions/rules";

export { DAY_MS, type Window } from "@/lib/questions/rules";

export const MESSAGE_MAX_LENGTH = 4_000;
/** Photos one message may carry (the existing uploads). */
export const MAX_MESSAGE_PHOTOS = 5;
/** Messages one sender (an account, a tracking link, a homeowner's address) may send in 24 hours. */
export const MESSAGES_PER_ACCOUNT_PER_DAY = 200;
/** Messages one project's conversations may take in 24 hours, every party together. */
export const MESSAGES_PER_PROJECT_PER_DAY = 500;
/** The newest messages one read returns: a conversation's page never reads more. */
export const CONVERSATION_LIMIT = 200;

/** The other party is e-mailed once the sender has been quiet this long… */
export const QUIET_MINUTES = 10;
/** …but never later than this after the first message the mail announces. */
export const MAX_MAIL_DELAY_MINUTES = 60;

export type ProposalState = "pending" | "accepted" | "declined" | "withdrawn" | (string & {});

/** Whether the two may still write: while the proposal waits for an answer, and after the hire. */
export const takesMessages = (status: ProposalState) =>
  status === "pending" || status === "accepted";

/** Whether the two read each other's text as written: once this proposal is accepted. */
export const showsContactDetails = (status: ProposalState) => status === "accepted";

export type SendRefusal = {
  reason: "account-limit" | "project-limit";
  retryAfterSeconds: number;
};

/** Why one more message may not be sent now, or null. */
export function sendRefusal(
  counts: { account: Window; project: Window },
  now: Date,
): SendRefusal | null {
  if (counts.account.count >= MESSAGES_PER_ACCOUNT_PER_DAY) {
    return { reason: "account-limit", retryAfterSeconds: secondsUntilFree(counts.account, now) };
  }
  if (counts.project.count >= MESSAGES_PER_PROJECT_PER_DAY) {
    return { reason: "project-limit", retryAfterSeconds: secondsUntilFree(counts.project, now) };
  }
  return null;
}

/**
 * When the mail announcing new messages goes: QUIET_MINUTES after the latest one, and no later
 * than MAX_MAIL_DELAY_MINUTES after the first it announces (`firstAt`).
 */
export function mailDueAt(firstAt: Date, now: Date): Date {
  const quiet = now.getTime() + QUIET_MINUTES * 60_000;
  const cap = firstAt.getTime() + MAX_MAIL_DELAY_MINUTES * 60_000;
  return new Date(Math.max(now.getTime(), Math.min(quiet, cap)));
}

/**
 * The newest of the reader's messages the other party has read, or null: the one "Seen" is shown
 * under. Messages are oldest first.
 */
export function seenUpTo(
  messages: { id: number; mine: boolean; readAt: string | null }[],
): number | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.mine && message.readAt !== null) return message.id;
  }
  return null;
}
