// How a confirmed agreement's work ended, as a record and as the agreement's page shows it: the
// kinds, when an unanswered record stands, and what starts the lien period. Pure; the changes
// are lib/agreements/completion.ts's.
import type { Agreement, AgreementParty } from "@/lib/agreements/shapes";
import type { agreementCompletions } from "@/lib/db/schema";
import { lienPeriod } from "./holdback";

export const COMPLETION_KINDS = [
  "substantial-performance",
  "completion",
  "abandonment",
  "termination",
] as const;
export type CompletionKind = (typeof COMPLETION_KINDS)[number];
/** The kinds that say the work was done (the others: it ended without being done). */
export const WORK_DONE: readonly CompletionKind[] = ["substantial-performance", "completion"];

/** A record the other party has not answered stands this many days after it was recorded. */
export const STANDS_AFTER_DAYS = 7;

type CompletionRow = typeof agreementCompletions.$inferSelect;

export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * 86_400_000);

/** The completion as the agreement's page shows it. */
export function toCompletion(row: CompletionRow): NonNullable<Agreement["completion"]> {
  const kind = row.kind as CompletionKind;
  const waiting = row.answer === null && row.stoodAt === null;
  return {
    kind,
    completedOn: row.completedOn,
    certificatePublishedOn: row.certificatePublishedOn,
    recordedBy: row.recordedBy as AgreementParty,
    recordedAt: row.recordedAt.toISOString(),
    answer: row.answer as "acknowledged" | "disputed" | null,
    answerNote: row.answerNote,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    stoodAt: row.stoodAt?.toISOString() ?? null,
    standsOn: waiting ? addDays(row.recordedAt, STANDS_AFTER_DAYS).toISOString() : null,
    lienPeriod: row.answer === "disputed" ? null : lienPeriod(row),
    previous: row.previous,
  };
}
