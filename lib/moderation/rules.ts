// What may be reported and how long a report is kept (docs/decisions/0024-questions-notes-and-conversations.md):
// pure rules, read by the forms, the API and the store alike.

/**
 * The kinds of content that may be reported (a question or note by any visitor, a private message
 * by the other party of its conversation); each has its entry in lib/moderation/kinds.ts.
 */
export const CONTENT_KINDS = ["question", "note", "message"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Why someone reports a question, an answer or a note: a short list, then their own words. */
export const CONTENT_REPORT_REASONS = [
  "contact-details",
  "abusive",
  "spam",
  "personal-information",
  "other",
] as const;
export type ContentReportReason = (typeof CONTENT_REPORT_REASONS)[number];

export const REPORT_TEXT_MAX_LENGTH = 1_000;

/** What the operator decides on an open report. */
export const REPORT_ACTIONS = ["hide", "dismiss"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** A resolved report is deleted this many days after its resolution (an open one is kept). */
export const REPORT_RETENTION_DAYS = 90;

/** Notes of one project gather into one e-mail per contractor for this long. */
export const NOTE_QUIET_MINUTES = 15;

/** Resolved reports older than this are deleted: REPORT_RETENTION_DAYS before `now`. */
export const retentionCutoff = (now: Date) =>
  new Date(now.getTime() - REPORT_RETENTION_DAYS * 86_400_000);

/**
 * The addresses a new note is announced to: each contractor once, whatever it spelt its address
 * as on its proposals and its account, and never the homeowner's own address.
 */
export function noteRecipients(
  addresses: readonly string[],
  homeowner: string | null,
  keyOf: (address: string) => string,
): string[] {
  const seen = new Set<string>(homeowner ? [keyOf(homeowner)] : []);
  const recipients: string[] = [];
  for (const address of addresses) {
    const key = keyOf(address);
    if (seen.has(key)) continue;
    seen.add(key);
    recipients.push(address);
  }
  return recipients;
}
