import "server-only";

import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";

import type { TrackedProposal } from "@/lib/proposals/shapes";
import { signedToken } from "@/lib/auth/tokens";
import { getDb, type Database } from "@/lib/db/client";
import { projects, proposals } from "@/lib/db/schema";
import { InvalidFieldError } from "@/lib/errors";
import { absoluteUrl, enqueueMail } from "@/lib/mail/outbox";
import { BIDDING_STATUSES } from "@/lib/projects/project";
import { postedDisplayId } from "@/lib/projects/ids";
import { PROPOSAL_VALID_DAYS } from "@/lib/validation/options";
import { TRACKING_PURPOSE } from "./access";
import { trackedView } from "./store";

// How long a proposal stands (docs/decisions/0013-proposal-validity-and-follow-up.md): the contractor chooses 7 to 90
// days (30 by default); once it lapses the homeowner cannot accept it until the contractor renews
// it, which the reminder sent 3 days before offers in one click.

export const VALID_DAYS = PROPOSAL_VALID_DAYS;
export const LAPSE_REMINDER_DAYS = 3;
const DAY_MS = 86_400_000;

export const validUntilFrom = (from: Date, days: number) =>
  new Date(from.getTime() + days * DAY_MS);

const NOT_PENDING = "renew_needs_pending";

/**
 * The contractor renews a pending proposal (the caller has checked its tracking token): it stands
 * again for the days they chose when they sent it, counted from now, and the project counts it
 * as activity.
 */
export async function renewProposal(
  id: number,
  now = new Date(),
): Promise<TrackedProposal | undefined> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx.select().from(proposals).where(eq(proposals.id, id)).for("update");
    if (!stored) return undefined;
    if (stored.status !== "pending") {
      throw new InvalidFieldError("status", undefined, NOT_PENDING);
    }
    const days = stored.validDays ?? VALID_DAYS.default;
    const [updated] = await tx
      .update(proposals)
      .set({
        validUntil: validUntilFrom(now, days),
        validDays: days,
        lapseRemindedAt: null,
        updatedAt: now,
      })
      .where(eq(proposals.id, id))
      .returning();
    if (stored.projectRowId) {
      await tx.update(projects).set({ activeAt: now }).where(eq(projects.id, stored.projectRowId));
    }
    return updated;
  });
  return row && trackedView(row);
}

/** How long the reminder's renewal link works: past the lapse, so a late click still renews. */
const RENEW_LINK_DAYS = 14;
const BATCH = 200;

/**
 * Reminds each contractor whose pending proposal lapses within 3 days, once per lapse, while the
 * project still takes proposals: a link that opens its tracking page on the renewal. Answers how
 * many were reminded.
 */
export async function remindLapsingProposals(db: Database, now = new Date()): Promise<number> {
  const soon = validUntilFrom(now, LAPSE_REMINDER_DAYS);
  let reminded = 0;
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: proposals.id,
          projectRowId: proposals.projectRowId,
          contractorName: proposals.contractorName,
          contractorEmail: proposals.contractorEmail,
          validUntil: proposals.validUntil,
          validDays: proposals.validDays,
          title: projects.title,
        })
        .from(proposals)
        .innerJoin(projects, eq(projects.id, proposals.projectRowId))
        .where(
          and(
            eq(proposals.status, "pending"),
            isNull(proposals.lapseRemindedAt),
            isNotNull(proposals.validUntil),
            sql`${proposals.validUntil} <= ${soon.toISOString()}::timestamptz`,
            sql`${proposals.validUntil} > ${now.toISOString()}::timestamptz`,
            eq(projects.listing, "listed"),
            sql`${projects.status} in (${sql.join(
              BIDDING_STATUSES.map((status) => sql`${status}`),
              sql`, `,
            )})`,
            sql`not exists(select 1 from ${proposals} x where x.project_id = ${projects.id}
              and x.status = 'accepted')`,
          ),
        )
        .orderBy(proposals.validUntil, proposals.id)
        .limit(BATCH)
        .for("update", { of: proposals, skipLocked: true });
      for (const row of rows) {
        const token = signedToken(
          TRACKING_PURPOSE,
          row.id,
          validUntilFrom(row.validUntil!, RENEW_LINK_DAYS),
        );
        const displayId = postedDisplayId(row.projectRowId!);
        await enqueueMail(tx, {
          template: "proposal-lapsing",
          recipient: row.contractorEmail,
          payload: {
            project: displayId,
            contractor: row.contractorName,
            title: row.title,
            validUntil: row.validUntil!.toISOString(),
            days: row.validDays ?? VALID_DAYS.default,
            private: {
              renewUrl: absoluteUrl(`/proposal/${row.id}#track=${token}&renew`),
            },
          },
        });
        await tx.update(proposals).set({ lapseRemindedAt: now }).where(eq(proposals.id, row.id));
      }
      return rows.length;
    });
    reminded += handled;
    if (handled < BATCH) return reminded;
  }
}
