import "server-only";

import { eq } from "drizzle-orm";
import { z } from "zod";

import type { Agreement, AgreementParty } from "@/lib/api-shapes";
import { getDb, type Database } from "@/lib/db/client";
import { agreementCompletions } from "@/lib/db/schema";
import { ConflictError, NotAllowedError, NotFoundError } from "@/lib/errors";
import { enqueueMail } from "@/lib/mail/outbox";
import { postedDisplayId } from "@/lib/projects/ids";
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

const TIME_ZONE = "America/Toronto";
/** Today in Toronto, YYYY-MM-DD. */
export const torontoToday = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(now);

export const recordCompletionSchema = z.object({
  kind: z.enum(COMPLETION_KINDS, { error: invalid("completionKind") }),
  completedOn: z.iso.date({ error: invalid("completedOn") }),
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
  return db.transaction(async (tx) => {
    const loaded = await load(tx, id, true);
    if (!loaded) throw new NotFoundError("Agreement");
    const { row, proposal } = loaded;
    if (!row.homeownerConfirmedAt || !row.contractorConfirmedAt) {
      throw new ConflictError("Only an agreement both parties confirmed can be recorded completed");
    }
    if (await completionOf(tx, id)) {
      throw new ConflictError("The completion of this agreement is already recorded");
    }
    const confirmedOn = torontoToday(
      row.homeownerConfirmedAt > row.contractorConfirmedAt
        ? row.homeownerConfirmedAt
        : row.contractorConfirmedAt,
    );
    if (input.completedOn > torontoToday()) {
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
}
