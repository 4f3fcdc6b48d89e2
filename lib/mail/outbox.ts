import "server-only";

import { randomUUID } from "node:crypto";

import { and, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";

import { site } from "@/content/site";
import { env, siteUrl } from "@/lib/env";
import { getDb, type Database } from "@/lib/db/client";
import { hashToken, newSecretToken } from "@/lib/auth/tokens";
import {
  contractorProfiles,
  mailRecipients,
  mailStops,
  mailTokens,
  outbox,
  provenAddresses,
} from "@/lib/db/schema";
import { addressKey } from "./address-key";
import { DEFAULT_MAIL_LOCALE, type MailLocale } from "./context";
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
 * project, a contractor's on a proposal): limited per mailbox across all clients even once the
 * address is proven, so the site cannot be used to mail a stranger more than a few times.
 */
export const FIRST_CONTACT: ReadonlySet<MailKind> = new Set(
  MAIL_KINDS.filter((kind) => templateOf(kind).firstContact),
);
export const isFirstContact = (kind: MailKind) => FIRST_CONTACT.has(kind);

/**
 * The mail budget (docs/decisions/0026-email-senders-and-stops.md): an address that has never shown
 * it reads the site's mail (no account, no e-mailed link ever opened) gets at most this many
 * messages an hour and a day, of every kind together, each with a "this was not me" link; a proven
 * address gets this many first-contact messages, and any number of the rest. Counted per mailbox
 * (addressKey), so `+tag` and Gmail's dots open no second budget.
 */
export const MAIL_BUDGET = { perHour: 3, perDay: 10 } as const;

/** The form addresses are compared, counted and limited in (domains and, in practice, mailboxes
 * are case-insensitive). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Why an outbox row was not sent, as the operator's deliveries list shows it. */
export const SUPPRESSED_LIMIT = "Not sent: the message budget of this address is spent";
export const SUPPRESSED_THREAD =
  "Not sent: an earlier message about this to the address was held back";
export const SUPPRESSED_BLOCKED = "Not sent: the address asked never to be e-mailed again";
export const SUPPRESSED_STOPPED = "Not sent: the address stopped messages of this kind";

const messageIdHost = new URL(siteUrl).hostname || "torontopros.local";

/** The first key of the per-mailbox advisory lock: any fixed number, the same everywhere. */
const MAILBOX_LOCK = 7_302_453;

/**
 * Writes one message to the outbox. `db` must be the transaction of the event that causes it,
 * so a rolled-back write sends nothing and a committed one always sends. Answers whether it will
 * be sent: to a blocked mailbox, over the mail budget, or following a held-back message of its
 * thread to an unproven mailbox, it is kept as suppressed (visible to the operator) without its
 * private links. A payload that does not fit its template is a mistake in the caller: it throws,
 * and the transaction rolls back.
 */
export async function enqueueMail<T extends MailKind>(
  db: Database,
  message: {
    template: T;
    recipient: string;
    payload: MailPayloads[T];
    groupKey?: string;
    sendAfter?: Date;
    /** What the message is about for its recipient; by default its project (`project:{id}`). */
    thread?: string;
    /** The locale it is written in, and sent in: by default the site's. */
    locale?: MailLocale;
    /**
     * The recipient asked for it from a signed-in session of the address (a receipt of their own
     * proposal): not a first contact, whatever its kind.
     */
    requestedByRecipient?: boolean;
  },
): Promise<boolean> {
  const payload = templateOf(message.template).schema.parse(message.payload) as Record<
    string,
    unknown
  >;
  await ensureRecipient(db, message.recipient);
  const key = addressKey(message.recipient);
  const thread = message.thread ?? threadOf(payload);
  const reason = await heldBackReason(
    db,
    key,
    message.template,
    thread,
    message.requestedByRecipient === true,
  );
  const { private: _secrets, ...publicPayload } = payload;
  await db.insert(outbox).values({
    template: message.template,
    recipient: message.recipient,
    thread: thread ?? null,
    payload: reason ? publicPayload : payload,
    locale: message.locale ?? DEFAULT_MAIL_LOCALE,
    transactional: !isNotice(message.template),
    messageId: `<${randomUUID()}@${messageIdHost}>`,
    groupKey: message.groupKey ?? null,
    ...(message.sendAfter ? { sendAfter: message.sendAfter } : {}),
    ...(reason ? { status: "suppressed", lastError: reason } : {}),
  });
  return reason === null;
}

/** A message about a project is of that project's thread for its recipient, unless told otherwise. */
const threadOf = (payload: Record<string, unknown>) =>
  typeof payload.project === "number" ? `project:${payload.project}` : undefined;

/** Why a message of `kind` to the mailbox must not be sent now, or null. */
async function heldBackReason(
  db: Database,
  key: string,
  kind: MailKind,
  thread: string | undefined,
  requested: boolean,
): Promise<string | null> {
  const threadHeld = thread
    ? sql`exists(select 1 from ${outbox} o where o.recipient_key = ${key}
        and o.thread = ${thread} and o.status = 'suppressed'
        and o.last_error in (${SUPPRESSED_LIMIT}, ${SUPPRESSED_THREAD}))`
    : sql`false`;
  // The lock first (the row it gives is what the rest is read from): messages to one mailbox are
  // counted one after the other, on every instance, whatever the spelling each was addressed with.
  const [state] = (
    (await db.execute(sql`with locked as (
        select pg_advisory_xact_lock(${MAILBOX_LOCK}, hashtext(${key})) as done)
      select
      exists(select 1 from ${mailRecipients} r
        where mail_address_key(r.email) = ${key} and r.blocked_at is not null) as blocked,
      exists(select 1 from ${provenAddresses} p where p.key = ${key}) as proven,
      ${threadHeld} as "threadHeld"
      from locked`)) as unknown as {
      rows: { blocked: boolean; proven: boolean; threadHeld: boolean }[];
    }
  ).rows;
  if (state?.blocked) return SUPPRESSED_BLOCKED;
  const proven = state?.proven || key === addressKey(contactInbox());
  if (proven && (requested || !isFirstContact(kind))) return null;
  if (!proven && state?.threadHeld) return SUPPRESSED_THREAD;
  const counted = proven ? [...FIRST_CONTACT] : MAIL_KINDS;
  const [sent] = await db
    .select({
      day: sql<number>`count(*)::int`,
      hour: sql<number>`(count(*) filter (where ${outbox.createdAt} > now() - interval '1 hour'))::int`,
    })
    .from(outbox)
    .where(
      and(
        eq(outbox.recipientKey, key),
        gt(outbox.createdAt, sql`now() - interval '1 day'`),
        inArray(outbox.template, counted),
        // Messages held back do not count against the budget.
        ne(outbox.status, "suppressed"),
      ),
    );
  const over = (sent?.hour ?? 0) >= MAIL_BUDGET.perHour || (sent?.day ?? 0) >= MAIL_BUDGET.perDay;
  return over ? SUPPRESSED_LIMIT : null;
}

/** Whether the mailbox has shown it reads the site's mail (PROOF_KINDS name how). */
export async function isProvenAddress(db: Database, email: string): Promise<boolean> {
  const key = addressKey(email);
  if (key === addressKey(contactInbox())) return true;
  const [row] = await db
    .select({ key: provenAddresses.key })
    .from(provenAddresses)
    .where(eq(provenAddresses.key, key))
    .limit(1);
  return row !== undefined;
}

/** What can prove an address: its holder used something only its mail carried. */
export const PROOF_KINDS = ["sign-in", "project-confirmed", "agreement-key", "claim"] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

/** Records that the address's holder opened a private link e-mailed to it (once; the first counts). */
export async function proveAddress(db: Database, email: string, how: ProofKind): Promise<void> {
  await db
    .insert(provenAddresses)
    .values({ key: addressKey(email), how })
    .onConflictDoNothing();
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
    // An alert's stop link turns the account's alerts off, as /pro then shows them.
    if (kind === "project-alerts") {
      await tx
        .update(contractorProfiles)
        .set({ alerts: "off", alertsConsentAt: null })
        .where(
          eq(
            contractorProfiles.userId,
            sql`(select id from auth_users where lower(email) = ${record.email})`,
          ),
        );
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
      .where(and(eq(outbox.recipientKey, addressKey(email)), eq(outbox.status, "pending")));
  });
  return true;
}

/** Where contact messages go: CONTACT_INBOX, else the site's public address. */
export const contactInbox = () => env.CONTACT_INBOX ?? site.email;

export const absoluteUrl = (path: string) => `${siteUrl}${path}`;
