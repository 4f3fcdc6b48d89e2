import "server-only";

import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { z } from "zod";

import type { Agreement, AgreementParty } from "@/lib/api-shapes";
import { torontoDay } from "@/lib/calendar-day";
import { getDb, type Database } from "@/lib/db/client";
import { agreementCompletions, agreementPhotoConsents } from "@/lib/db/schema";
import { ConflictError, NotAllowedError, NotFoundError } from "@/lib/errors";
import { enqueueMail } from "@/lib/mail/outbox";
import { postedDisplayId } from "@/lib/projects/ids";
import { revalidateProfileOfAgreement } from "@/lib/pros/revalidate";
import { invalid } from "@/lib/validation/messages";
import { holdbackReleaseDay } from "./holdback";
import { inviteToReview } from "@/lib/reviews/invitations";
import { issueAgreementLink } from "./mails";
import { load } from "./store";
import { toAgreement } from "./model";

// The completion step (issue 29): on a confirmed agreement the homeowner records that the work is
// substantially performed or completed, and the day; the Construction Act's 60-day lien period
// runs from it (lib/agreements/holdback.ts). Recorded once; the contractor is e-mailed.

export const COMPLETION_KINDS = ["substantial-performance", "completion"] as const;
export type CompletionKind = (typeof COMPLETION_KINDS)[number];

export const recordCompletionSchema = z.object({
  kind: z.enum(COMPLETION_KINDS, { error: invalid("completionKind") }),
  completedOn: z.iso.date({ error: invalid("completedOn") }),
  /** The homeowner's consent, given with the record, to show the project's photos on the profile. */
  showPhotos: z.boolean({ error: invalid("showPhotos") }).optional(),
});
export type RecordCompletionInput = z.infer<typeof recordCompletionSchema>;

/** The completion recorded for an agreement, if any. */
export async function completionOf(
  db: Database,
  agreementId: number,
): Promise<{ kind: CompletionKind; completedOn: string } | undefined> {
  const [row] = await db
    .select({ kind: agreementCompletions.kind, completedOn: agreementCompletions.completedOn })
    .from(agreementCompletions)
    .where(eq(agreementCompletions.agreementId, agreementId));
  return row && { kind: row.kind as CompletionKind, completedOn: row.completedOn };
}

/**
 * The homeowner records the work substantially performed or completed on `completedOn`: only on
 * an agreement both parties confirmed, once, on a day neither before the agreement was confirmed
 * nor after today. The contractor is e-mailed in the same transaction, and both parties are
 * invited to review each other.
 */
export async function recordCompletion(
  id: number,
  party: AgreementParty,
  input: RecordCompletionInput,
): Promise<Agreement> {
  if (party !== "homeowner") {
    throw new NotAllowedError("Only the homeowner records the work completed");
  }
  const db = await getDb();
  const agreement = await db.transaction(async (tx) => {
    const loaded = await load(tx, id, true);
    if (!loaded) throw new NotFoundError("Agreement");
    const { row, proposal } = loaded;
    if (!row.homeownerConfirmedAt || !row.contractorConfirmedAt) {
      throw new ConflictError("Only an agreement both parties confirmed can be recorded completed");
    }
    if (await completionOf(tx, id)) {
      throw new ConflictError("The completion of this agreement is already recorded");
    }
    const confirmedOn = torontoDay(
      row.homeownerConfirmedAt > row.contractorConfirmedAt
        ? row.homeownerConfirmedAt
        : row.contractorConfirmedAt,
    );
    if (input.completedOn > torontoDay()) {
      throw new ConflictError("The day of completion cannot be in the future");
    }
    if (input.completedOn < confirmedOn) {
      throw new ConflictError("The day of completion cannot be before the agreement was confirmed");
    }
    await tx.insert(agreementCompletions).values({
      agreementId: id,
      kind: input.kind,
      completedOn: input.completedOn,
    });
    if (input.showPhotos) await writePhotoConsent(tx, id, true);
    await enqueueMail(tx, {
      template: "agreement-completed",
      recipient: proposal.contractorEmail,
      payload: {
        project: postedDisplayId(row.projectRowId),
        title: row.terms.project.title,
        homeowner: row.homeownerName ?? "",
        kind: input.kind,
        completedOn: `${input.completedOn}T12:00:00.000Z`,
        releaseOn: `${holdbackReleaseDay(input.completedOn)}T12:00:00.000Z`,
        private: { agreementUrl: await issueAgreementLink(tx, id, "contractor") },
      },
    });
    await inviteToReview(tx, loaded);
    const after = await load(tx, id);
    return toAgreement(after!, "homeowner");
  });
  // Completed work (and its photos, if shown) on the contractor's public profile.
  await revalidateProfileOfAgreement(id);
  return agreement;
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
 * public profile, once the work is recorded completed (at completion, through recordCompletion's
 * `showPhotos`, or after). Withdrawing takes them off the profile at once.
 */
export async function setPhotoConsent(
  id: number,
  party: AgreementParty,
  input: PhotoConsentInput,
): Promise<Agreement> {
  if (party !== "homeowner") {
    throw new NotAllowedError("Only the homeowner decides whether the project's photos are shown");
  }
  const db = await getDb();
  const agreement = await db.transaction(async (tx) => {
    const loaded = await load(tx, id, true);
    if (!loaded) throw new NotFoundError("Agreement");
    if (!(await completionOf(tx, id))) {
      throw new ConflictError("The photos can be shown once the work is recorded completed");
    }
    await writePhotoConsent(tx, id, input.show);
    const after = await load(tx, id);
    return toAgreement(after!, "homeowner");
  });
  await revalidateProfileOfAgreement(id);
  return agreement;
}
