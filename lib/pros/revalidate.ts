import "server-only";

import { and, eq, inArray } from "drizzle-orm";
import { revalidatePath } from "next/cache";

import { getDb, type Database } from "@/lib/db/client";
import { agreements, authUsers, contractorProfiles, proposals, reviews } from "@/lib/db/schema";
import { normaliseEmail } from "@/lib/mail/outbox";

// A public profile (/pros/{slug}) is rendered on its first request and kept (ISR,
// docs/decisions/0022-public-profiles.md). Every write that changes what a profile
// shows calls one of these once it has committed: the kept page is marked stale on this instance
// and rendered again on its next request. Other instances catch up within the page's
// `revalidate` bound.

/** The address of a contractor's public profile. */
export const profilePath = (slug: string) => `/pros/${slug}`;

/** Marks the profiles stale. Outside a request (a script, a test) there is no kept page to mark. */
export function revalidateProfiles(slugs: readonly string[]): void {
  for (const slug of new Set(slugs)) {
    try {
      revalidatePath(profilePath(slug));
    } catch (error) {
      // Next throws this invariant when no request is being handled; anything else is a fault.
      if (!String((error as Error)?.message).includes("static generation store missing")) {
        console.error(`Could not revalidate ${profilePath(slug)}:`, error);
      }
    }
  }
}

/** The profiles of these addresses (as proposals give them, any capitalisation), if any. */
export async function revalidateProfilesOf(
  emails: readonly string[],
  db?: Database,
): Promise<void> {
  const addresses = [...new Set(emails.map(normaliseEmail))];
  if (addresses.length === 0) return;
  db ??= await getDb();
  // auth_users keeps addresses in lower case (better-auth's createUser): its unique index answers.
  const rows = await db
    .select({ slug: contractorProfiles.slug })
    .from(contractorProfiles)
    .innerJoin(authUsers, eq(authUsers.id, contractorProfiles.userId))
    .where(inArray(authUsers.email, addresses));
  revalidateProfiles(rows.map((row) => row.slug));
}

/** The contractors hired on a project: its completed work shows on their profiles. */
export async function hiredOn(db: Database, projectRowId: number): Promise<string[]> {
  const rows = await db
    .select({ email: proposals.contractorEmail })
    .from(proposals)
    .where(and(eq(proposals.projectRowId, projectRowId), eq(proposals.status, "accepted")));
  return rows.map((row) => row.email);
}

/** The profile of the contractor of an agreement. */
export async function revalidateProfileOfAgreement(agreementId: number): Promise<void> {
  const db = await getDb();
  const rows = await db
    .select({ email: proposals.contractorEmail })
    .from(agreements)
    .innerJoin(proposals, eq(proposals.id, agreements.proposalId))
    .where(eq(agreements.id, agreementId));
  await revalidateProfilesOf(
    rows.map((row) => row.email),
    db,
  );
}

/** The profile of the contractor whose agreement a review is of. */
export async function revalidateProfileOfReview(reviewId: number): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ agreementId: reviews.agreementId })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (row) await revalidateProfileOfAgreement(row.agreementId);
}
