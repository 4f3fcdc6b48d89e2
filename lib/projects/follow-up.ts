import "server-only";

import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";

import type { PublicProject } from "@/lib/projects/shapes";
import { getDb, type Database } from "@/lib/db/client";
import { projects, proposals, type ProjectRow } from "@/lib/db/schema";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { absoluteUrl, enqueueMail } from "@/lib/mail/outbox";
import { biddersOf } from "@/lib/proposals/store";
import type { ClosedReason } from "@/lib/validation/options";
import { CLOSING_ANSWERS, REMINDER_ANSWERS, type ReminderAnswer } from "./follow-up-answers";
import { postedDisplayId } from "./ids";
import { issueManageLink } from "./links";
import { BIDDING_STATUSES } from "./project";
import { projectWithOutcome, toPublicProject } from "./store";
import { projectListChanged } from "@/lib/projects/list-cache";

// What follows a listed project that has proposals but no answer (docs/decisions/0013-proposal-validity-and-follow-up.md):
// its owner is asked where it stands 3, 7 and 14 days after its first proposal, with one-tap
// answers; three of them close it, and a project taking proposals with no activity for 30 days
// closes itself. Either way every pending bidder is told once, with nothing of the others.

/** Days after the first proposal when each reminder goes. */
export const REMINDER_DAYS = [3, 7, 14] as const;
export const QUIET_DAYS = 30;
const DAY_MS = 86_400_000;
const BATCH = 200;

const daysBefore = (now: Date, days: number) =>
  sql`${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;

/** Still taking proposals: listed (checked by each index's predicate), bidding, nobody hired. */
const takingProposals = and(
  eq(projects.listing, "listed"),
  isNull(projects.closedReason),
  sql`${projects.status} in (${sql.join(
    BIDDING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`,
  sql`not exists(select 1 from ${proposals} x where x.project_id = ${projects.id}
    and x.status = 'accepted')`,
);

/**
 * Sends each reminder that is due: one message per project and run, however many of its days
 * passed (a reminder never comes twice, and a missed one is not sent late after a later one).
 * Only projects with a pending proposal and an owner's address are asked. Answers how many.
 */
export async function sendProjectReminders(db: Database, now = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: projects.id,
          title: projects.title,
          homeowner: projects.homeowner,
          homeownerEmail: projects.homeownerEmail,
          firstProposalAt: projects.firstProposalAt,
          remindersSent: projects.remindersSent,
          pending: sql<number>`(select count(*)::int from ${proposals} x
            where x.project_id = ${projects.id} and x.status = 'pending')`,
        })
        .from(projects)
        .where(
          and(
            sql`${projects.remindersSent} < ${sql.raw(String(REMINDER_DAYS.length))}`,
            isNotNull(projects.firstProposalAt),
            sql`${projects.firstProposalAt} <= ${daysBefore(now, REMINDER_DAYS[0])}`,
            sql`${projects.firstProposalAt} <= (${now.toISOString()}::timestamptz -
              (array[${sql.raw(REMINDER_DAYS.join(","))}])[${projects.remindersSent} + 1]
                * interval '1 day')`,
            takingProposals,
          ),
        )
        .orderBy(projects.firstProposalAt, projects.id)
        .limit(BATCH)
        .for("update", { of: projects, skipLocked: true });
      for (const project of due) {
        const elapsed = (now.getTime() - project.firstProposalAt!.getTime()) / DAY_MS;
        const passed = REMINDER_DAYS.filter((days) => elapsed >= days).length;
        if (project.homeownerEmail && project.pending > 0) {
          const manage = await issueManageLink(tx, project.id);
          const answers = Object.fromEntries(
            REMINDER_ANSWERS.map((answer) => [answer, `${manage}&answer=${answer}`]),
          ) as Record<ReminderAnswer, string>;
          await enqueueMail(tx, {
            template: "project-reminder",
            recipient: project.homeownerEmail,
            payload: {
              project: postedDisplayId(project.id),
              name: project.homeowner,
              title: project.title,
              proposals: project.pending,
              private: { answers },
            },
          });
          sent++;
        }
        await tx.update(projects).set({ remindersSent: passed }).where(eq(projects.id, project.id));
      }
      return due.length;
    });
    if (handled < BATCH) return sent;
  }
}

/**
 * Closes each project taking proposals with no activity for QUIET_DAYS (listed, a proposal, a
 * renewal, the owner's edit or answer), telling its pending bidders. Answers how many closed.
 */
export async function closeQuietProjects(db: Database, now = new Date()): Promise<number> {
  let closed = 0;
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      const quiet = await tx
        .select()
        .from(projects)
        .where(and(sql`${projects.activeAt} <= ${daysBefore(now, QUIET_DAYS)}`, takingProposals))
        .orderBy(projects.activeAt, projects.id)
        .limit(BATCH)
        .for("update", { skipLocked: true });
      for (const project of quiet) await closeProject(tx, project, "quiet", now);
      return quiet.length;
    });
    closed += handled;
    if (handled < BATCH) return closed;
  }
}

/** Closes a project (cancelled, for `reason`) and tells each of its pending bidders once. */
async function closeProject(tx: Database, project: ProjectRow, reason: ClosedReason, now: Date) {
  await tx
    .update(projects)
    .set({ status: "cancelled", closedReason: reason, updatedAt: now, activeAt: now })
    .where(eq(projects.id, project.id));
  const displayId = postedDisplayId(project.id);
  for (const bidder of await biddersOf(tx, project.id, ["pending"])) {
    await enqueueMail(tx, {
      template: "hired-elsewhere",
      recipient: bidder.email,
      payload: {
        project: displayId,
        contractor: bidder.name,
        title: project.title,
        outcome: "closed",
        reason,
        projectUrl: absoluteUrl(`/project/${displayId}`),
      },
    });
  }
}

const HIRED_HERE = "project_hired_here";

/**
 * The owner's answer to a reminder (the caller has checked the manage token). "Still deciding"
 * keeps it open and counts as activity; the others close it and tell its bidders. Answering
 * again, or answering a project already closed for a reason, changes nothing.
 */
export async function answerReminder(
  rowId: number,
  answer: ReminderAnswer,
  now = new Date(),
): Promise<PublicProject> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, rowId)).for("update");
    if (!project) throw new NotFoundError("project_not_found");
    if (!project.closedReason) {
      const [open] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.id, rowId), takingProposals));
      if (!open) {
        const [hired] = await tx
          .select({ id: proposals.id })
          .from(proposals)
          .where(and(eq(proposals.projectRowId, rowId), eq(proposals.status, "accepted")));
        if (hired) throw new ConflictError(HIRED_HERE);
      } else if (CLOSING_ANSWERS.includes(answer)) {
        await closeProject(tx, project, answer as ClosedReason, now);
      } else {
        await tx.update(projects).set({ activeAt: now }).where(eq(projects.id, rowId));
      }
    }
    const [stored] = await tx
      .select(projectWithOutcome)
      .from(projects)
      .where(eq(projects.id, rowId));
    return stored!;
  });
  // A closing answer takes it off the list's open projects.
  projectListChanged();
  return toPublicProject(row, "owner");
}
