import "server-only";

import { and, desc, eq, gt, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { outbox, projects } from "@/lib/db/schema";
import { issueManageLink } from "@/lib/data/projects";
import { enqueueMail, normaliseEmail } from "@/lib/mail/outbox";

/** At most this many recovery e-mails to one address an hour, whoever asks (no mail bombing). */
export const RECOVERY_MAILS_PER_HOUR = 3;
/** The newest projects of an address that one recovery e-mail holds links for. */
const MAX_LINKS = 20;

/**
 * Lost-link recovery: e-mails a fresh manage link for each project posted with this address
 * (the links the owner had keep working). Says nothing of whether the address has projects: the
 * caller answers the same either way.
 */
export async function sendManageLinks(email: string): Promise<void> {
  const db = await getDb();
  const address = normaliseEmail(email);
  await db.transaction(async (tx) => {
    const owned = await tx
      .select({
        id: projects.id,
        title: projects.title,
        postedAt: projects.postedAt,
        email: projects.homeownerEmail,
      })
      .from(projects)
      .where(eq(sql`lower(${projects.homeownerEmail})`, address))
      .orderBy(desc(projects.postedAt), desc(projects.id))
      .limit(MAX_LINKS);
    if (owned.length === 0) return;
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(
        and(
          eq(outbox.template, "manage-links"),
          eq(outbox.recipient, owned[0]!.email!),
          gt(outbox.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.count ?? 0) >= RECOVERY_MAILS_PER_HOUR) return;
    const links = [];
    for (const project of owned) {
      links.push({
        title: project.title,
        posted: project.postedAt.toISOString(),
        url: await issueManageLink(tx, project.id),
      });
    }
    await enqueueMail(tx, {
      template: "manage-links",
      recipient: owned[0]!.email!,
      payload: { private: { links } },
    });
  });
}
