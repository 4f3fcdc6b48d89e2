import "server-only";

import { and, asc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { z } from "zod";

import type { Agreement, AgreementParty } from "@/lib/agreements/shapes";
import { torontoDay } from "@/lib/calendar-day";
import { getBackgroundDb, getDb, type Database } from "@/lib/db/client";
import { agreementCompletions, agreementPhotoConsents } from "@/lib/db/schema";
import { ConflictError, NotAllowedError, NotFoundError } from "@/lib/errors";
import { enqueueMail } from "@/lib/mail/outbox";
import { postedDisplayId } from "@/lib/projects/ids";
import { revalidateProfileOfAgreement } from "@/lib/pros/revalidate";
import { inviteToReview } from "@/lib/reviews/invitations";
import { optionalText } from "@/lib/validation/common";
import { invalid } from "@/lib/validation/messages";
import {
  addDays,
  COMPLETION_KINDS,
  STANDS_AFTER_DAYS,
  WORK_DONE,
  type CompletionKind,
} from "./completion-record";
import { issueAgreementLink } from "./mails";
import { datesWithChanges, other, toAgreement, type Loaded } from "./model";
import { load } from "./store";

// How a confirmed agreement's work ended
// (docs/decisions/0020-completion-reviews-and-photo-consent.md): either party records it
// (substantially performed, completed, abandoned, terminated) and the day; the other acknowledges
// or disputes it, and unanswered it stands STANDS_AFTER_DAYS later. A standing record opens the
// reviews and starts the Construction Act's lien period (lib/agreements/holdback.ts); a disputed
// one opens nothing, and either may record again. The record's kinds and view are
// ./completion-record.ts's.

export { COMPLETION_KINDS, STANDS_AFTER_DAYS, WORK_DONE, type CompletionKind };

export const recordCompletionSchema = z.object({
  kind: z.enum(COMPLETION_KINDS, { error: invalid("completionKind") }),
  completedOn: z.iso.date({ error: invalid("completedOn") }),
  /** The day a certificate of substantial performance was published, if one was. */
  certificatePublishedOn: z.iso.date({ error: invalid("certificatePublishedOn") }).optional(),
  /** The homeowner's consent, given with the record, to show the project's photos on the profile. */
  showPhotos: z.boolean({ error: invalid("showPhotos") }).optional(),
});
export type RecordCompletionInput = z.infer<typeof recordCompletionSchema>;

export const answerCompletionSchema = z
  .object({
    answer: z.enum(["acknowledged", "disputed"], { error: invalid("completionAnswer") }),
    note: optionalText(1_000, { multiline: true }),
  })
  .refine((body) => body.answer === "acknowledged" || body.note !== undefined, {
    error: invalid("completionDisputeNote"),
    path: ["note"],
  });
export type AnswerCompletionInput = z.input<typeof answerCompletionSchema>;

type CompletionRow = typeof agreementCompletions.$inferSelect;

/** The completion recorded for an agreement, if any. */
export async function completionOf(
  db: Database,
  agreementId: number,
): Promise<CompletionRow | undefined> {
  const [row] = await db
    .select()
    .from(agreementCompletions)
    .where(eq(agreementCompletions.agreementId, agreementId));
  return row;
}

/**
 * A party records how the work ended, on a confirmed agreement: once, unless the other party
 * disputed the last record (which is kept). The day is neither in the future nor before the
 * agreement was confirmed, and for work done not before the agreed start date. The other party is
 * e-mailed to acknowledge or dispute it.
 */
export async function recordCompletion(
  id: number,
  party: AgreementParty,
  input: RecordCompletionInput,
): Promise<Agreement> {
  if (input.showPhotos && party !== "homeowner") {
    throw new NotAllowedError("photos_owner_only");
  }
  const db = await getDb();
  const agreement = await db.transaction(async (tx) => {
    const loaded = await load(tx, id, true);
    if (!loaded) throw new NotFoundError("agreement_not_found");
    const { row, proposal, orders } = loaded;
    if (!row.homeownerConfirmedAt || !row.contractorConfirmedAt) {
      throw new ConflictError("completion_needs_confirmed");
    }
    const existing = await completionOf(tx, id);
    if (existing && existing.answer !== "disputed") {
      throw new ConflictError("completion_recorded", {});
    }
    const today = torontoDay();
    if (input.completedOn > today || (input.certificatePublishedOn ?? "") > today) {
      throw new ConflictError("completion_in_future");
    }
    const confirmedOn = torontoDay(
      row.homeownerConfirmedAt > row.contractorConfirmedAt
        ? row.homeownerConfirmedAt
        : row.contractorConfirmedAt,
    );
    if (input.completedOn < confirmedOn) {
      throw new ConflictError("completion_before_confirmed");
    }
    const { startDate } = datesWithChanges(row, orders);
    if (WORK_DONE.includes(input.kind) && startDate && input.completedOn < startDate) {
      throw new ConflictError("completion_before_start", { values: { startDate } });
    }
    const values = {
      kind: input.kind,
      completedOn: input.completedOn,
      certificatePublishedOn:
        input.kind === "substantial-performance" ? (input.certificatePublishedOn ?? null) : null,
      recordedBy: party,
      recordedAt: new Date(),
      answer: null,
      answerNote: null,
      answeredAt: null,
      stoodAt: null,
    };
    if (existing) {
      const disputed = {
        kind: existing.kind,
        completedOn: existing.completedOn,
        recordedBy: existing.recordedBy,
        recordedAt: existing.recordedAt.toISOString(),
        answerNote: existing.answerNote,
        answeredAt: existing.answeredAt!.toISOString(),
      };
      await tx
        .update(agreementCompletions)
        .set({ ...values, previous: [...existing.previous, disputed] })
        .where(eq(agreementCompletions.agreementId, id));
    } else {
      await tx.insert(agreementCompletions).values({ agreementId: id, ...values });
    }
    if (input.showPhotos) await writePhotoConsent(tx, id, true);
    const to = other(party);
    const recipient = to === "homeowner" ? row.terms.homeowner.email : proposal.contractorEmail;
    if (recipient) {
      const recorded = (await completionOf(tx, id))!;
      await enqueueMail(tx, {
        template: "agreement-completed",
        recipient,
        payload: {
          project: postedDisplayId(row.projectRowId),
          title: row.terms.project.title,
          by: party,
          name: party === "homeowner" ? (row.homeownerName ?? "") : (row.contractorName ?? ""),
          kind: input.kind,
          completedOn: `${input.completedOn}T12:00:00.000Z`,
          standsOn: addDays(recorded.recordedAt, STANDS_AFTER_DAYS).toISOString(),
          private: { agreementUrl: await issueAgreementLink(tx, id, to) },
        },
      });
    }
    const after = await load(tx, id);
    return toAgreement(after!, party);
  });
  await revalidateProfileOfAgreement(id);
  return agreement;
}

/**
 * The other party acknowledges the record (it stands now, and both are invited to review) or
 * disputes it with a note (nothing opens; either may record again). The recording party is told.
 */
export async function answerCompletion(
  id: number,
  party: AgreementParty,
  input: { answer: "acknowledged" | "disputed"; note?: string },
): Promise<Agreement> {
  const db = await getDb();
  const agreement = await db.transaction(async (tx) => {
    const loaded = await load(tx, id, true);
    if (!loaded) throw new NotFoundError("agreement_not_found");
    const record = await completionOf(tx, id);
    if (!record || record.answer !== null || record.stoodAt !== null) {
      throw new ConflictError("completion_nothing_to_answer");
    }
    if (record.recordedBy === party) {
      throw new NotAllowedError("completion_other_party_answers");
    }
    const now = new Date();
    await tx
      .update(agreementCompletions)
      .set({
        answer: input.answer,
        answerNote: input.note ?? null,
        answeredAt: now,
        stoodAt: input.answer === "acknowledged" ? now : null,
      })
      .where(eq(agreementCompletions.agreementId, id));
    const { row, proposal } = loaded;
    const to = record.recordedBy as AgreementParty;
    const recipient = to === "homeowner" ? row.terms.homeowner.email : proposal.contractorEmail;
    if (recipient) {
      await enqueueMail(tx, {
        template: "completion-answered",
        recipient,
        payload: {
          project: postedDisplayId(row.projectRowId),
          title: row.terms.project.title,
          answer: input.answer,
          note: input.note ?? null,
          private: { agreementUrl: await issueAgreementLink(tx, id, to) },
        },
      });
    }
    if (input.answer === "acknowledged") await inviteToReview(tx, loaded);
    const after = await load(tx, id);
    return toAgreement(after!, party);
  });
  await revalidateProfileOfAgreement(id);
  return agreement;
}

/**
 * Records left unanswered STANDS_AFTER_DAYS come to stand, and both parties are invited to
 * review. A batch at a time over agreement_completions_waiting_idx; answers how many.
 */
export async function sweepStandingCompletions(now = new Date()): Promise<number> {
  const db = await getBackgroundDb();
  const due = addDays(now, -STANDS_AFTER_DAYS);
  let stood = 0;
  for (;;) {
    const waiting = await db
      .select({ agreementId: agreementCompletions.agreementId })
      .from(agreementCompletions)
      .where(
        and(
          isNull(agreementCompletions.answer),
          isNull(agreementCompletions.stoodAt),
          lte(agreementCompletions.recordedAt, due),
        ),
      )
      .orderBy(asc(agreementCompletions.recordedAt))
      .limit(100);
    for (const { agreementId } of waiting) {
      await db.transaction(async (tx) => {
        const loaded = await load(tx, agreementId, true);
        const [updated] = await tx
          .update(agreementCompletions)
          .set({ stoodAt: now })
          .where(
            and(
              eq(agreementCompletions.agreementId, agreementId),
              isNull(agreementCompletions.answer),
              isNull(agreementCompletions.stoodAt),
            ),
          )
          .returning({ id: agreementCompletions.agreementId });
        if (updated && loaded) {
          await inviteToReview(tx, loaded);
          stood++;
        }
      });
      await revalidateProfileOfAgreement(agreementId);
    }
    if (waiting.length < 100) return stood;
  }
}

export const photoConsentSchema = z.object({
  show: z.boolean({ error: invalid("showPhotos") }),
});
export type PhotoConsentInput = z.infer<typeof photoConsentSchema>;

/** Gives the consent (now, clearing any withdrawal) or withdraws it (now, if it stands). */
async function writePhotoConsent(tx: Database, id: number, show: boolean): Promise<void> {
  const now = new Date();
  if (show) {
    await tx
      .insert(agreementPhotoConsents)
      .values({ agreementId: id, givenAt: now })
      .onConflictDoUpdate({
        target: agreementPhotoConsents.agreementId,
        set: { givenAt: now, withdrawnAt: null },
        // Given and standing: keep the day it was given.
        setWhere: isNotNull(agreementPhotoConsents.withdrawnAt),
      });
  } else {
    await tx
      .update(agreementPhotoConsents)
      .set({ withdrawnAt: now })
      .where(
        and(eq(agreementPhotoConsents.agreementId, id), isNull(agreementPhotoConsents.withdrawnAt)),
      );
  }
}

/**
 * The homeowner gives or withdraws consent to show the project's photos on the contractor's
 * public profile, once the work is recorded done (at the record, through recordCompletion's
 * `showPhotos`, or after). Withdrawing takes them off the profile at once.
 */
export async function setPhotoConsent(
  id: number,
  party: AgreementParty,
  input: PhotoConsentInput,
): Promise<Agreement> {
  if (party !== "homeowner") {
    throw new NotAllowedError("photos_owner_only");
  }
  const db = await getDb();
  const agreement = await db.transaction(async (tx) => {
    const loaded = await load(tx, id, true);
    if (!loaded) throw new NotFoundError("agreement_not_found");
    const record = await completionOf(tx, id);
    if (!record || !WORK_DONE.includes(record.kind as CompletionKind)) {
      throw new ConflictError("photos_after_completion");
    }
    await writePhotoConsent(tx, id, input.show);
    const after = await load(tx, id);
    return toAgreement(after!, "homeowner");
  });
  await revalidateProfileOfAgreement(id);
  return agreement;
}

/** Whether a completion standing now opens reviews: an SQL condition on agreement_completions. */
export const COMPLETION_STANDS = sql`${agreementCompletions.stoodAt} is not null`;

export type { Loaded };
