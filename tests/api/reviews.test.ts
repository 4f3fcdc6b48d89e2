import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as adminReportsRoute from "@/app/api/admin/review-reports/route";
import * as completionRoute from "@/app/api/agreements/[id]/completion/route";
import * as photoConsentRoute from "@/app/api/agreements/[id]/photo-consent/route";
import * as reviewRoute from "@/app/api/agreements/[id]/review/route";
import * as responseRoute from "@/app/api/agreements/[id]/review/response/route";
import * as hideRoute from "@/app/api/reviews/[reviewId]/hide/route";
import * as reportRoute from "@/app/api/reviews/[reviewId]/report/route";
import type { Agreement } from "@/lib/api-shapes";
import { torontoDay } from "@/lib/calendar-day";
import {
  agreementCompletions,
  agreementPhotoConsents,
  agreements,
  outbox,
  projects,
  reviews,
} from "@/lib/db/schema";
import { findPublicProfile } from "@/lib/pros/store";
import type { AgreementReviews } from "@/lib/reviews/store";
import { publishedReviewsOfContractor } from "@/lib/reviews/store";
import { agreement, CONTRACTOR, northsideProfile, post } from "./agreement-fixture";
import { ADMIN_TOKEN, databases, params, request, useDatabase, validProject } from "./helpers";

// Work completed (issue 29, item 4) and reviews only from confirmed, completed agreements (item 5).

describe.each(databases)("completion and reviews on $name", (target) => {
  const state = useDatabase(target);
  const db = () => state.handle!.db;
  const today = torontoDay();
  const complete = (ids: Record<string, string>, token: string, body: unknown) =>
    post(completionRoute, "/", ids, body, token);
  const review = (ids: Record<string, string>, token: string, body: unknown) =>
    post(reviewRoute, "/", ids, body, token);
  const reviewsAs = async (ids: Record<string, string>, token: string) =>
    (await (
      await reviewRoute.GET(request("/", { token }), params(ids) as never)
    ).json()) as AgreementReviews;
  const GOOD = { rating: 5, body: "Clean work, on time, and the permit was closed properly." };

  it("records the completion once, only by the homeowner, only on a confirmed agreement", async () => {
    const unconfirmed = await agreement("one");
    const early = await complete(unconfirmed.ids, unconfirmed.owner, {
      kind: "completion",
      completedOn: today,
    });
    expect(early.status).toBe(409);

    const { id, ids, owner, contractor } = await agreement("both");
    expect(
      (await complete(ids, contractor, { kind: "completion", completedOn: today })).status,
    ).toBe(403);
    for (const body of [
      { kind: "finished", completedOn: today },
      { kind: "completion", completedOn: "yesterday" },
      { kind: "completion", completedOn: "2026-02-30" },
      { kind: "completion" },
      "<script>",
    ]) {
      const answer = await complete(ids, owner, body);
      expect(answer.status).toBe(400);
      expect((await answer.json()).error).toEqual(expect.any(String));
    }
    expect(
      (await complete(ids, owner, { kind: "completion", completedOn: "2999-01-01" })).status,
    ).toBe(409);
    expect(
      (await complete(ids, owner, { kind: "completion", completedOn: "2000-01-01" })).status,
    ).toBe(409);
    const done = await complete(ids, owner, {
      kind: "substantial-performance",
      completedOn: today,
    });
    expect(done.status).toBe(200);
    const recorded = (await done.json()) as Agreement;
    expect(recorded.completedOn).toBe(today);
    expect(recorded.completionKind).toBe("substantial-performance");
    expect((await complete(ids, owner, { kind: "completion", completedOn: today })).status).toBe(
      409,
    );
    // The contractor is told, and both are invited to review.
    const mails = await db()
      .select()
      .from(outbox)
      .where(sql`${outbox.template} in ('agreement-completed', 'review-invitation')`);
    expect(
      mails.filter((row) => row.template === "agreement-completed").map((row) => row.recipient),
    ).toEqual([CONTRACTOR]);
    expect(
      mails
        .filter((row) => row.template === "review-invitation")
        .map((row) => row.recipient)
        .sort(),
    ).toEqual([CONTRACTOR, "jordan@home.example"]);
    expect(id).toEqual(expect.any(Number));
  });

  it("refuses a review without a confirmed, completed agreement", async () => {
    const missing = await review({ id: "999999" }, ADMIN_TOKEN, GOOD);
    expect([403, 404]).toContain(missing.status);
    const unconfirmed = await agreement("one");
    expect((await review(unconfirmed.ids, unconfirmed.owner, GOOD)).status).toBe(409);
    const notCompleted = await agreement("both");
    expect((await review(notCompleted.ids, notCompleted.owner, GOOD)).status).toBe(409);
    expect((await review(notCompleted.ids, notCompleted.contractor, GOOD)).status).toBe(409);
    // No link: 401; the operator reads but does not write.
    expect((await review(notCompleted.ids, undefined as unknown as string, GOOD)).status).toBe(401);
    expect((await review(notCompleted.ids, ADMIN_TOKEN, GOOD)).status).toBe(403);
    expect(await db().select().from(reviews)).toEqual([]);
  });

  it("is double-blind until both are in, or 14 days passed; then published, answered once", async () => {
    const { id, ids, owner, contractor } = await agreement("both");
    await complete(ids, owner, { kind: "completion", completedOn: today });
    for (const body of [
      { rating: 0, body: GOOD.body },
      { rating: 6, body: GOOD.body },
      { rating: 4.5, body: GOOD.body },
      { rating: "5", body: GOOD.body },
      { rating: 5, body: "short" },
      { rating: 5, body: "x".repeat(2001) },
    ]) {
      expect((await review(ids, owner, body)).status).toBe(400);
    }
    const mine = await review(ids, owner, GOOD);
    expect(mine.status).toBe(201);
    expect((await review(ids, owner, GOOD)).status).toBe(409);
    // The contractor does not see the homeowner's review yet; the homeowner sees their own.
    const contractorView = await reviewsAs(ids, contractor);
    expect(contractorView.other).toBeNull();
    expect(contractorView.canReview).toBe(true);
    expect(contractorView.blindUntil).toEqual(expect.any(String));
    expect((await reviewsAs(ids, owner)).own?.rating).toBe(5);
    expect(await publishedReviewsOfContractor(CONTRACTOR)).toEqual([]);
    // Answering is possible only once published.
    expect(
      (await post(responseRoute, "/", ids, { response: "Thank you!" }, contractor)).status,
    ).toBe(409);

    // After 14 days the homeowner's review is published, the contractor's still unwritten.
    await db()
      .update(agreementCompletions)
      .set({ recordedAt: sql`now() - interval '15 days'` })
      .where(eq(agreementCompletions.agreementId, id));
    const later = await reviewsAs(ids, contractor);
    expect(later.other?.body).toBe(GOOD.body);
    expect(later.blindUntil).toBeNull();
    const published = await publishedReviewsOfContractor(CONTRACTOR.toUpperCase());
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      author: "homeowner",
      rating: 5,
      workMonth: today.slice(0, 7),
    });

    expect((await post(responseRoute, "/", ids, { response: "Thank you!" }, owner)).status).toBe(
      403,
    );
    expect((await post(responseRoute, "/", ids, { response: "" }, contractor)).status).toBe(400);
    expect(
      (await post(responseRoute, "/", ids, { response: "Thank you, Jordan." }, contractor)).status,
    ).toBe(200);
    expect((await post(responseRoute, "/", ids, { response: "Again" }, contractor)).status).toBe(
      409,
    );
    expect((await publishedReviewsOfContractor(CONTRACTOR))[0]!.response).toBe(
      "Thank you, Jordan.",
    );

    // The contractor's public profile (an account with the same address) shows it, answered.
    const saved = await northsideProfile(db(), "user-northside");
    const profile = await findPublicProfile(saved.slug);
    expect(profile!.reviews).toHaveLength(1);
    expect(profile!.reviews[0]).toMatchObject({
      rating: 5,
      body: GOOD.body,
      response: "Thank you, Jordan.",
    });
  });

  it("shows both as soon as both are in", async () => {
    const { ids, owner, contractor } = await agreement("both");
    await complete(ids, owner, { kind: "completion", completedOn: today });
    await review(ids, contractor, {
      rating: 4,
      body: "Clear decisions, paid on schedule, easy site.",
    });
    expect((await reviewsAs(ids, owner)).other).toBeNull();
    await review(ids, owner, GOOD);
    expect((await reviewsAs(ids, owner)).other?.rating).toBe(4);
    expect((await reviewsAs(ids, contractor)).other?.rating).toBe(5);
    expect((await reviewsAs(ids, ADMIN_TOKEN)).canReview).toBe(false);
  });

  it("lets anyone report a published review to the operator, who hides it with a visible reason", async () => {
    const { ids, owner, contractor } = await agreement("both");
    await complete(ids, owner, { kind: "completion", completedOn: today });
    await review(ids, owner, GOOD);
    const reviewId = (await reviewsAs(ids, owner)).own!.id;
    const rid = { reviewId: String(reviewId) };
    const report = (body: unknown) => post(reportRoute, "/", rid, body);
    // Not published yet: as if it did not exist.
    expect((await report({ reason: "This names a private person." })).status).toBe(404);
    await review(ids, contractor, {
      rating: 4,
      body: "Clear decisions, paid on schedule, easy site.",
    });
    expect((await report({ reason: "short" })).status).toBe(400);
    expect((await report({})).status).toBe(400);
    expect(
      (await post(reportRoute, "/", { reviewId: "abc" }, { reason: "Not a real review at all." }))
        .status,
    ).toBe(404);
    expect(
      (await post(reportRoute, "/", { reviewId: "99999" }, { reason: "Not a real review at all." }))
        .status,
    ).toBe(404);
    expect((await report({ reason: "This names a private person." })).status).toBe(201);

    const inbox = (token?: string) =>
      adminReportsRoute.GET(request("/api/admin/review-reports", { token }), undefined);
    expect((await inbox()).status).toBe(401);
    expect((await inbox("wrong-token-0123456789")).status).toBe(403);
    const open = (await (await inbox(ADMIN_TOKEN)).json()) as {
      reports: { review: { id: number }; reason: string }[];
    };
    expect(open.reports).toHaveLength(1);
    expect(open.reports[0]).toMatchObject({
      reason: "This names a private person.",
      review: { id: reviewId },
    });

    const hide = (token: string | undefined, body: unknown) =>
      post(hideRoute, "/", rid, body, token);
    expect((await hide(undefined, { reason: "Names a private person" })).status).toBe(401);
    expect((await hide(owner, { reason: "Names a private person" })).status).toBe(403);
    expect((await hide(ADMIN_TOKEN, { reason: "no" })).status).toBe(400);
    expect((await hide(ADMIN_TOKEN, { reason: "Names a private person" })).status).toBe(200);
    const seen = await publishedReviewsOfContractor(CONTRACTOR);
    expect(seen[0]).toMatchObject({
      rating: null,
      body: null,
      hidden: { reason: "Names a private person" },
    });
    expect((await reviewsAs(ids, contractor)).other?.hidden?.reason).toBe("Names a private person");
    expect(((await (await inbox(ADMIN_TOKEN)).json()) as { reports: unknown[] }).reports).toEqual(
      [],
    );
  });
});

describe.each(databases)("photos the homeowner agreed to show, on $name", (target) => {
  const state = useDatabase(target);
  const db = () => state.handle!.db;
  const today = torontoDay();
  const PHOTOS = ["/api/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg"];
  const consent = (ids: Record<string, string>, body: unknown, token?: string) =>
    photoConsentRoute.PUT(request("/", { method: "PUT", body, token }), params(ids) as never);

  /** A confirmed agreement on a project with a photo, and the contractor's public profile. */
  async function withPhotoAndProfile() {
    const made = await agreement("both");
    const [row] = await db()
      .select({ projectRowId: agreements.projectRowId })
      .from(agreements)
      .where(eq(agreements.id, made.id));
    await db().update(projects).set({ images: PHOTOS }).where(eq(projects.id, row!.projectRowId));
    const saved = await northsideProfile(db(), `user-${made.id}`);
    const work = async () => (await findPublicProfile(saved.slug))!.completedWork;
    return { ...made, work };
  }

  it("shows the photos on the profile only after completion with consent, stored with its time, until withdrawn", async () => {
    const { id, ids, owner, contractor, work } = await withPhotoAndProfile();
    // Before completion: no consent can be given, and the job is not completed work.
    expect((await consent(ids, { show: true }, owner)).status).toBe(409);
    expect(await work()).toEqual([]);

    // Completion recorded with the consent ticked: the job and its photo are on the profile.
    const recorded = await post(
      completionRoute,
      "/",
      ids,
      { kind: "completion", completedOn: today, showPhotos: true },
      owner,
    );
    expect(recorded.status).toBe(200);
    const agreementNow = (await recorded.json()) as Agreement;
    expect(agreementNow.projectPhotoCount).toBe(1);
    expect(agreementNow.photoConsent).toMatchObject({ withdrawnAt: null });
    const [stored] = await db()
      .select()
      .from(agreementPhotoConsents)
      .where(eq(agreementPhotoConsents.agreementId, id));
    expect(stored!.givenAt).toBeInstanceOf(Date);
    expect(stored!.withdrawnAt).toBeNull();
    const [job] = await work();
    expect(job).toMatchObject({ title: validProject.title, photos: PHOTOS });
    expect(job!.completedOn!.slice(0, 10)).toBe(today);

    // Only the homeowner decides; a body that is not a yes or no is refused with its message.
    expect((await consent(ids, { show: false }, contractor)).status).toBe(403);
    expect((await consent(ids, { show: false })).status).toBe(401);
    const bad = await consent(ids, { show: "yes" }, owner);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe("show");

    // Withdrawn: the time is stored and the photos leave the profile; the job stays.
    const withdrawn = await consent(ids, { show: false }, owner);
    expect(withdrawn.status).toBe(200);
    expect(((await withdrawn.json()) as Agreement).photoConsent!.withdrawnAt).not.toBeNull();
    expect((await work())[0]).toMatchObject({ title: validProject.title, photos: [] });

    // Given again after: shown again, the withdrawal cleared.
    expect((await consent(ids, { show: true }, owner)).status).toBe(200);
    expect((await work())[0]!.photos).toEqual(PHOTOS);
  });

  it("keeps the photos off the profile when completion is recorded without consent", async () => {
    const { ids, owner, work } = await withPhotoAndProfile();
    expect(
      (await post(completionRoute, "/", ids, { kind: "completion", completedOn: today }, owner))
        .status,
    ).toBe(200);
    expect((await work())[0]).toMatchObject({ title: validProject.title, photos: [] });
    const withShowPhotos = await post(
      completionRoute,
      "/",
      ids,
      { kind: "completion", completedOn: today, showPhotos: "please" },
      owner,
    );
    expect(withShowPhotos.status).toBe(400);
  });
});
