import "server-only";

import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";

import type { Database } from "@/lib/db/client";
import { authUsers, outbox, projectQuestions } from "@/lib/db/schema";
import { addressKey } from "@/lib/mail/address-key";
import { absoluteUrl, enqueueMail } from "@/lib/mail/outbox";
import { NOTE_QUIET_MINUTES, noteRecipients } from "@/lib/moderation/rules";
import { postedDisplayId } from "@/lib/projects/ids";
import { biddersOf } from "@/lib/proposals/store";

// A homeowner's note reaches the contractors already at work on the project: those with a live
// proposal (pending or accepted) and those who asked a question. One message per contractor per
// quiet period: the first note opens it, sent NOTE_QUIET_MINUTES later; notes added meanwhile
// join it.

/**
 * Queues the note for each contractor of the project, in the note's transaction (the project's
 * row lock held, so two notes cannot both open a message for one address).
 */
export async function noticeNewNote(
  tx: Database,
  project: { id: number; title: string; homeownerEmail: string | null },
  note: { id: number; note: string },
): Promise<number> {
  const bidders = await biddersOf(tx, project.id, ["pending", "accepted"]);
  const askers = await tx
    .selectDistinct({ email: authUsers.email })
    .from(projectQuestions)
    .innerJoin(authUsers, eq(authUsers.id, projectQuestions.userId))
    .where(
      and(eq(projectQuestions.projectRowId, project.id), eq(projectQuestions.kind, "question")),
    );
  const recipients = noteRecipients(
    [...bidders.map((bidder) => bidder.email), ...askers.map((asker) => asker.email)],
    project.homeownerEmail,
    addressKey,
  );
  if (recipients.length === 0) return 0;
  const groupKey = `notes:${project.id}`;
  // One statement appends the note to every message of the period not yet sent.
  const joined = await tx
    .update(outbox)
    .set({
      payload: sql`jsonb_set(${outbox.payload}, '{notes}', (${outbox.payload} -> 'notes') || ${JSON.stringify([note])}::jsonb)`,
    })
    .where(
      and(
        eq(outbox.groupKey, groupKey),
        eq(outbox.template, "project-note"),
        eq(outbox.status, "pending"),
        // One a worker is sending now would go without it: that contractor gets a new one.
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
        inArray(outbox.recipientKey, recipients.map(addressKey)),
      ),
    )
    .returning({ key: outbox.recipientKey });
  const waiting = new Set(joined.map((row) => row.key));
  const displayId = postedDisplayId(project.id);
  const sendAfter = new Date(Date.now() + NOTE_QUIET_MINUTES * 60_000);
  for (const recipient of recipients) {
    if (waiting.has(addressKey(recipient))) continue;
    await enqueueMail(tx, {
      template: "project-note",
      recipient,
      groupKey,
      sendAfter,
      payload: {
        project: displayId,
        title: project.title,
        notes: [note],
        projectUrl: absoluteUrl(`/project/${displayId}#homeowner-notes`),
      },
    });
  }
  return recipients.length;
}

/** The notes of a queued message that are still on the page when it goes. */
export async function notesStillShown<Note extends { id: number }>(
  db: Database,
  notes: readonly Note[],
): Promise<Note[]> {
  if (notes.length === 0) return [];
  const rows = await db
    .select({ id: projectQuestions.id })
    .from(projectQuestions)
    .where(
      and(
        inArray(
          projectQuestions.id,
          notes.map((note) => note.id),
        ),
        eq(projectQuestions.kind, "note"),
        isNull(projectQuestions.hiddenAt),
      ),
    );
  const shown = new Set(rows.map((row) => row.id));
  return notes.filter((note) => shown.has(note.id));
}
