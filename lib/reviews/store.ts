import "server-only";

import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";

import type { AgreementParty } from "@/lib/api-shapes";
import { getDb, type Database } from "@/lib/db/client";
import {
  agreementCompletions,
  agreements,
  proposals,
  reviewReports,
  reviews,
  type ReviewRow,
} from "@/lib/db/schema";
import { ConflictError, NotAllowedError, NotFoundError } from "@/lib/errors";
import { revalidateProfileOfAgreement, revalidateProfileOfReview } from "@/lib/pros/revalidate";
import type { SubmitReviewInput } from "./schema";
import type { AgreementReviews, PublicReview } from "./types";

export type { AgreementReviews, PublicReview } from "./types";

// Reviews come only from agreements both parties confirmed and the homeowner recorded completed
// (decision 0093): no other path creates one. Double-blind: neither party sees the other's review
// until both are in or BLIND_DAYS have passed since the completion was recorded; only then is a
// review published.

export const BLIND_DAYS = 14;

interface Eligible {
  agreementId: number;
  contractorEmail: string;
  completedOn: string;
  recordedAt: Date;
}

/** The agreement's completion and parties, or why no review may be written for it. */
async function eligibility(db: Database, agreementId: number): Promise<Eligible> {
  const [row] = await db
    .select({
      id: agreements.id,
      homeownerConfirmedAt: agreements.homeownerConfirmedAt,
      contractorConfirmedAt: agreements.contractorConfirmedAt,
      contractorEmail: proposals.contractorEmail,
      completedOn: agreementCompletions.completedOn,
      recordedAt: agreementCompletions.recordedAt,
    })
    .from(agreements)
    .innerJoin(proposals, eq(proposals.id, agreements.proposalId))
    .leftJoin(agreementCompletions, eq(agreementCompletions.agreementId, agreements.id))
    .where(eq(agreements.id, agreementId));
  if (!row) throw new NotFoundError("Agreement");
  if (!row.homeownerConfirmedAt || !row.contractorConfirmedAt) {
    throw new ConflictError("Reviews come only from an agreement both parties confirmed");
  }
  if (!row.completedOn || !row.recordedAt) {
    throw new ConflictError("Reviews open once the homeowner records the work completed");
  }
  return {
    agreementId,
    contractorEmail: row.contractorEmail,
    completedOn: row.completedOn,
    recordedAt: row.recordedAt,
  };
}

const blindEnds = (recordedAt: Date) => new Date(recordedAt.getTime() + BLIND_DAYS * 86_400_000);

/** Whether an agreement's reviews are published: both in, or the blind period over. */
const published = (count: number, recordedAt: Date, now: Date) =>
  count >= 2 || now >= blindEnds(recordedAt);

function toPublic(row: ReviewRow, completedOn: string): PublicReview {
  const hidden = row.hiddenAt
    ? { reason: row.hiddenReason ?? "", at: row.hiddenAt.toISOString() }
    : null;
  return {
    id: row.id,
    author: row.author as AgreementParty,
    rating: hidden ? null : row.rating,
    body: hidden ? null : row.body,
    workMonth: completedOn.slice(0, 7),
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
  const open = published(rows.length, eligible.recordedAt, now);
  const ownRow = viewer === "operator" ? undefined : rows.find((row) => row.author === viewer);
  const otherRow = rows.find((row) => row.author !== viewer && row !== ownRow);
  const seesOther = viewer === "operator" || open;
  return {
    canReview: viewer !== "operator" && !ownRow,
    blindUntil: open ? null : blindEnds(eligible.recordedAt).toISOString(),
    own: ownRow ? toPublic(ownRow, eligible.completedOn) : null,
    other: otherRow && seesOther ? toPublic(otherRow, eligible.completedOn) : null,
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
    if (inserted.length === 0) throw new ConflictError("You have already reviewed this agreement");
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
    throw new NotAllowedError("Only the contractor answers the homeowner's review");
  }
  const db = await getDb();
  const current = await reviewsFor(agreementId, party, db);
  if (!current.other) throw new ConflictError("There is no published review to answer yet");
  const answered = await db
    .update(reviews)
    .set({ response, respondedAt: new Date() })
    .where(and(eq(reviews.id, current.other.id), sql`${reviews.response} IS NULL`))
    .returning({ id: reviews.id });
  if (answered.length === 0) throw new ConflictError("You have already answered this review");
  await revalidateProfileOfAgreement(agreementId);
  return reviewsFor(agreementId, party, db);
}

/** Whether a review is published (so that anyone may see and report it). */
async function publishedReview(db: Database, reviewId: number) {
  const [row] = await db
    .select({ review: reviews, recordedAt: agreementCompletions.recordedAt })
    .from(reviews)
    .innerJoin(agreementCompletions, eq(agreementCompletions.agreementId, reviews.agreementId))
    .where(eq(reviews.id, reviewId));
  if (!row) throw new NotFoundError("Review");
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.agreementId, row.review.agreementId));
  if (!published(count, row.recordedAt, new Date())) throw new NotFoundError("Review");
  return row.review;
}

/** Anyone reports a published review to the operator's inbox. */
export async function reportReview(reviewId: number, reason: string): Promise<void> {
  const db = await getDb();
  await publishedReview(db, reviewId);
  await db.insert(reviewReports).values({ reviewId, reason });
}

/** The reports the operator has not handled, oldest first, with the review they concern. */
export async function openReviewReports() {
  const db = await getDb();
  const rows = await db
    .select({ report: reviewReports, review: reviews })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .where(sql`${reviewReports.handledAt} IS NULL`)
    .orderBy(asc(reviewReports.reportedAt))
    .limit(200);
  return rows.map(({ report, review }) => ({
    id: report.id,
    reason: report.reason,
    reportedAt: report.reportedAt.toISOString(),
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

/** The operator hides a review with a reason that stays shown in its place; its reports are handled. */
export async function hideReview(reviewId: number, reason: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const hidden = await tx
      .update(reviews)
      .set({ hiddenAt: new Date(), hiddenReason: reason })
      .where(eq(reviews.id, reviewId))
      .returning({ id: reviews.id });
    if (hidden.length === 0) throw new NotFoundError("Review");
    await tx
      .update(reviewReports)
      .set({ handledAt: new Date() })
      .where(and(eq(reviewReports.reviewId, reviewId), sql`${reviewReports.handledAt} IS NULL`));
  });
  await revalidateProfileOfReview(reviewId);
}

/**
 * A contractor's published reviews from homeowners, by the contractor's e-mail (as proposals
 * give it, in any capitalisation), newest work first: each from an agreement confirmed on the
 * site, with the month of the work. Hidden ones appear with the operator's reason only.
 */
export async function publishedReviewsOfContractor(
  email: string,
  now = new Date(),
): Promise<PublicReview[]> {
  const db = await getDb();
  const rows = await db
    .select({
      review: reviews,
      completedOn: agreementCompletions.completedOn,
      recordedAt: agreementCompletions.recordedAt,
    })
    .from(reviews)
    .innerJoin(agreements, eq(agreements.id, reviews.agreementId))
    .innerJoin(proposals, eq(proposals.id, agreements.proposalId))
    .innerJoin(agreementCompletions, eq(agreementCompletions.agreementId, agreements.id))
    .where(
      and(
        eq(sql`lower(${proposals.contractorEmail})`, email.trim().toLowerCase()),
        eq(reviews.author, "homeowner"),
        isNotNull(agreements.homeownerConfirmedAt),
        isNotNull(agreements.contractorConfirmedAt),
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
    .filter((row) => published(countOf.get(row.review.agreementId) ?? 0, row.recordedAt, now))
    .map((row) => toPublic(row.review, row.completedOn));
}
