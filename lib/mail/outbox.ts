import "server-only";

import { randomUUID } from "node:crypto";

import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";

import { site } from "@/content/site";
import { env, siteUrl } from "@/lib/env";
import { getDb, type Database } from "@/lib/db/client";
import { hashToken, newSecretToken } from "@/lib/auth/tokens";
import { mailRecipients, mailStops, mailTokens, outbox } from "@/lib/db/schema";
import {
  MAIL_KINDS,
  templateOf,
  type MailKind,
  type MailPayloads,
  type ProposalSummary,
} from "./templates";

/** Proposal notices after the first gather into one digest for this long. */
export const DIGEST_WINDOW_MINUTES = 15;

/** Mail that is not strictly transactional: an unsubscribed address does not get it. */
export const isNotice = (kind: MailKind) => templateOf(kind).notice === true;

/**
 * Mail sent to an address on the word of whoever typed it (a homeowner's address on a new
 * project, a contractor's on a proposal): limited per address across all clients, so the site
 * cannot be used to mail a stranger more than a few times, and carrying a "this was not me" link.
 */
export const FIRST_CONTACT: ReadonlySet<MailKind> = new Set(
  MAIL_KINDS.filter((kind) => templateOf(kind).firstContact),
);
export const isFirstContact = (kind: MailKind) => FIRST_CONTACT.has(kind);
/** First-contact messages one address gets at most, per hour and per day, whoever asks. */
export const FIRST_CONTACT_PER_HOUR = 3;
export const FIRST_CONTACT_PER_DAY = 10;

/** The form addresses are compared, counted and limited in (domains and, in practice, mailboxes
 * are case-insensitive). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Why an outbox row was not sent, as the operator's deliveries list shows it. */
export const SUPPRESSED_LIMIT = "Not sent: first-contact limit for this address reached";
export const SUPPRESSED_BLOCKED = "Not sent: the address asked never to be e-mailed again";
export const SUPPRESSED_STOPPED = "Not sent: the address stopped messages of this kind";

const messageIdHost = new URL(siteUrl).hostname || "torontopros.local";

/**
 * Writes one message to the outbox. `db` must be the transaction of the event that causes it,
 * so a rolled-back write sends nothing and a committed one always sends. Answers whether it will
 * be sent: a blocked address, or a first-contact message over the address's limit, is kept as
 * suppressed (visible to the operator) without its private links. A payload that does not fit
 * its template is a mistake in the caller: it throws, and the transaction rolls back.
 */
export async function enqueueMail<T extends MailKind>(
  db: Database,
  message: {
    template: T;
    recipient: string;
    payload: MailPayloads[T];
    groupKey?: string;
    sendAfter?: Date;
  },
): Promise<boolean> {
  const payload = templateOf(message.template).schema.parse(message.payload) as Record<
    string,
    unknown
  >;
  // The upsert locks the address's row until the transaction ends: messages to one address are
  // counted one after the other, on every instance.
  const recipient = await ensureRecipient(db, message.recipient);
  const reason = recipient.blockedAt
    ? SUPPRESSED_BLOCKED
    : isFirstContact(message.template) && (await overFirstContactLimit(db, recipient.email))
      ? SUPPRESSED_LIMIT
      : null;
  const { private: _secrets, ...publicPayload } = payload;
  await db.insert(outbox).values({
    template: message.template,
    recipient: message.recipient,
    payload: reason ? publicPayload : payload,
    transactional: !isNotice(message.template),
    messageId: `<${randomUUID()}@${messageIdHost}>`,
    groupKey: message.groupKey ?? null,
    ...(message.sendAfter ? { sendAfter: message.sendAfter } : {}),
    ...(reason ? { status: "suppressed", lastError: reason } : {}),
  });
  return reason === null;
}

/** Whether the address has had its share of first-contact messages this hour or this day. */
async function overFirstContactLimit(db: Database, email: string): Promise<boolean> {
  const [counted] = await db
    .select({
      day: sql<number>`count(*)::int`,
      hour: sql<number>`(count(*) filter (where ${outbox.createdAt} > now() - interval '1 hour'))::int`,
    })
    .from(outbox)
    .where(
      and(
        eq(sql`lower(${outbox.recipient})`, email),
        gt(outbox.createdAt, sql`now() - interval '1 day'`),
        inArray(outbox.template, [...FIRST_CONTACT]),
        // Messages the limit itself held back do not count against it.
        sql`${outbox.lastError} is distinct from ${SUPPRESSED_LIMIT}`,
      ),
    );
  return (
    (counted?.hour ?? 0) >= FIRST_CONTACT_PER_HOUR || (counted?.day ?? 0) >= FIRST_CONTACT_PER_DAY
  );
}

/** The address's row (created on first use), locked until the transaction ends. */
export async function ensureRecipient(
  db: Database,
  email: string,
  options: { newsConsent?: boolean } = {},
): Promise<{ email: string; blockedAt: Date | null }> {
  const address = normaliseEmail(email);
  const consent = options.newsConsent ? { newsConsentAt: new Date(), unsubscribedAt: null } : {};
  const [row] = await db
    .insert(mailRecipients)
    .values({ email: address, ...consent })
    .onConflictDoUpdate({
      target: mailRecipients.email,
      // Ticking the news box again is fresh express consent; otherwise the row stays as it is.
      set: options.newsConsent ? consent : { email: address },
    })
    .returning({ email: mailRecipients.email, blockedAt: mailRecipients.blockedAt });
  return row!;
}

/**
 * A new private token for the address's "stop messages of this kind" and "this was not me"
 * links, for one message of `kind`; only its hash is kept.
 */
export async function issueMailToken(
  db: Database,
  email: string,
  kind: MailKind | null = null,
): Promise<string> {
  const token = newSecretToken();
  await db
    .insert(mailTokens)
    .values({ tokenHash: hashToken(token), email: normaliseEmail(email), kind });
  return token;
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
    /** The project's displayed id, for the subject. */
    project: number;
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
        project: notice.project,
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
      project: notice.project,
      name: notice.name,
      title: notice.title,
      proposals: [notice.proposal],
      private: { manageUrl: await notice.manageUrl() },
    },
  });
}

/** The address a mail token acts for, and the kind of message it came in, if it is ours. */
async function tokenRecord(
  db: Database,
  token: string,
): Promise<{ email: string; kind: string | null } | undefined> {
  const [row] = await db
    .select({ email: mailTokens.email, kind: mailTokens.kind })
    .from(mailTokens)
    .where(eq(mailTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

async function addressOfToken(db: Database, token: string): Promise<string | undefined> {
  return (await tokenRecord(db, token))?.email;
}

/** What an unsubscribe link stopped: the kind of message it came in, and whether all notices. */
export interface Unsubscribed {
  /** The kind stopped; null for a link from before kinds were recorded (notices). */
  kind: MailKind | null;
  /** Whether every notice stopped too (the link came in a notice, or names no kind). */
  notices: boolean;
}

/**
 * Stops messages of the kind the token's message was, to the token's address (and every notice,
 * when it came in one); what is waiting in the outbox of that kind is not sent. Undefined when no
 * address holds the token.
 */
export async function unsubscribe(token: string, db?: Database): Promise<Unsubscribed | undefined> {
  db ??= await getDb();
  const record = await tokenRecord(db, token);
  if (!record) return undefined;
  const kind =
    record.kind && (MAIL_KINDS as string[]).includes(record.kind)
      ? (record.kind as MailKind)
      : null;
  const notices = kind === null || isNotice(kind);
  await db.transaction(async (tx) => {
    if (notices) {
      await tx
        .update(mailRecipients)
        .set({ unsubscribedAt: sql`coalesce(${mailRecipients.unsubscribedAt}, now())` })
        .where(eq(mailRecipients.email, record.email));
    }
    if (kind) {
      await tx.insert(mailStops).values({ email: record.email, kind }).onConflictDoNothing();
    }
    if (kind) {
      await tx
        .update(outbox)
        .set({
          status: "suppressed",
          lastError: SUPPRESSED_STOPPED,
          claimedUntil: null,
          payload: sql`${outbox.payload} - 'private'`,
        })
        .where(
          and(
            eq(sql`lower(${outbox.recipient})`, record.email),
            eq(outbox.template, kind),
            eq(outbox.status, "pending"),
          ),
        );
    }
  });
  return { kind, notices };
}

/**
 * "This was not me": the site never e-mails the token's address again, about anything; what is
 * waiting in the outbox for it is not sent. False when no address holds the token.
 */
export async function blockAddress(token: string, db?: Database): Promise<boolean> {
  db ??= await getDb();
  const email = await addressOfToken(db, token);
  if (!email) return false;
  await db.transaction(async (tx) => {
    await tx
      .update(mailRecipients)
      .set({
        blockedAt: sql`coalesce(${mailRecipients.blockedAt}, now())`,
        unsubscribedAt: sql`coalesce(${mailRecipients.unsubscribedAt}, now())`,
      })
      .where(eq(mailRecipients.email, email));
    await tx
      .update(outbox)
      .set({
        status: "suppressed",
        lastError: SUPPRESSED_BLOCKED,
        claimedUntil: null,
        payload: sql`${outbox.payload} - 'private'`,
      })
      .where(and(eq(sql`lower(${outbox.recipient})`, email), eq(outbox.status, "pending")));
  });
  return true;
}

/** Where contact messages go: CONTACT_INBOX, else the site's public address. */
export const contactInbox = () => env.CONTACT_INBOX ?? site.email;

export const absoluteUrl = (path: string) => `${siteUrl}${path}`;
