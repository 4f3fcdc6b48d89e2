import "server-only";

import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";

import type { AgreementParty } from "@/lib/agreements/shapes";
import { getDb, type Database } from "@/lib/db/client";
import {
  agreementCompletions,
  agreements,
  projects,
  proposals,
  provenAddresses,
  reviewReports,
  reviews,
  type ReviewRow,
} from "@/lib/db/schema";
import { ConflictError, NotAllowedError, NotFoundError } from "@/lib/errors";
import { load } from "@/lib/agreements/store";
import { absoluteUrl, enqueueMail } from "@/lib/mail/outbox";
import { postedDisplayId } from "@/lib/projects/ids";
import { revalidateProfileOfAgreement, revalidateProfileOfReview } from "@/lib/pros/revalidate";
import type { SubmitReviewInput } from "./schema";
import type { AgreementReviews, PublicReview } from "./shapes";
import { valueBand } from "./value-band";

export type { AgreementReviews, PublicReview } from "./shapes";

// Reviews come only from agreements both parties confirmed whose record of how the work ended
// stands (acknowledged, or unanswered for 7 days: lib/agreements/completion.ts): no other path
// creates one. Double-blind: neither party sees the other's review until both are in or
// BLIND_DAYS have passed since the record stood; only then is a review published. A review counts
// on a profile only between proven parties (publishedReviewsOfContractor).

export const BLIND_DAYS = 14;

interface Eligible {
  agreementId: number;
  /** The day the work ended, as recorded. */
  completedOn: string;
  /** When the record stood: the blind period runs from it. */
  stoodAt: Date;
  outcome: PublicReview["outcome"];
  valueBand: string;
}

const OUTCOME: Record<string, PublicReview["outcome"]> = {
  "substantial-performance": "completed",
  completion: "completed",
  abandonment: "abandoned",
  termination: "terminated",
};

/** The agreement's record of how the work ended and its parties, or why no review may be written. */
async function eligibility(db: Database, agreementId: number): Promise<Eligible> {
  const [row] = await db
    .select({
      id: agreements.id,
      homeownerConfirmedAt: agreements.homeownerConfirmedAt,
      contractorConfirmedAt: agreements.contractorConfirmedAt,
      terms: agreements.terms,
      kind: agreementCompletions.kind,
      completedOn: agreementCompletions.completedOn,
      stoodAt: agreementCompletions.stoodAt,
    })
    .from(agreements)
    .leftJoin(agreementCompletions, eq(agreementCompletions.agreementId, agreements.id))
    .where(eq(agreements.id, agreementId));
  if (!row) throw new NotFoundError("agreement_not_found");
  if (!row.homeownerConfirmedAt || !row.contractorConfirmedAt) {
    throw new ConflictError("reviews_need_confirmed");
  }
  if (!row.completedOn || !row.stoodAt || !row.kind) {
    throw new ConflictError("completion_not_standing");
  }
  return {
    agreementId,
    completedOn: row.completedOn,
    stoodAt: row.stoodAt,
    outcome: OUTCOME[row.kind] ?? "completed",
    valueBand: valueBand(row.terms.quote.totalCents),
  };
}

const blindEnds = (stoodAt: Date) => new Date(stoodAt.getTime() + BLIND_DAYS * 86_400_000);

/** Whether an agreement's reviews are published: both in, or the blind period over. */
const published = (count: number, stoodAt: Date, now: Date) =>
  count >= 2 || now >= blindEnds(stoodAt);

function toPublic(
  row: ReviewRow,
  work: Pick<Eligible, "completedOn" | "outcome" | "valueBand">,
): PublicReview {
  const hidden = row.hiddenAt
    ? { reason: row.hiddenReason ?? "", at: row.hiddenAt.toISOString() }
    : null;
  return {
    id: row.id,
    author: row.author as AgreementParty,
    rating: hidden ? null : row.rating,
    body: hidden ? null : row.body,
    workMonth: work.completedOn.slice(0, 7),
    outcome: work.outcome,
    valueBand: work.valueBand,
    submittedAt: row.submittedAt.toISOString(),
    response: hidden ? null : row.response,
    respondedAt: hidden ? null : (row.respondedAt?.toISOString() ?? null),
    hidden,
  };
}

/** The reviews of an agreement as one party (or the operator, who sees both) sees them. */
export async function reviewsFor(
  agreementId: number,
  viewer: AgreementParty | "operator",
  db?: Database,
  now = new Date(),
): Promise<AgreementReviews> {
  db ??= await getDb();
  const eligible = await eligibility(db, agreementId);
  const rows = await db.select().from(reviews).where(eq(reviews.agreementId, agreementId));
  const open = published(rows.length, eligible.stoodAt, now);
  const ownRow = viewer === "operator" ? undefined : rows.find((row) => row.author === viewer);
  const otherRow = rows.find((row) => row.author !== viewer && row !== ownRow);
  const seesOther = viewer === "operator" || open;
  return {
    canReview: viewer !== "operator" && !ownRow,
    blindUntil: open ? null : blindEnds(eligible.stoodAt).toISOString(),
    own: ownRow ? toPublic(ownRow, eligible) : null,
    other: otherRow && seesOther ? toPublic(otherRow, eligible) : null,
  };
}

/** A party writes their review, once, on a confirmed agreement recorded completed. */
export async function submitReview(
  agreementId: number,
  party: AgreementParty,
  input: SubmitReviewInput,
): Promise<AgreementReviews> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    // The agreement's row is locked: two submissions of one party are counted one after the other.
    await tx
      .select({ id: agreements.id })
      .from(agreements)
      .where(eq(agreements.id, agreementId))
      .for("update");
    await eligibility(tx, agreementId);
    const inserted = await tx
      .insert(reviews)
      .values({ agreementId, author: party, rating: input.rating, body: input.body })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (inserted.length === 0) throw new ConflictError("review_already_given");
  });
  // The second review publishes the homeowner's on the contractor's profile.
  await revalidateProfileOfAgreement(agreementId);
  return reviewsFor(agreementId, party, db);
}

/** The contractor answers the homeowner's review, once, publicly, once it is published. */
export async function respondToReview(
  agreementId: number,
  party: AgreementParty,
  response: string,
): Promise<AgreementReviews> {
  if (party !== "contractor") {
    throw new NotAllowedError("review_answer_contractor_only");
  }
  const db = await getDb();
  const current = await reviewsFor(agreementId, party, db);
  if (!current.other) throw new ConflictError("review_nothing_to_answer");
  const answered = await db
    .update(reviews)
    .set({ response, respondedAt: new Date() })
    .where(and(eq(reviews.id, current.other.id), sql`${reviews.response} IS NULL`))
    .returning({ id: reviews.id });
  if (answered.length === 0) throw new ConflictError("review_already_answered");
  await revalidateProfileOfAgreement(agreementId);
  return reviewsFor(agreementId, party, db);
}

/** Whether a review is published (so that anyone may see and report it). */
async function publishedReview(db: Database, reviewId: number) {
  const [row] = await db
    .select({ review: reviews, stoodAt: agreementCompletions.stoodAt })
    .from(reviews)
    .innerJoin(agreementCompletions, eq(agreementCompletions.agreementId, reviews.agreementId))
    .where(eq(reviews.id, reviewId));
  if (!row?.stoodAt) throw new NotFoundError("review_not_found");
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.agreementId, row.review.agreementId));
  if (!published(count, row.stoodAt, new Date())) throw new NotFoundError("review_not_found");
  return row.review;
}

/** Anyone reports a published review to the operator's inbox. */
export async function reportReview(reviewId: number, reason: string): Promise<void> {
  const db = await getDb();
  await publishedReview(db, reviewId);
  await db.insert(reviewReports).values({ reviewId, reason });
}

/**
 * The reports the operator has not handled, oldest first, with the review they concern and what
 * the operator needs to judge it: the contractor it is about (their profile, when the proposal is
 * an account's), the agreement and the project.
 */
export async function openReviewReports() {
  const db = await getDb();
  const rows = await db
    .select({
      report: reviewReports,
      review: reviews,
      contractorName: proposals.contractorName,
      profileSlug: proposals.profileSlug,
      projectRowId: agreements.projectRowId,
      projectTitle: projects.title,
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(agreements, eq(agreements.id, reviews.agreementId))
    .innerJoin(proposals, eq(proposals.id, agreements.proposalId))
    .innerJoin(projects, eq(projects.id, agreements.projectRowId))
    .where(sql`${reviewReports.handledAt} IS NULL`)
    .orderBy(asc(reviewReports.reportedAt))
    .limit(200);
  return rows.map(({ report, review, ...about }) => ({
    id: report.id,
    reason: report.reason,
    reportedAt: report.reportedAt.toISOString(),
    contractor: { name: about.contractorName, profileSlug: about.profileSlug },
    agreementId: review.agreementId,
    project: { displayId: postedDisplayId(about.projectRowId), title: about.projectTitle },
    review: {
      id: review.id,
      agreementId: review.agreementId,
      author: review.author,
      rating: review.rating,
      body: review.body,
      hidden: review.hiddenAt ? { reason: review.hiddenReason ?? "" } : null,
    },
  }));
}

/**
 * The operator hides a review with a reason that stays shown in its place; its reports are
 * handled. Its author is told once, with the reason, the rules and where to say it was a mistake
 * (the terms' "Reviews and Profiles").
 */
export async function hideReview(reviewId: number, reason: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for("update");
    if (!before) throw new NotFoundError("review_not_found");
    await tx
      .update(reviews)
      .set({ hiddenAt: new Date(), hiddenReason: reason })
      .where(eq(reviews.id, reviewId));
    if (!before.hiddenAt) await mailReviewHidden(tx, before, reason);
    await tx
      .update(reviewReports)
      .set({ handledAt: new Date() })
      .where(and(eq(reviewReports.reviewId, reviewId), sql`${reviewReports.handledAt} IS NULL`));
  });
  await revalidateProfileOfReview(reviewId);
}

/**
 * The homeowners' published reviews that count for a contractor's account, newest work first
 * (docs/decisions/0020-completion-reviews-and-photo-consent.md): of proposals proven to be the
 * account's, on agreements made since parties had to prove their addresses, whose record of how the
 * work ended stands; written by a homeowner whose address is proven and is none the account ever
 * used (its sign-in address, or an address it sent a proposal with). Hidden ones appear with the
 * operator's reason. Read by the account's proposals (proposals_contractor_user_idx), at most 100.
 */
export async function publishedReviewsOfContractor(
  account: { userId: string; email: string },
  now = new Date(),
): Promise<PublicReview[]> {
  const db = await getDb();
  const homeownerKey = sql`mail_address_key(${projects.homeownerEmail})`;
  const rows = await db
    .select({
      review: reviews,
      kind: agreementCompletions.kind,
      completedOn: agreementCompletions.completedOn,
      stoodAt: agreementCompletions.stoodAt,
      terms: agreements.terms,
    })
    .from(reviews)
    .innerJoin(agreements, eq(agreements.id, reviews.agreementId))
    .innerJoin(proposals, eq(proposals.id, agreements.proposalId))
    .innerJoin(projects, eq(projects.id, agreements.projectRowId))
    .innerJoin(agreementCompletions, eq(agreementCompletions.agreementId, agreements.id))
    .where(
      and(
        eq(proposals.contractorUserId, account.userId),
        eq(proposals.status, "accepted"),
        eq(reviews.author, "homeowner"),
        eq(agreements.proven, true),
        isNotNull(agreements.homeownerConfirmedAt),
        isNotNull(agreements.contractorConfirmedAt),
        isNotNull(agreementCompletions.stoodAt),
        sql`exists (select 1 from ${provenAddresses} pa where pa.key = ${homeownerKey})`,
        sql`${homeownerKey} <> mail_address_key(${account.email})`,
        sql`not exists (select 1 from ${proposals} used
          where used.contractor_user_id = ${account.userId}
            and mail_address_key(used.contractor_email) = ${homeownerKey})`,
      ),
    )
    .orderBy(sql`${agreementCompletions.completedOn} desc`, asc(reviews.id))
    .limit(100);
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.review.agreementId))];
  const counts = await db
    .select({ agreementId: reviews.agreementId, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(inArray(reviews.agreementId, ids))
    .groupBy(reviews.agreementId);
  const countOf = new Map(counts.map((row) => [row.agreementId, row.count]));
  return rows
    .filter((row) => published(countOf.get(row.review.agreementId) ?? 0, row.stoodAt!, now))
    .map((row) =>
      toPublic(row.review, {
        completedOn: row.completedOn,
        outcome: OUTCOME[row.kind] ?? "completed",
        valueBand: valueBand(row.terms.quote.totalCents),
      }),
    );
}

/** The author's notice that their review is hidden, to the address of their side of the agreement. */
async function mailReviewHidden(tx: Database, review: ReviewRow, reason: string): Promise<void> {
  const loaded = await load(tx, review.agreementId);
  if (!loaded) return;
  const recipient =
    review.author === "homeowner"
      ? loaded.row.terms.homeowner.email
      : loaded.proposal.contractorEmail;
  if (!recipient) return;
  await enqueueMail(tx, {
    template: "review-hidden",
    recipient,
    payload: {
      project: postedDisplayId(loaded.row.projectRowId),
      title: loaded.row.terms.project.title,
      review: review.id,
      reason,
      rulesUrl: absoluteUrl("/terms-of-service#reviews-and-profiles"),
      contactUrl: absoluteUrl("/contact"),
    },
  });
}
