import "server-only";

import { and, desc, eq, isNotNull, sql } from "drizzle-orm";

import type { PublicProfile, StatedCredential } from "@/lib/api-shapes";
import { getDb } from "@/lib/db/client";
import {
  agreements,
  authUsers,
  contractorProfiles,
  projects,
  proposals,
  type ContractorProfileRow,
} from "@/lib/db/schema";
import { postedDisplayId } from "@/lib/projects/ids";
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

/** A slug from the business name: lower-case letters, digits and hyphens. */
export function slugOf(businessName: string): string {
  const base = businessName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return base || "contractor";
}

/**
 * Each credential as stated now, dated the day it was first stated with this number: an
 * unchanged number keeps its date, a new or changed one is dated today.
 */
export function dateCredentials(
  given: SaveProfile["credentials"],
  before: readonly StatedCredential[],
  today = new Date().toISOString().slice(0, 10),
): StatedCredential[] {
  return given.map(({ kind, number }) => {
    const same = before.find((c) => c.kind === kind && c.number === number);
    return { kind, number, statedOn: same?.statedOn ?? today };
  });
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
  const [[counted], completed] = await Promise.all([
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
    since: profile.createdAt.toISOString(),
  };
}
