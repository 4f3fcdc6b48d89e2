import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import * as adminReportsRoute from "@/app/api/admin/review-reports/route";
import * as completionRoute from "@/app/api/agreements/[id]/completion/route";
import * as answerRoute from "@/app/api/agreements/[id]/completion/answer/route";
import * as photoConsentRoute from "@/app/api/agreements/[id]/photo-consent/route";
import * as reviewRoute from "@/app/api/agreements/[id]/review/route";
import * as responseRoute from "@/app/api/agreements/[id]/review/response/route";
import * as hideRoute from "@/app/api/reviews/[reviewId]/hide/route";
import * as reportRoute from "@/app/api/reviews/[reviewId]/report/route";
import { sweepStandingCompletions } from "@/lib/agreements/completion";
import type { Agreement } from "@/lib/agreements/shapes";
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
import {
  agreement,
  CONTRACTOR,
  contractorAccount,
  HOMEOWNER,
  northsideProfile,
  post,
} from "./agreement-fixture";
import { ADMIN_TOKEN, databases, params, request, useDatabase, validProject } from "./helpers";

// How the work of a confirmed agreement ended (issue 29 item 4; issue 55 item 5: either party
// records it, the other acknowledges or disputes it, unanswered it stands after 7 days), and
// reviews only from agreements whose record stands (issue 29 item 5).

const DAY = 86_400_000;
/** Terms whose work started a month ago: it may be recorded done today. */
const STARTED = {
  startDate: torontoDay(new Date(Date.now() - 30 * DAY)),
  completionDate: torontoDay(),
};

describe.each(databases)("completion and reviews on $name", (target) => {
  const state = useDatabase(target);
  const db = () => state.handle!.db;
  const today = torontoDay();
  const complete = (ids: Record<string, string>, token: string, body: unknown) =>
    post(completionRoute, "/", ids, body, token);
  const answer = (ids: Record<string, string>, token: string, body: unknown) =>
    post(answerRoute, "/", ids, body, token);
  const review = (ids: Record<string, string>, token: string, body: unknown) =>
    post(reviewRoute, "/", ids, body, token);
  const reviewsAs = async (ids: Record<string, string>, token: string) =>
    (await (
      await reviewRoute.GET(request("/", { token }), params(ids) as never)
    ).json()) as AgreementReviews;
  const GOOD = { rating: 5, body: "Clean work, on time, and the permit was closed properly." };
  const mailsOf = (template: string) =>
    db().select().from(outbox).where(eq(outbox.template, template)).orderBy(outbox.id);
  const invited = async () =>
    (await mailsOf("review-invitation")).map((row) => row.recipient).sort();

  /** The homeowner records the work completed today; the contractor acknowledges: it stands. */
  async function stand(ids: Record<string, string>, owner: string, contractor: string) {
    expect((await complete(ids, owner, { kind: "completion", completedOn: today })).status).toBe(
      200,
    );
    expect((await answer(ids, contractor, { answer: "acknowledged" })).status).toBe(200);
  }

  it("either party records how the work ended, once, on a confirmed agreement, with its proof", async () => {
    const { id, ids, owner, contractor, manageToken, trackingToken } = await agreement(
      db(),
      "both",
      STARTED,
    );
    // The tokens handed to whoever posted or sent open the agreement; they record nothing.
    for (const token of [manageToken, trackingToken]) {
      const refused = await complete(ids, token, { kind: "completion", completedOn: today });
      expect(refused.status).toBe(403);
      expect((await refused.json()).code).toBe("proof_required");
    }
    for (const body of [
      { kind: "finished", completedOn: today },
      { kind: "completion", completedOn: "yesterday" },
      { kind: "completion", completedOn: "2026-02-30" },
      { kind: "completion" },
      { kind: "substantial-performance", completedOn: today, certificatePublishedOn: "soon" },
      "<script>",
    ]) {
      const refused = await complete(ids, owner, body);
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toEqual(expect.any(String));
    }
    // Not in the future, nor before the agreement was confirmed.
    expect(
      (await complete(ids, owner, { kind: "completion", completedOn: "2999-01-01" })).status,
    ).toBe(409);
    expect(
      (await complete(ids, owner, { kind: "completion", completedOn: "2000-01-01" })).status,
    ).toBe(409);
    // The contractor records it too: the work substantially performed today.
    const done = await complete(ids, contractor, {
      kind: "substantial-performance",
      completedOn: today,
    });
    expect(done.status).toBe(200);
    const recorded = (await done.json()) as Agreement;
    expect(recorded.completedOn).toBe(today);
    expect(recorded.completionKind).toBe("substantial-performance");
    expect(recorded.completion).toMatchObject({
      kind: "substantial-performance",
      completedOn: today,
      recordedBy: "contractor",
      answer: null,
      stoodAt: null,
      // Substantial performance without a published certificate starts no lien period.
      lienPeriod: null,
    });
    expect(
      Date.parse(recorded.completion!.standsOn!) - Date.parse(recorded.completion!.recordedAt),
    ).toBe(7 * DAY);
    // Once: neither party records a second while this one stands or waits.
    for (const token of [owner, contractor]) {
      const again = await complete(ids, token, { kind: "completion", completedOn: today });
      expect(again.status).toBe(409);
      expect((await again.json()).code).toBe("completion_recorded");
    }
    // The other party, the homeowner, is asked to acknowledge it; nobody is invited to review yet.
    const [told] = await mailsOf("agreement-completed");
    expect(told!.recipient).toBe(HOMEOWNER);
    expect(told!.payload).toMatchObject({
      project: 3001,
      by: "contractor",
      kind: "substantial-performance",
      completedOn: `${today}T12:00:00.000Z`,
      standsOn: recorded.completion!.standsOn,
    });
    expect(await invited()).toEqual([]);
    expect(id).toEqual(expect.any(Number));
  });

  it("the other party acknowledges it (it stands, reviews open) or disputes it (nothing opens, either records again)", async () => {
    const { id, ids, owner, contractor, manageToken } = await agreement(db(), "both", STARTED);
    expect((await complete(ids, owner, { kind: "completion", completedOn: today })).status).toBe(
      200,
    );
    // Not its recorder, not without proof, and a dispute says why.
    expect((await answer(ids, owner, { answer: "acknowledged" })).status).toBe(403);
    const byToken = await answer(ids, manageToken, { answer: "acknowledged" });
    expect(byToken.status).toBe(403);
    for (const body of [{ answer: "disputed" }, { answer: "maybe" }, {}]) {
      expect((await answer(ids, contractor, body)).status).toBe(400);
    }
    const note = "The hallway lights are not installed yet.";
    const disputed = await answer(ids, contractor, { answer: "disputed", note });
    expect(disputed.status).toBe(200);
    expect(((await disputed.json()) as Agreement).completion).toMatchObject({
      answer: "disputed",
      answerNote: note,
      stoodAt: null,
      standsOn: null,
      lienPeriod: null,
    });
    // The recorder is told; nothing opens: no invitation, no review.
    const [answered] = await mailsOf("completion-answered");
    expect(answered!.recipient).toBe(HOMEOWNER);
    expect(answered!.payload).toMatchObject({ answer: "disputed", note });
    expect(await invited()).toEqual([]);
    const early = await review(ids, owner, GOOD);
    expect(early.status).toBe(409);
    expect((await early.json()).code).toBe("completion_not_standing");
    expect((await answer(ids, contractor, { answer: "acknowledged" })).status).toBe(409);

    // Either may record again: the contractor, a week on; the disputed record is kept.
    const again = await complete(ids, contractor, { kind: "completion", completedOn: today });
    expect(again.status).toBe(200);
    const second = ((await again.json()) as Agreement).completion!;
    expect(second).toMatchObject({ recordedBy: "contractor", answer: null });
    expect(second.previous).toEqual([
      expect.objectContaining({ kind: "completion", recordedBy: "homeowner", answerNote: note }),
    ]);
    // The homeowner acknowledges: it stands, the lien period runs from the completion, and both
    // are invited to review.
    const acknowledged = await answer(ids, owner, { answer: "acknowledged" });
    expect(acknowledged.status).toBe(200);
    const stood = ((await acknowledged.json()) as Agreement).completion!;
    expect(stood.stoodAt).toEqual(expect.any(String));
    expect(stood.lienPeriod).toMatchObject({ basis: "completion", from: today });
    expect(await invited()).toEqual([CONTRACTOR, HOMEOWNER].sort());
    // Each invitation's link opens the agreement on its reviews, with a key that opens it.
    for (const mail of await mailsOf("review-invitation")) {
      const link = new URL(
        (mail.payload as { private: { agreementUrl: string } }).private.agreementUrl,
      );
      expect(link.pathname).toBe(`/agreement/${id}`);
      expect(link.hash).toMatch(/^#key=[^&]+&review$/);
    }
    expect((await review(ids, owner, GOOD)).status).toBe(201);
  });

  it("stands when unanswered for 7 days, and not before", async () => {
    const { id, ids, owner, contractor } = await agreement(db(), "both", STARTED);
    expect(
      (await complete(ids, contractor, { kind: "completion", completedOn: today })).status,
    ).toBe(200);
    const recordedAgo = (days: number) =>
      db()
        .update(agreementCompletions)
        .set({ recordedAt: new Date(Date.now() - days * DAY) })
        .where(eq(agreementCompletions.agreementId, id));
    await recordedAgo(6);
    expect(await sweepStandingCompletions()).toBe(0);
    expect((await review(ids, owner, GOOD)).status).toBe(409);
    await recordedAgo(8);
    expect(await sweepStandingCompletions()).toBe(1);
    expect(await sweepStandingCompletions()).toBe(0);
    const [row] = await db()
      .select()
      .from(agreementCompletions)
      .where(eq(agreementCompletions.agreementId, id));
    expect(row!.stoodAt).toBeInstanceOf(Date);
    expect(row!.answer).toBeNull();
    expect(await invited()).toEqual([CONTRACTOR, HOMEOWNER].sort());
    // An answer comes too late now.
    expect((await answer(ids, owner, { answer: "disputed", note: "Too late" })).status).toBe(409);
    expect((await review(ids, owner, GOOD)).status).toBe(201);
  });

  it("records no work done before the agreed start date; an abandonment or termination may be", async () => {
    // The fixture's start date is in the future.
    const { ids, owner, contractor } = await agreement(db(), "both");
    for (const kind of ["completion", "substantial-performance"]) {
      const early = await complete(ids, owner, { kind, completedOn: today });
      expect(early.status).toBe(409);
      expect((await early.json()).code).toBe("completion_before_start");
    }
    const ended = await complete(ids, owner, { kind: "abandonment", completedOn: today });
    expect(ended.status).toBe(200);
    expect(((await ended.json()) as Agreement).completion).toMatchObject({
      kind: "abandonment",
      lienPeriod: { basis: "abandonment", from: today },
    });
    // Acknowledged, it opens the reviews, which say how the work ended.
    expect((await answer(ids, contractor, { answer: "acknowledged" })).status).toBe(200);
    expect((await review(ids, owner, GOOD)).status).toBe(201);
    expect((await reviewsAs(ids, owner)).own).toMatchObject({
      outcome: "abandoned",
      workMonth: today.slice(0, 7),
      valueBand: "$1,000 - $5,000",
    });
  });

  it("refuses a review without a confirmed agreement whose record stands", async () => {
    const missing = await review({ id: "999999" }, ADMIN_TOKEN, GOOD);
    expect([403, 404]).toContain(missing.status);
    const notCompleted = await agreement(db(), "both", STARTED);
    expect((await review(notCompleted.ids, notCompleted.owner, GOOD)).status).toBe(409);
    expect((await review(notCompleted.ids, notCompleted.contractor, GOOD)).status).toBe(409);
    // Recorded, not yet answered: still closed.
    await complete(notCompleted.ids, notCompleted.owner, {
      kind: "completion",
      completedOn: today,
    });
    const waiting = await review(notCompleted.ids, notCompleted.contractor, GOOD);
    expect(waiting.status).toBe(409);
    expect((await waiting.json()).code).toBe("completion_not_standing");
    // No link: 401; the operator reads but does not write; the tokens write nothing.
    expect((await review(notCompleted.ids, undefined as unknown as string, GOOD)).status).toBe(401);
    expect((await review(notCompleted.ids, ADMIN_TOKEN, GOOD)).status).toBe(403);
    const unconfirmed = await agreement(db(), "one", STARTED, "sam@home.example");
    expect((await review(unconfirmed.ids, unconfirmed.owner, GOOD)).status).toBe(409);
    expect(await db().select().from(reviews)).toEqual([]);
  });

  it("is double-blind until both are in, or 14 days passed; then published, answered once", async () => {
    const { id, ids, owner, contractor, proposalId, trackingToken } = await agreement(
      db(),
      "both",
      STARTED,
    );
    // The contractor's account claims the proposal: the reviews are its own.
    const { userId } = await contractorAccount(db(), proposalId);
    const account = { userId, email: CONTRACTOR };
    await stand(ids, owner, contractor);
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
    expect(await publishedReviewsOfContractor(account)).toEqual([]);
    // Answering is possible only once published.
    expect(
      (await post(responseRoute, "/", ids, { response: "Thank you!" }, contractor)).status,
    ).toBe(409);

    // 14 days after the record stood the homeowner's review is published, the contractor's
    // still unwritten.
    await db()
      .update(agreementCompletions)
      .set({ stoodAt: sql`now() - interval '15 days'` })
      .where(eq(agreementCompletions.agreementId, id));
    const later = await reviewsAs(ids, contractor);
    expect(later.other?.body).toBe(GOOD.body);
    expect(later.blindUntil).toBeNull();
    const published = await publishedReviewsOfContractor(account);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      author: "homeowner",
      rating: 5,
      workMonth: today.slice(0, 7),
      outcome: "completed",
      valueBand: "$1,000 - $5,000",
    });
    // Another account, though sent with the same address, has none of them.
    expect(
      await publishedReviewsOfContractor({ userId: "someone-else", email: CONTRACTOR }),
    ).toEqual([]);

    expect((await post(responseRoute, "/", ids, { response: "Thank you!" }, owner)).status).toBe(
      403,
    );
    expect((await post(responseRoute, "/", ids, { response: "" }, contractor)).status).toBe(400);
    // The tracking token answers nothing in public.
    expect(
      (await post(responseRoute, "/", ids, { response: "Thank you, Jordan." }, trackingToken))
        .status,
    ).toBe(403);
    expect(
      (await post(responseRoute, "/", ids, { response: "Thank you, Jordan." }, contractor)).status,
    ).toBe(200);
    expect((await post(responseRoute, "/", ids, { response: "Again" }, contractor)).status).toBe(
      409,
    );
    expect((await publishedReviewsOfContractor(account))[0]!.response).toBe("Thank you, Jordan.");

    // The contractor's public profile shows it, answered.
    const saved = await northsideProfile(db(), userId);
    const profile = await findPublicProfile(saved.slug);
    expect(profile!.reviews).toHaveLength(1);
    expect(profile!.reviews[0]).toMatchObject({
      rating: 5,
      body: GOOD.body,
      response: "Thank you, Jordan.",
    });
  });

  it("shows both as soon as both are in", async () => {
    const { ids, owner, contractor } = await agreement(db(), "both", STARTED);
    await stand(ids, owner, contractor);
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
    const { ids, owner, contractor, proposalId } = await agreement(db(), "both", STARTED);
    const { userId } = await contractorAccount(db(), proposalId);
    await stand(ids, owner, contractor);
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
      // What the operator needs to judge it: who it is about, and on which agreement and project.
      contractor: { name: expect.any(String) },
      agreementId: Number(ids.id),
      project: { displayId: expect.any(Number), title: expect.any(String) },
    });

    const hide = (token: string | undefined, body: unknown) =>
      post(hideRoute, "/", rid, body, token);
    expect((await hide(undefined, { reason: "Names a private person" })).status).toBe(401);
    expect((await hide(owner, { reason: "Names a private person" })).status).toBe(403);
    expect((await hide(ADMIN_TOKEN, { reason: "no" })).status).toBe(400);
    expect((await hide(ADMIN_TOKEN, { reason: "Names a private person" })).status).toBe(200);
    const seen = await publishedReviewsOfContractor({ userId, email: CONTRACTOR });
    expect(seen[0]).toMatchObject({
      rating: null,
      body: null,
      hidden: { reason: "Names a private person" },
    });
    expect((await reviewsAs(ids, contractor)).other?.hidden?.reason).toBe("Names a private person");
    expect(((await (await inbox(ADMIN_TOKEN)).json()) as { reports: unknown[] }).reports).toEqual(
      [],
    );
    // Its author is told once, with the reason, the rules and where to say it was a mistake;
    // hidden again, nobody is told twice. The contractor's own review was not touched.
    expect((await hide(ADMIN_TOKEN, { reason: "Names a private person" })).status).toBe(200);
    const notices = await db().select().from(outbox).where(eq(outbox.template, "review-hidden"));
    expect(notices.map((row) => row.recipient)).toEqual([HOMEOWNER]);
    expect(notices[0]!.payload).toMatchObject({
      review: reviewId,
      reason: "Names a private person",
      rulesUrl: expect.stringMatching(/\/terms-of-service#reviews-and-profiles$/),
      contactUrl: expect.stringMatching(/\/contact$/),
    });
  });
});

describe.each(databases)("photos the homeowner agreed to show, on $name", (target) => {
  const state = useDatabase(target);
  const db = () => state.handle!.db;
  const today = torontoDay();
  const PHOTOS = ["/api/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg"];
  const consent = (ids: Record<string, string>, body: unknown, token?: string) =>
    photoConsentRoute.PUT(request("/", { method: "PUT", body, token }), params(ids) as never);

  const acknowledge = (ids: Record<string, string>, token: string) =>
    post(answerRoute, "/", ids, { answer: "acknowledged" }, token);

  /**
   * A confirmed agreement on a project with a photo, of the proposal the contractor's account
   * claimed, and the account's public profile.
   */
  async function withPhotoAndProfile() {
    const made = await agreement(state.handle!.db, "both", STARTED);
    const [row] = await db()
      .select({ projectRowId: agreements.projectRowId })
      .from(agreements)
      .where(eq(agreements.id, made.id));
    await db().update(projects).set({ images: PHOTOS }).where(eq(projects.id, row!.projectRowId));
    const { userId } = await contractorAccount(db(), made.proposalId);
    const saved = await northsideProfile(db(), userId);
    const work = async () => (await findPublicProfile(saved.slug))!.completedWork;
    return { ...made, work };
  }

  it("shows the photos on the profile only after completion with consent, stored with its time, until withdrawn", async () => {
    const { id, ids, owner, contractor, manageToken, work } = await withPhotoAndProfile();
    // Before completion: no consent can be given, and the job is not completed work.
    expect((await consent(ids, { show: true }, owner)).status).toBe(409);
    expect(await work()).toEqual([]);

    // Completion recorded with the consent ticked: once the contractor acknowledges it (the
    // record stands), the job and its photo are on the profile.
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
    expect(await work()).toEqual([]);
    expect((await acknowledge(ids, contractor)).status).toBe(200);
    const [job] = await work();
    expect(job).toMatchObject({ title: validProject.title, photos: PHOTOS });
    expect(job!.completedOn!.slice(0, 10)).toBe(today);

    // Only the homeowner decides, with their proof; a body that is not a yes or no is refused
    // with its message.
    expect((await consent(ids, { show: false }, contractor)).status).toBe(403);
    expect((await consent(ids, { show: false })).status).toBe(401);
    const byToken = await consent(ids, { show: false }, manageToken);
    expect(byToken.status).toBe(403);
    expect((await byToken.json()).code).toBe("proof_required");
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
    const { ids, owner, contractor, work } = await withPhotoAndProfile();
    expect(
      (await post(completionRoute, "/", ids, { kind: "completion", completedOn: today }, owner))
        .status,
    ).toBe(200);
    expect((await acknowledge(ids, contractor)).status).toBe(200);
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
