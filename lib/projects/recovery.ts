import "server-only";

import { and, desc, eq, gt, sql } from "drizzle-orm";

import { getDb, type Database } from "@/lib/db/client";
import { outbox, projects } from "@/lib/db/schema";
import { issueManageLink } from "@/lib/projects/links";
import { addressKey } from "@/lib/mail/address-key";
import { enqueueMail, ensureRecipient, normaliseEmail } from "@/lib/mail/outbox";
import type { MailPayloads } from "@/lib/mail/templates";

/** At most this many recovery e-mails to one address an hour, whoever asks (no mail bombing). */
export const RECOVERY_MAILS_PER_HOUR = 3;
/** The newest projects of an address that one recovery e-mail holds links for. */
const MAX_LINKS = 20;

/**
 * Lost-link recovery, asked for: one outbox row for the address, whatever it owns. The work that
 * depends on the address's projects (finding them, issuing links) happens when the message is
 * delivered (manageLinksFor), so neither the answer nor its time says whether the address has
 * projects. Counted per normalised address: at most RECOVERY_MAILS_PER_HOUR an hour.
 */
export async function requestManageLinks(email: string): Promise<void> {
  const db = await getDb();
  const address = normaliseEmail(email);
  await db.transaction(async (tx) => {
    // Locks the address's row: two requests at once are counted one after the other.
    await ensureRecipient(tx, address);
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(
        and(
          eq(outbox.template, "manage-links"),
          // Per mailbox: a `+tag` opens no second allowance.
          eq(outbox.recipientKey, addressKey(address)),
          gt(outbox.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.count ?? 0) >= RECOVERY_MAILS_PER_HOUR) return;
    await enqueueMail(tx, { template: "manage-links", recipient: address, payload: {} });
  });
}

/**
 * Called by the delivery worker for a recovery request: a fresh manage link for each project
 * posted with the address (the links the owner had keep working), or null when it has none.
 */
export async function manageLinksFor(
  db: Database,
  email: string,
): Promise<NonNullable<MailPayloads["manage-links"]["private"]> | null> {
  const owned = await db
    .select({ id: projects.id, title: projects.title, postedAt: projects.postedAt })
    .from(projects)
    .where(eq(sql`lower(${projects.homeownerEmail})`, normaliseEmail(email)))
    .orderBy(desc(projects.postedAt), desc(projects.id))
    .limit(MAX_LINKS);
  if (owned.length === 0) return null;
  const links = [];
  for (const project of owned) {
    links.push({
      title: project.title,
      posted: project.postedAt.toISOString(),
      url: await issueManageLink(db, project.id),
    });
  }
  return { links };
}
