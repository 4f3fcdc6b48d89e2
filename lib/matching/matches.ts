import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { municipalityBySlug, placeLabel } from "@/content/municipalities";
import { torontoDay } from "@/lib/calendar-day";
import { getDb } from "@/lib/db/client";
import { contractorProfiles, projectDismissals, projects } from "@/lib/db/schema";
import { postedDisplayId } from "@/lib/projects/ids";
import { CONFIRM_HOURS } from "@/lib/projects/listing";
import { BIDDING_STATUSES } from "@/lib/projects/project";
import { BUDGETS } from "./alerts";
import { distanceKm } from "./places";

/** The most matches /pro shows. */
export const MATCHES_SHOWN = 50;

export interface Match {
  rowId: number;
  displayId: number;
  title: string;
  category: string;
  /** "Etobicoke (Toronto)". */
  place: string;
  budget: string;
  urgent: boolean;
  /** The day it was listed, in Toronto (YYYY-MM-DD). */
  listedDay: string;
  /** From the contractor's base, when they set one. */
  distanceKm: number | null;
  /** Listed since the contractor last looked at their matches. */
  isNew: boolean;
}

export interface Matches {
  matches: Match[];
  /** How many matches in all were listed since the last look (not only those shown). */
  newCount: number;
}

/**
 * "Projects for you": the listed projects that take proposals in the contractor's trades and
 * the places they cover, within their smallest budget and their urgent-work choice, that they
 * have not bid on or hidden, nearest their base first, then newest. One statement over
 * projects_match_idx (trade × place), with the count of the new ones. Null without a profile.
 */
export async function matchesOf(account: {
  userId: string;
  email: string;
}): Promise<Matches | null> {
  const db = await getDb();
  const [profile] = await db
    .select({
      trades: contractorProfiles.trades,
      covers: contractorProfiles.covers,
      baseArea: contractorProfiles.baseArea,
      minBudget: contractorProfiles.minBudget,
      urgentOk: contractorProfiles.urgentOk,
      seenAt: contractorProfiles.matchesSeenAt,
    })
    .from(contractorProfiles)
    .where(eq(contractorProfiles.userId, account.userId))
    .limit(1);
  if (!profile) return null;
  if (profile.trades.length === 0 || profile.covers.length === 0) {
    return { matches: [], newCount: 0 };
  }
  const base = profile.baseArea ? municipalityBySlug(profile.baseArea)?.centre : undefined;
  const distanceOf = (slug: string) => {
    const centre = municipalityBySlug(slug)?.centre;
    return base && centre ? distanceKm(base, centre) : null;
  };
  // The covered places, nearest first: the order the matches are ranked in.
  const nearestFirst = [...profile.covers].sort(
    (a, b) => (distanceOf(a) ?? 0) - (distanceOf(b) ?? 0),
  );
  const seen = profile.seenAt?.toISOString() ?? null;
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  // What makes a listed project of one of their trades and places a match for this contractor.
  const fits = sql`p.listing = 'listed'
    and p.status in (${list(BIDDING_STATUSES)})
    and p.proposals_paused_at is null
    and (${profile.minBudget}::text is null
      or array_position(${BUDGETS}, p.budget) >= array_position(${BUDGETS}, ${profile.minBudget}::text))
    and (${profile.urgentOk} or p.urgency <> 'high')
    and not exists(select 1 from proposals x where x.project_id = p.id and x.status = 'accepted')
    and p.id not in (select x.project_id from proposals x where x.project_id is not null
      and (x.contractor_user_id = ${account.userId} or lower(x.contractor_email) = ${account.email}))
    and p.id not in (select d.project_id from ${projectDismissals} d where d.user_id = ${account.userId})
    and p.id not in (select o.id from ${projects} o
      where mail_address_key(o.homeowner_email) = mail_address_key(${account.email}))`;
  // The newest 50 of each trade in each place (a backward range of projects_match_idx that stops
  // at 50), then nearest first and newest: what is read does not grow with the table. The new
  // ones are counted over the days since the last look only (listed at most CONFIRM_HOURS after
  // being posted, so a range of the same index).
  const rows = (
    (await db.execute(sql`
      select m.id, m.title, m.category, m.municipality, m.budget, m.urgency, m.listed_at,
        (select count(*) from ${projects} p
          where p.category in (${list(profile.trades)})
            and p.municipality in (${list(profile.covers)})
            and (${seen}::timestamptz is null
              or (p.posted_at > ${seen}::timestamptz - make_interval(hours => ${CONFIRM_HOURS})
                and coalesce(p.confirmed_at, p.posted_at) > ${seen}::timestamptz))
            and ${fits})::int as new_count
      from unnest(array[${list(nearestFirst)}]::text[]) with ordinality as place(slug, rank)
      cross join unnest(array[${list(profile.trades)}]::text[]) as trade(name)
      cross join lateral (
        select p.id, p.title, p.category, p.municipality, p.budget, p.urgency, p.posted_at,
          coalesce(p.confirmed_at, p.posted_at) as listed_at
        from ${projects} p
        where p.category = trade.name and p.municipality = place.slug and ${fits}
        order by p.posted_at desc, p.id desc
        limit ${MATCHES_SHOWN}) m
      order by place.rank, m.posted_at desc, m.id desc
      limit ${MATCHES_SHOWN}`)) as unknown as {
      rows: {
        id: number;
        title: string;
        category: string;
        municipality: string;
        budget: string;
        urgency: string;
        listed_at: string | Date;
        new_count: number;
      }[];
    }
  ).rows;
  return {
    newCount: rows[0]?.new_count ?? 0,
    matches: rows.map((row) => {
      const listedAt = new Date(row.listed_at);
      const distance = distanceOf(row.municipality);
      return {
        rowId: row.id,
        displayId: postedDisplayId(row.id),
        title: row.title,
        category: row.category,
        place: placeLabel(row.municipality),
        budget: row.budget,
        urgent: row.urgency === "high",
        listedDay: torontoDay(listedAt),
        distanceKm: distance === null ? null : Math.round(distance),
        isNew: profile.seenAt === null || listedAt > profile.seenAt,
      };
    }),
  };
}

/** The contractor looked at their matches: later ones are new. */
export async function markMatchesSeen(userId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(contractorProfiles)
    .set({ matchesSeenAt: new Date() })
    .where(eq(contractorProfiles.userId, userId));
}

/**
 * "Not for me": hidden from the contractor's matches, and from any alert of it not yet sent.
 * False when no such project is listed.
 */
export async function dismissMatch(userId: string, rowId: number): Promise<boolean> {
  const db = await getDb();
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, rowId), eq(projects.listing, "listed")))
    .limit(1);
  if (!project) return false;
  await db.insert(projectDismissals).values({ userId, projectRowId: rowId }).onConflictDoNothing();
  return true;
}
