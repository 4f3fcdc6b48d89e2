import "server-only";

import { eq, inArray, sql } from "drizzle-orm";

import { placeLabel } from "@/content/municipalities";
import { INVARIANT_LOCALE, SITE_TIME_ZONE } from "@/i18n/config.mjs";
import { torontoDay } from "@/lib/calendar-day";
import type { Database } from "@/lib/db/client";
import { contractorProfiles, projectAlerts, projects } from "@/lib/db/schema";
import { enqueueMail } from "@/lib/mail/outbox";
import { postedDisplayId } from "@/lib/projects/ids";
import { BIDDING_STATUSES } from "@/lib/projects/project";
import { absoluteUrl } from "@/lib/seo";
import { BUDGET_OPTIONS } from "@/lib/validation/options";

// New-project alerts (docs/decisions/0023-matching-and-alerts.md). When a project is listed, one statement
// records an alert for every contractor whose profile matches it (trade, covered municipality,
// smallest budget, urgent work) and whose alerts are on: due at once, or at their next digest
// hour. The mail worker turns due alerts into messages (deliverDueAlerts), checking again that
// the project still takes proposals and that the contractor has not bid, dismissed it or paused.

/** The budget bands in order, for comparing a project's band with a contractor's smallest. */
export const BUDGETS = sql.raw(
  `ARRAY[${BUDGET_OPTIONS.map((band) => `'${band}'`).join(", ")}]::text[]`,
);

/** The next moment it is `hour`:00 in Toronto for each hour 0 to 23, after `now`. */
export function nextDigestTimes(now: Date): Date[] {
  const times: Date[] = [];
  const hourFormat = new Intl.DateTimeFormat(INVARIANT_LOCALE, {
    hour: "numeric",
    hourCycle: "h23",
    timeZone: SITE_TIME_ZONE,
  });
  const top = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  // Toronto's offset is whole hours, so each hour of its clock starts at the top of a UTC hour;
  // two days ahead hold every hour, even the one skipped the night clocks go forward. Counted
  // down, the soonest of each is kept.
  for (let ahead = 48; ahead >= 1; ahead--) {
    const moment = new Date(top + ahead * 3_600_000);
    times[Number(hourFormat.format(moment))] = moment;
  }
  return times;
}

/**
 * Records the alerts of a project that was just listed (or changed so that it may fit more
 * contractors): one per matching contractor with alerts on, never a second for one already
 * alerted, never to the homeowner's own account. `db` is the transaction that listed it. Answers
 * how many contractors it was matched to in all (what the homeowner is told).
 */
export async function matchProject(db: Database, rowId: number, now = new Date()): Promise<number> {
  const [project] = await db
    .select({
      listing: projects.listing,
      status: projects.status,
      category: projects.category,
      municipality: projects.municipality,
      budget: projects.budget,
      urgency: projects.urgency,
      homeownerEmail: projects.homeownerEmail,
    })
    .from(projects)
    .where(eq(projects.id, rowId));
  // Without a place of the list, nobody is matched (nor ever was).
  if (!project?.municipality || project.municipality === "elsewhere") return 0;
  if (project.listing !== "listed" || !BIDDING_STATUSES.includes(project.status)) {
    return countMatched(db, rowId);
  }
  // As one array literal: drizzle would spread a JavaScript array into separate parameters.
  const due = `{${nextDigestTimes(now)
    .map((moment) => moment.toISOString())
    .join(",")}}`;
  // Each condition is a containment test over a GIN index (contractor_profiles_trades_idx,
  // contractor_profiles_covers_idx): no scan of the profiles. The homeowner's own account is
  // told apart by its mailbox key, a function call too slow to make on every match (a fan-out
  // of 2,000 spent two thirds of its time there): only an address whose key could be the
  // homeowner's (it starts with the key's local part, dots aside) is given to it.
  await db.execute(sql`
    insert into ${projectAlerts} (project_id, user_id, delivery, due_at)
    select ${rowId}, cp.user_id, cp.alerts,
      case when cp.alerts = 'instant' then ${now.toISOString()}::timestamptz
        else (${due}::timestamptz[])[cp.alert_hour + 1] end
    from ${contractorProfiles} cp
    join auth_users u on u.id = cp.user_id
    where cp.trades @> ${JSON.stringify([project.category])}::jsonb
      and cp.covers @> array[${project.municipality}]::text[]
      and cp.alerts <> 'off'
      and (cp.min_budget is null
        or array_position(${BUDGETS}, ${project.budget}) >= array_position(${BUDGETS}, cp.min_budget))
      and (cp.urgent_ok or ${project.urgency} <> 'high')
      and (not starts_with(replace(lower(btrim(u.email)), '.', ''),
          replace(split_part(mail_address_key(${project.homeownerEmail}), '@', 1), '.', ''))
        or mail_address_key(u.email) is distinct from mail_address_key(${project.homeownerEmail}))
    on conflict (user_id, project_id) do nothing`);
  return countMatched(db, rowId);
}

/** How many contractors a project was matched to (alerts recorded, sent or not). */
export async function countMatched(db: Database, rowId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(projectAlerts)
    .where(eq(projectAlerts.projectRowId, rowId));
  return row?.count ?? 0;
}

/** Due alerts handled per transaction. */
const BATCH = 500;

interface DueAlert {
  id: number;
  userId: string;
  delivery: "instant" | "daily";
  email: string;
  contractor: string;
  projectRowId: number;
  title: string;
  category: string;
  municipality: string;
  budget: string;
  urgency: string;
  /** Still worth sending: the project takes proposals (and is not paused), and the contractor
   * has not bid on it, dismissed it or paused or stopped alerts. */
  sendable: boolean;
}

/**
 * Turns the alerts that are due into messages, batch by batch: each contractor's due alerts of one
 * kind (at once, or their digest) in one message, the rest marked skipped. Rows are claimed with
 * SKIP LOCKED, so several instances share the work, contractor by contractor: a full batch leaves
 * its last contractor's alerts to the next one, so that a digest is never cut in two. The batch is
 * chosen before it is locked, so that the sort stops at the batch (a sort under FOR UPDATE sorts
 * every due alert); an instance that finds it taken stops, and the one holding it goes on. Whether
 * a project hired is a lookup of the one-hire index per alert (NOT EXISTS would hash every hire).
 * Answers how many alerts went into messages.
 */
export async function deliverDueAlerts(db: Database, now = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      let due = (
        (await tx.execute(sql`
          with claimed as (
            select a.id from ${projectAlerts} a
            where a.id in (select b.id from ${projectAlerts} b
                where b.due_at <= ${now.toISOString()}::timestamptz
                  and b.sent_at is null and b.skipped_at is null
                order by b.due_at, b.user_id, b.id
                limit ${BATCH})
              and a.sent_at is null and a.skipped_at is null
            for update skip locked)
          select a.id, a.user_id as "userId", a.delivery, u.email, cp.contact_name as contractor,
            p.id as "projectRowId", p.title, p.category, p.municipality, p.budget, p.urgency,
            (p.listing = 'listed'
              and p.proposals_paused_at is null
              and p.status in (${sql.join(
                BIDDING_STATUSES.map((status) => sql`${status}`),
                sql`, `,
              )})
              and (select 1 from proposals x where x.project_id = p.id
                and x.status = 'accepted') is null
              and not exists(select 1 from proposals x where x.project_id = p.id
                and (x.contractor_user_id = a.user_id or lower(x.contractor_email) = lower(u.email)))
              and not exists(select 1 from project_dismissals d
                where d.user_id = a.user_id and d.project_id = p.id)
              and cp.alerts <> 'off'
              and (cp.alerts_paused_until is null
                or cp.alerts_paused_until <= ${torontoDay(now)}::date)) as sendable
          from claimed c
          join ${projectAlerts} a on a.id = c.id
          join ${projects} p on p.id = a.project_id
          join auth_users u on u.id = a.user_id
          join ${contractorProfiles} cp on cp.user_id = a.user_id
          order by a.user_id, a.delivery, a.due_at, a.id`)) as unknown as { rows: DueAlert[] }
      ).rows;
      const claimed = due.length;
      if (claimed === 0) return 0;
      // The last contractor of a full batch may have more alerts due than it holds: theirs wait
      // for the next batch (the rows are left as they are), unless they alone fill it.
      const last = due.at(-1)!.userId;
      if (due.length === BATCH && due.some((alert) => alert.userId !== last)) {
        due = due.filter((alert) => alert.userId !== last);
      }
      const groups = new Map<string, DueAlert[]>();
      for (const alert of due) {
        if (!alert.sendable) continue;
        const key = `${alert.userId}\u0000${alert.delivery}`;
        groups.set(key, [...(groups.get(key) ?? []), alert]);
      }
      for (const group of groups.values()) {
        const first = group[0]!;
        await enqueueMail(tx, {
          template: "project-alerts",
          recipient: first.email,
          thread: `alerts:${first.userId}`,
          payload: {
            contractor: first.contractor,
            delivery: first.delivery,
            projects: group.map((alert) => ({
              project: postedDisplayId(alert.projectRowId),
              title: alert.title,
              category: alert.category,
              place: placeLabel(alert.municipality),
              budget: alert.budget,
              urgent: alert.urgency === "high",
              projectUrl: absoluteUrl(`/project/${postedDisplayId(alert.projectRowId)}`),
            })),
            settingsUrl: absoluteUrl("/pro#alerts"),
          },
        });
      }
      const ids = (sendable: boolean) =>
        due.filter((alert) => alert.sendable === sendable).map((alert) => alert.id);
      const stamp = sql`${now.toISOString()}::timestamptz`;
      const sentIds = ids(true);
      const skippedIds = ids(false);
      if (sentIds.length > 0) {
        await tx
          .update(projectAlerts)
          .set({ sentAt: stamp })
          .where(inArray(projectAlerts.id, sentIds));
      }
      if (skippedIds.length > 0) {
        await tx
          .update(projectAlerts)
          .set({ skippedAt: stamp })
          .where(inArray(projectAlerts.id, skippedIds));
      }
      sent += sentIds.length;
      return claimed;
    });
    if (handled < BATCH) return sent;
  }
}
