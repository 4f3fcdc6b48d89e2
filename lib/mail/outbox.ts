import "server-only";

import { randomBytes, randomUUID } from "node:crypto";

import { and, desc, eq, gt, sql } from "drizzle-orm";

import { site } from "@/content/site";
import { env, siteUrl } from "@/lib/env";
import { getDb, type Database } from "@/lib/db/client";
import { mailRecipients, outbox } from "@/lib/db/schema";
import type { MailPayloads, MailTemplate, ProposalSummary } from "./render";

/** Proposal notices after the first gather into one digest for this long. */
export const DIGEST_WINDOW_MINUTES = 15;

/** Mail that is not strictly transactional: an unsubscribed address does not get it. */
const NOTICES: ReadonlySet<MailTemplate> = new Set([
  "proposal-received",
  "proposal-digest",
  "proposal-withdrawn",
]);

export const isNotice = (template: MailTemplate) => NOTICES.has(template);

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const messageIdHost = new URL(siteUrl).hostname || "torontopros.local";

/**
 * Writes one message to the outbox. `db` must be the transaction of the event that causes it,
 * so a rolled-back write sends nothing and a committed one always sends.
 */
export async function enqueueMail<T extends MailTemplate>(
  db: Database,
  message: {
    template: T;
    recipient: string;
    payload: MailPayloads[T];
    groupKey?: string;
    sendAfter?: Date;
  },
): Promise<void> {
  await ensureRecipient(db, message.recipient);
  await db.insert(outbox).values({
    template: message.template,
    recipient: message.recipient,
    payload: message.payload as unknown as Record<string, unknown>,
    transactional: !isNotice(message.template),
    messageId: `<${randomUUID()}@${messageIdHost}>`,
    groupKey: message.groupKey ?? null,
    ...(message.sendAfter ? { sendAfter: message.sendAfter } : {}),
  });
}

/** The address's row (created on first use, with its unsubscribe token). */
export async function ensureRecipient(
  db: Database,
  email: string,
  options: { newsConsent?: boolean } = {},
): Promise<void> {
  const address = normaliseEmail(email);
  const consent = options.newsConsent ? { newsConsentAt: new Date(), unsubscribedAt: null } : {};
  await db
    .insert(mailRecipients)
    .values({
      email: address,
      unsubscribeToken: randomBytes(24).toString("base64url"),
      ...consent,
    })
    .onConflictDoUpdate({
      target: mailRecipients.email,
      // Ticking the news box again is fresh express consent; otherwise the row stays as it is.
      set: options.newsConsent ? consent : { email: address },
    });
}

/**
 * A new proposal on a posted project whose owner left an address: the first notice goes at
 * once; further proposals within the next 15 minutes are gathered into one digest sent when the
 * window closes. Callers hold the project's row lock, so two proposals cannot both open a window.
 */
export async function noticeNewProposal(
  db: Database,
  notice: {
    projectRowId: number;
    recipient: string;
    name: string;
    title: string;
    proposal: ProposalSummary;
    manageUrl: () => Promise<string>;
  },
): Promise<void> {
  const groupKey = `proposals:${notice.projectRowId}`;
  const [opener] = await db
    .select({ createdAt: outbox.createdAt })
    .from(outbox)
    .where(
      and(
        eq(outbox.groupKey, groupKey),
        eq(outbox.template, "proposal-received"),
        gt(outbox.createdAt, sql`now() - make_interval(mins => ${DIGEST_WINDOW_MINUTES})`),
      ),
    )
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!opener) {
    await enqueueMail(db, {
      template: "proposal-received",
      recipient: notice.recipient,
      groupKey,
      payload: {
        name: notice.name,
        title: notice.title,
        proposal: notice.proposal,
        private: { manageUrl: await notice.manageUrl() },
      },
    });
    return;
  }
  const appended = await db
    .update(outbox)
    .set({
      payload: sql`jsonb_set(${outbox.payload}, '{proposals}', (${outbox.payload} -> 'proposals') || ${JSON.stringify([notice.proposal])}::jsonb)`,
    })
    .where(
      and(
        eq(outbox.groupKey, groupKey),
        eq(outbox.template, "proposal-digest"),
        eq(outbox.status, "pending"),
      ),
    )
    .returning({ id: outbox.id });
  if (appended.length > 0) return;
  await enqueueMail(db, {
    template: "proposal-digest",
    recipient: notice.recipient,
    groupKey,
    sendAfter: new Date(opener.createdAt.getTime() + DIGEST_WINDOW_MINUTES * 60_000),
    payload: {
      name: notice.name,
      title: notice.title,
      proposals: [notice.proposal],
      private: { manageUrl: await notice.manageUrl() },
    },
  });
}

/** Stops notices to the address that holds this token; false when no address does. */
export async function unsubscribe(token: string, db?: Database): Promise<boolean> {
  db ??= await getDb();
  const rows = await db
    .update(mailRecipients)
    .set({ unsubscribedAt: sql`coalesce(${mailRecipients.unsubscribedAt}, now())` })
    .where(eq(mailRecipients.unsubscribeToken, token))
    .returning({ email: mailRecipients.email });
  return rows.length > 0;
}

/** Where contact messages go: CONTACT_INBOX, else the site's public address. */
export const contactInbox = () => env.CONTACT_INBOX ?? site.email;

export const absoluteUrl = (path: string) => `${siteUrl}${path}`;
