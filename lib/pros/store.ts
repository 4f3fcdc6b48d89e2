import "server-only";

import { and, desc, eq, isNotNull, sql } from "drizzle-orm";

import type { PublicProfile } from "@/lib/api-shapes";
import { getDb } from "@/lib/db/client";
import {
  agreements,
  authUsers,
  contractorProfiles,
  projects,
  proposals,
  type ContractorProfileRow,
} from "@/lib/db/schema";
import { publishedReviewsOfContractor } from "@/lib/reviews/store";
import { postedDisplayId } from "@/lib/projects/ids";
import { dateCredentials, slugOf } from "./model";
import type { SaveProfile } from "./schema";

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
  const db = await getDb();
  const existing = await findProfileOf(userId);
  const values = {
    businessName: input.businessName,
    contactName: input.contactName,
    phone: input.phone ?? null,
    trades: input.trades,
    serviceAreas: input.serviceAreas,
    credentials: dateCredentials(input.credentials, existing?.credentials ?? []),
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
    if (raced) return saveProfile(userId, input);
  }
}

/** A profile as anyone sees it at /pros/{slug}: no e-mail, no phone. */
export async function findPublicProfile(slug: string): Promise<PublicProfile | null> {
  const db = await getDb();
  const [row] = await db
    .select({ profile: contractorProfiles, email: authUsers.email })
    .from(contractorProfiles)
    .innerJoin(authUsers, eq(authUsers.id, contractorProfiles.userId))
    .where(eq(contractorProfiles.slug, slug));
  if (!row) return null;
  const sameAddress = eq(sql`lower(${proposals.contractorEmail})`, row.email.toLowerCase());
  const [[counted], completed, reviews] = await Promise.all([
    db
      .select({ confirmed: sql<number>`count(*)::int` })
      .from(agreements)
      .innerJoin(proposals, eq(proposals.id, agreements.proposalId))
      .where(
        and(
          sameAddress,
          isNotNull(agreements.homeownerConfirmedAt),
          isNotNull(agreements.contractorConfirmedAt),
        ),
      ),
    db
      .select({
        rowId: projects.id,
        title: projects.title,
        category: projects.category,
        completionDate: projects.completionDate,
      })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectRowId))
      .where(and(sameAddress, eq(proposals.status, "accepted"), eq(projects.status, "completed")))
      .orderBy(desc(projects.completionDate), desc(projects.id))
      .limit(MAX_COMPLETED),
    publishedReviewsOfContractor(row.email),
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
      completedOn: job.completionDate?.toISOString() ?? null,
    })),
    reviews,
    since: profile.createdAt.toISOString(),
  };
}
