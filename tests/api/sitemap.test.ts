import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import sitemap, { catalogueSitemap } from "@/app/sitemap";
import * as completionRoute from "@/app/api/agreements/[id]/completion/route";
import * as answerRoute from "@/app/api/agreements/[id]/completion/answer/route";
import * as reviewRoute from "@/app/api/agreements/[id]/review/route";
import { torontoDay } from "@/lib/calendar-day";
import {
  agreementCompletions,
  agreements,
  authUsers,
  contractorProfiles,
  projects,
  proposals,
  reviews,
} from "@/lib/db/schema";
import { BLIND_DAYS } from "@/lib/reviews/store";
import { profilesForSitemapQuery, saveProfile, SITEMAP_PROFILE_LIMIT } from "@/lib/pros/store";
import { absoluteUrl } from "@/lib/seo";
import {
  agreement,
  claimProposal,
  contractorAccount,
  northsideProfile,
  post,
} from "./agreement-fixture";
import { databases, useDatabase } from "./helpers";

// Contractors' public profiles in sitemap.xml: each profile that exists, with its last change,
// from one bounded query on an index, however large the projects and proposals grow.

/** Terms whose work started a month ago: it may be recorded done today. */
const STARTED = {
  startDate: torontoDay(new Date(Date.now() - 30 * 86_400_000)),
  completionDate: torontoDay(),
};

describe.each(databases)("sitemap.xml with profiles ($name)", (target) => {
  const state = useDatabase(target);
  const db = () => state.handle!.db;

  async function profile(id: string, email: string, businessName: string) {
    await db().insert(authUsers).values({ id, name: businessName, email, emailVerified: true });
    return saveProfile(id, {
      businessName,
      contactName: "Sam Patel",
      trades: ["Plumbing"],
      serviceAreas: ["Toronto"],
      credentials: [],
    } as never);
  }

  it("lists the catalogue and no profile while none exists", async () => {
    const entries = await sitemap();
    expect(entries.map((entry) => entry.url)).toEqual(catalogueSitemap().map((entry) => entry.url));
  });

  it("lists every public profile with its last change, and no other", async () => {
    const first = await profile("user-a", "a@clearflow.example", "Clearflow Plumbing");
    const second = await profile("user-b", "b@northside.example", "Northside Renovations");
    // The second changes later: its last change moves.
    const later = await saveProfile("user-b", {
      businessName: "Northside Renovations",
      contactName: "Sam Patel",
      trades: ["Plumbing", "Renovation"],
      serviceAreas: ["Toronto"],
      credentials: [],
    } as never);
    expect(later.updatedAt.getTime()).toBeGreaterThanOrEqual(second.updatedAt.getTime());

    const entries = await sitemap();
    const profiles = entries.filter((entry) => entry.url.includes("/pros/"));
    expect(profiles).toEqual([
      expect.objectContaining({
        url: absoluteUrl(`/pros/${first.slug}`),
        lastModified: first.updatedAt,
      }),
      expect.objectContaining({
        url: absoluteUrl(`/pros/${second.slug}`),
        lastModified: later.updatedAt,
      }),
    ]);
    // A deleted account's profile is gone from the sitemap with it.
    await db()
      .delete(authUsers)
      .where(sql`${authUsers.id} = 'user-a'`);
    const after = (await sitemap()).filter((entry) => entry.url.includes("/pros/"));
    expect(after.map((entry) => entry.url)).toEqual([absoluteUrl(`/pros/${second.slug}`)]);
  });

  it("reads the profiles in one query the slug's index serves, bounded to one sitemap file", async () => {
    await profile("user-c", "c@clearflow.example", "Clearflow Plumbing");
    // Many hires of other accounts (enough that reading every hire is plainly dearer than reading
    // the account's own, on any run), and proposals of this one that were never accepted: the
    // planner, knowing them, reads only this account's hires.
    await db().execute(sql`
      INSERT INTO auth_users (id, name, email, email_verified)
      SELECT 'crew-' || n, 'Crew ' || n, 'crew' || n || '@example.com', true
      FROM generate_series(2, 4000, 2) AS n`);
    await db().execute(sql`
      INSERT INTO projects (id, title, description, category, budget, timeline, homeowner,
        location, manage_token_hash, listing)
      SELECT n, 'Kitchen ' || n, 'Open up the kitchen.', 'Renovation', '$25,000 - $50,000',
        'Within 3 months', 'Robin Shaw', 'East York, Toronto, ON', 'not-a-token-hash', 'listed'
      FROM generate_series(1, 4000) AS n`);
    await db().execute(sql`
      INSERT INTO proposals (project_id, contractor_name, contractor_email, contractor_user_id,
        bid_amount, timeline, approach, experience, status)
      SELECT n, 'Crew ' || n, CASE WHEN n % 2 = 0 THEN 'crew' || n || '@example.com'
          ELSE 'c@clearflow.example' END, CASE WHEN n % 2 = 0 THEN 'crew-' || n ELSE 'user-c' END,
        '$5,000 - $10,000', '1 week', 'Demolition, then cabinets.', 'Ten years of kitchens.',
        CASE WHEN n % 2 = 0 THEN 'accepted' ELSE 'pending' END
      FROM generate_series(1, 4000) AS n`);
    await db().execute(sql`ANALYZE proposals`);
    const query = profilesForSitemapQuery(db()).toSQL();
    expect(query.sql).toMatch(/from "contractor_profiles"/);
    expect(query.params).toContain(SITEMAP_PROFILE_LIMIT);
    // With sequential scans priced out, the planner reads the slug's unique index in order: no
    // sort of the whole table, and the limit stops the read.
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explained = await tx.execute(
        sql.raw(
          `EXPLAIN ${query.sql.replace(/\$(\d+)/g, (_, n) => String(query.params[Number(n) - 1]))}`,
        ),
      );
      // Both drivers answer { rows }: one row per line of the plan.
      const { rows } = explained as unknown as { rows: Record<string, string>[] };
      return rows.map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).toMatch(/^Limit/);
    expect(plan).toMatch(/Index (Only )?Scan using contractor_profiles_slug_unique/);
    expect(plan).not.toMatch(/Sort/);
    // Each profile's last change reads only the account's hires, by the partial index of the
    // proposals proven to be an account's, and each hire's agreement, completion, consent and
    // reviews by their keys: no table read whole.
    expect(plan).toMatch(/Index (Only )?Scan using proposals_contractor_user_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).not.toMatch(/Hash Join|Merge Join/);
  });

  it("dates a profile by the latest change it shows: confirmed agreement, completion standing, published review", async () => {
    // An agreement confirmed by one party only, claimed by the contractor's account.
    const one = await agreement(db(), "one");
    const { cookie, userId } = await contractorAccount(db(), one.proposalId);
    const saved = await northsideProfile(db(), userId);
    const lastModified = async () =>
      (await sitemap()).find((entry) => entry.url === absoluteUrl(`/pros/${saved.slug}`))!
        .lastModified as Date;
    // Accepted and confirmed by one party only: nothing on the profile changed.
    expect(await lastModified()).toEqual(saved.updatedAt);
    // Confirmed by both, on a proposal sent without the account: not the account's yet.
    const both = await agreement(db(), "both", STARTED, "sam@home.example");
    expect(await lastModified()).toEqual(saved.updatedAt);
    // Claimed by the account: the later confirmation.
    await claimProposal(both.proposalId, cookie);
    const [confirmed] = await db()
      .select({ at: agreements.contractorConfirmedAt })
      .from(agreements)
      .where(eq(agreements.id, both.id));
    expect(await lastModified()).toEqual(confirmed!.at);
    // The work recorded completed: nothing shows until the record stands, then the time it did.
    const completed = await post(
      completionRoute,
      "/",
      both.ids,
      { kind: "completion", completedOn: torontoDay() },
      both.owner,
    );
    expect(completed.status).toBe(200);
    expect(await lastModified()).toEqual(confirmed!.at);
    const acknowledged = await post(
      answerRoute,
      "/",
      both.ids,
      { answer: "acknowledged" },
      both.contractor,
    );
    expect(acknowledged.status).toBe(200);
    const [stood] = await db()
      .select({ at: agreementCompletions.stoodAt })
      .from(agreementCompletions)
      .where(eq(agreementCompletions.agreementId, both.id));
    expect(await lastModified()).toEqual(stood!.at);
    // The homeowner's review alone is not published yet; with the contractor's, it is.
    const review = (token: string) =>
      post(
        reviewRoute,
        "/",
        both.ids,
        { rating: 5, body: "Clean work, on time, and the permit was closed properly." },
        token,
      );
    expect((await review(both.owner)).status).toBe(201);
    expect(await lastModified()).toEqual(stood!.at);
    expect((await review(both.contractor)).status).toBe(201);
    const [latest] = await db()
      .select({ at: sql<Date>`max(${reviews.submittedAt})`.mapWith(reviews.submittedAt) })
      .from(reviews);
    expect(await lastModified()).toEqual(latest!.at);
  });

  it("dates a review published by the end of the blind period, once that has passed", async () => {
    const made = await agreement(db(), "both");
    const { userId } = await contractorAccount(db(), made.proposalId);
    const saved = await northsideProfile(db(), userId);
    const longAgo = new Date(Date.now() - 20 * 86_400_000);
    const recent = new Date(Date.now() - 3 * 86_400_000);
    const before = new Date(longAgo.getTime() - 86_400_000);
    // Everything else the profile shows dates from before: the profile, the hire, the project and
    // the confirmations (which the agreement's trigger keeps fixed, so it is set aside here).
    await db()
      .update(contractorProfiles)
      .set({ updatedAt: before })
      .where(eq(contractorProfiles.slug, saved.slug));
    await db()
      .update(proposals)
      .set({ updatedAt: before })
      .where(eq(proposals.id, made.proposalId));
    await db()
      .update(projects)
      .set({ updatedAt: before })
      .where(eq(projects.id, made.projectRowId));
    await db().execute(sql`ALTER TABLE agreements DISABLE TRIGGER USER`);
    await db()
      .update(agreements)
      .set({ homeownerConfirmedAt: before, contractorConfirmedAt: before })
      .where(eq(agreements.id, made.id));
    await db().execute(sql`ALTER TABLE agreements ENABLE TRIGGER USER`);
    // Recorded and standing since three days ago, with the homeowner's review alone: not
    // published yet.
    await db().insert(agreementCompletions).values({
      agreementId: made.id,
      kind: "completion",
      completedOn: "2026-01-10",
      recordedAt: recent,
      stoodAt: recent,
    });
    await db().insert(reviews).values({
      agreementId: made.id,
      author: "homeowner",
      rating: 4,
      body: "Good work, a little late on the last day but tidy.",
      submittedAt: recent,
    });
    const entry = async () =>
      (await sitemap()).find((item) => item.url === absoluteUrl(`/pros/${saved.slug}`))!
        .lastModified as Date;
    expect(await entry()).toEqual(recent);
    // Standing since twenty days ago: published six days ago, when the 14 days ended.
    await db()
      .update(agreementCompletions)
      .set({ recordedAt: longAgo, stoodAt: longAgo })
      .where(eq(agreementCompletions.agreementId, made.id));
    await db().update(reviews).set({ submittedAt: longAgo });
    const published = new Date(longAgo.getTime() + BLIND_DAYS * 86_400_000);
    expect(await entry()).toEqual(published);
  });
});
