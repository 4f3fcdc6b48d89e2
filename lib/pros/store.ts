import "server-only";

import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";

import type { PublicProfile } from "@/lib/pros/shapes";
import { getDb, type Database } from "@/lib/db/client";
import {
  agreementCompletions,
  agreementPhotoConsents,
  agreements,
  authUsers,
  contractorProfiles,
  projects,
  proposals,
  type ContractorProfileRow,
} from "@/lib/db/schema";
import { BLIND_DAYS, publishedReviewsOfContractor } from "@/lib/reviews/store";
import { WORK_DONE } from "@/lib/agreements/completion-record";
import { postedDisplayId } from "@/lib/projects/ids";
import { catalogueAreaSlug, coveredSlugs } from "@/lib/matching/coverage";
import { dateCredentials, slugOf } from "./model";
import { revalidateProfiles } from "./revalidate";
import type { SaveProfile } from "./schema";

/** When a job was completed: the day its standing record gives (noon UTC, as the agreement shows it). */
const completedOnSql =
  sql<Date | null>`(${agreementCompletions.completedOn} + time '12:00') at time zone 'UTC'`.mapWith(
    projects.completionDate,
  );

/** The most completed jobs a profile lists. */
const MAX_COMPLETED = 50;

/** The profile an account created from /pro, if any. */
export async function findProfileOf(userId: string): Promise<ContractorProfileRow | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(contractorProfiles)
    .where(eq(contractorProfiles.userId, userId));
  return row;
}

/**
 * Creates the account's profile or updates it. The slug is made once, from the business name at
 * creation (a number added when taken), and never changes: links to it keep working.
 */
export async function saveProfile(
  userId: string,
  input: SaveProfile,
): Promise<ContractorProfileRow> {
  const row = await writeProfile(userId, input);
  // A page kept for this slug (a 404 before the profile existed, or the profile as it was) goes.
  revalidateProfiles([row.slug]);
  return row;
}

async function writeProfile(userId: string, input: SaveProfile): Promise<ContractorProfileRow> {
  const db = await getDb();
  const existing = await findProfileOf(userId);
  const values = {
    businessName: input.businessName,
    contactName: input.contactName,
    phone: input.phone ?? null,
    trades: input.trades,
    serviceAreas: input.serviceAreas,
    credentials: dateCredentials(input.credentials, existing?.credentials ?? []),
    // Until the contractor chooses where they take work (PUT /api/pro/alerts), their matches
    // follow the areas they serve: the catalogue cities, whose slugs are municipalities'.
    ...(existing && (existing.workAreas.length > 0 || existing.baseArea !== null)
      ? {}
      : { covers: coveredSlugs(input.serviceAreas.map(catalogueAreaSlug), null, null) }),
    updatedAt: new Date(),
  };
  if (existing) {
    const [row] = await db
      .update(contractorProfiles)
      .set(values)
      .where(eq(contractorProfiles.id, existing.id))
      .returning();
    return row!;
  }
  const base = slugOf(input.businessName);
  for (let attempt = 1; ; attempt++) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    const [row] = await db
      .insert(contractorProfiles)
      .values({ ...values, userId, slug })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    // Another request of this account created it meanwhile: update that one instead.
    const raced = await findProfileOf(userId);
    if (raced) return writeProfile(userId, input);
  }
}

/**
 * A profile as anyone sees it at /pros/{slug}: no e-mail, no phone. Its figures count only what
 * proven parties did (docs/decisions/0020-completion-reviews-and-photo-consent.md): agreements on
 * proposals proven to be the account's, made since parties had to prove their addresses and
 * confirmed by both; completed work whose record stands; the reviews publishedReviewsOfContractor
 * counts.
 */
export async function findPublicProfile(slug: string): Promise<PublicProfile | null> {
  const db = await getDb();
  const [row] = await db
    .select({ profile: contractorProfiles, email: authUsers.email })
    .from(contractorProfiles)
    .innerJoin(authUsers, eq(authUsers.id, contractorProfiles.userId))
    .where(eq(contractorProfiles.slug, slug));
  if (!row) return null;
  const { userId } = row.profile;
  const theirs = and(
    eq(proposals.contractorUserId, userId),
    eq(proposals.status, "accepted"),
    eq(agreements.proven, true),
    isNotNull(agreements.homeownerConfirmedAt),
    isNotNull(agreements.contractorConfirmedAt),
  );
  const [[counted], completed, reviews] = await Promise.all([
    db
      .select({ confirmed: sql<number>`count(*)::int` })
      .from(agreements)
      .innerJoin(proposals, eq(proposals.id, agreements.proposalId))
      .where(theirs),
    db
      .select({
        rowId: projects.id,
        title: projects.title,
        category: projects.category,
        completedOn: completedOnSql,
        images: projects.images,
        consented: sql<boolean>`${agreementPhotoConsents.givenAt} IS NOT NULL AND ${agreementPhotoConsents.withdrawnAt} IS NULL`,
      })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectRowId))
      .innerJoin(agreements, eq(agreements.proposalId, proposals.id))
      .innerJoin(agreementCompletions, eq(agreementCompletions.agreementId, agreements.id))
      .leftJoin(agreementPhotoConsents, eq(agreementPhotoConsents.agreementId, agreements.id))
      .where(
        and(
          theirs,
          isNotNull(agreementCompletions.stoodAt),
          inArray(agreementCompletions.kind, [...WORK_DONE]),
        ),
      )
      .orderBy(sql`${completedOnSql} DESC NULLS LAST`, desc(projects.id))
      .limit(MAX_COMPLETED),
    publishedReviewsOfContractor({ userId, email: row.email }),
  ]);
  const { profile } = row;
  return {
    slug: profile.slug,
    businessName: profile.businessName,
    trades: profile.trades,
    serviceAreas: profile.serviceAreas,
    credentials: profile.credentials,
    confirmedAgreements: counted?.confirmed ?? 0,
    completedWork: completed.map((job) => ({
      displayId: postedDisplayId(job.rowId),
      title: job.title,
      category: job.category,
      completedOn: job.completedOn?.toISOString() ?? null,
      photos: job.consented ? job.images : [],
    })),
    reviews,
    since: profile.createdAt.toISOString(),
  };
}

/**
 * The most profiles the sitemap lists: one sitemap file holds at most 50,000 addresses
 * (sitemaps.org protocol).
 */
export const SITEMAP_PROFILE_LIMIT = 50_000;

/**
 * When anything a profile shows last changed, for the contractor account `auth_users.id`: a
 * proven agreement confirmed (the later confirmation), its record of how the work ended coming to
 * stand, photo consent given or withdrawn, and the homeowner's review published (both in, or the
 * blind period over, and not later than now), answered or hidden. One subquery per profile over
 * the account's accepted proposals only (proposals_contractor_user_idx), each row's agreement,
 * completion, consent and reviews by their keys: its cost follows what the profile shows.
 */
const lastWorkChangeSql = sql<Date | null>`(
  SELECT max(greatest(
    CASE WHEN a.homeowner_confirmed_at IS NOT NULL AND a.contractor_confirmed_at IS NOT NULL
      THEN greatest(a.homeowner_confirmed_at, a.contractor_confirmed_at) END,
    c.stood_at,
    CASE WHEN c.stood_at IS NOT NULL THEN greatest(pj.updated_at, pr.updated_at) END,
    pc.given_at,
    pc.withdrawn_at,
    CASE WHEN rv.published_at <= now() THEN rv.published_at END,
    rv.responded_at,
    rv.hidden_at
  ))
  FROM proposals pr
  JOIN projects pj ON pj.id = pr.project_id
  JOIN agreements a ON a.proposal_id = pr.id AND a.proven
  LEFT JOIN agreement_completions c ON c.agreement_id = a.id
  LEFT JOIN agreement_photo_consents pc ON pc.agreement_id = a.id
  LEFT JOIN LATERAL (
    SELECT
      CASE WHEN bool_or(r.author = 'homeowner') THEN least(
        CASE WHEN count(*) >= 2 THEN max(r.submitted_at) END,
        c.stood_at + make_interval(days => ${BLIND_DAYS})
      ) END AS published_at,
      max(r.responded_at) FILTER (WHERE r.author = 'homeowner') AS responded_at,
      max(r.hidden_at) FILTER (WHERE r.author = 'homeowner') AS hidden_at
    FROM reviews r
    WHERE r.agreement_id = a.id
  ) rv ON true
  WHERE pr.contractor_user_id = ${authUsers.id} AND pr.status = 'accepted'
)`;

/**
 * Every public profile's slug and last change, for the sitemap: one statement, in the slug's
 * unique index order and bounded, with one subquery per listed profile (lastWorkChangeSql).
 */
export function profilesForSitemapQuery(db: Database) {
  return db
    .select({
      slug: contractorProfiles.slug,
      updatedAt: sql<Date>`greatest(${contractorProfiles.updatedAt}, ${lastWorkChangeSql})`.mapWith(
        contractorProfiles.updatedAt,
      ),
    })
    .from(contractorProfiles)
    .innerJoin(authUsers, eq(authUsers.id, contractorProfiles.userId))
    .orderBy(contractorProfiles.slug)
    .limit(SITEMAP_PROFILE_LIMIT);
}

export async function profilesForSitemap(): Promise<{ slug: string; updatedAt: Date }[]> {
  return profilesForSitemapQuery(await getDb());
}
