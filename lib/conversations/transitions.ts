import "server-only";

import { and, eq, isNull, lte, ne, or, sql } from "drizzle-orm";

import { hashToken, newSecretToken, signedToken } from "@/lib/auth/tokens";
import { getDb, type Database } from "@/lib/db/client";
import { manageLinks, outbox, proposalMessages, proposals, projects } from "@/lib/db/schema";
import { ConflictError, LimitReachedError } from "@/lib/errors";
import { absoluteUrl, enqueueMail } from "@/lib/mail/outbox";
import { postedDisplayId } from "@/lib/projects/ids";
import { TRACKING_PURPOSE } from "@/lib/proposals/access";
import type { ConversationParty } from "./access";
import {
  DAY_MS,
  mailDueAt,
  QUIET_MINUTES,
  sendRefusal,
  showsContactDetails,
  takesMessages,
  type Window,
} from "./rules";
import type { ConversationSide, ReadReceipt, SentMessage } from "./shapes";
import { toMessage } from "./store";

// What the two parties of a proposal write to each other (docs/decisions/0024-questions-notes-and-conversations.md): a message and
// the mail that announces it, in one transaction; reading marks the other's messages seen.

/** The first key of the per-sender advisory lock: any fixed number, the same everywhere. */
const SENDER_LOCK = 7_302_455;

/** The outbox's reason for a notice the recipient made needless by reading on the site first. */
export const SUPPRESSED_READ = "Not sent: the recipient read the messages on the site first";

/** How long the contractor's link in a notice opens the conversation. */
const LINK_DAYS = 30;

const other = (side: ConversationSide): ConversationSide =>
  side === "homeowner" ? "contractor" : "homeowner";

/** Mail about one conversation to one side gathers under this key. */
export const mailGroup = (proposalId: number, to: ConversationSide) =>
  `messages:${proposalId}:${to}`;

/** The conversation's page, with a credential the recipient's side opens it with. */
async function conversationLink(db: Database, party: ConversationParty, to: ConversationSide) {
  const path = `/proposal/${party.proposal.id}/messages`;
  if (to === "contractor") {
    const expires = new Date(Date.now() + LINK_DAYS * DAY_MS);
    return absoluteUrl(
      `${path}#track=${signedToken(TRACKING_PURPOSE, party.proposal.id, expires)}`,
    );
  }
  // A further manage token of the project, as every notice to the homeowner carries.
  const token = newSecretToken();
  await db
    .insert(manageLinks)
    .values({ projectRowId: party.project.id, tokenHash: hashToken(token) });
  return absoluteUrl(`${path}#manage=${encodeURIComponent(token)}`);
}

const windowOf = (where: ReturnType<typeof sql>) =>
  sql`(select jsonb_build_object('count', count(*), 'oldest', min(m.created_at))
    from ${proposalMessages} m where ${where})`;

const toWindow = (value: { count: number; oldest: string | null }): Window => ({
  count: Number(value.count),
  oldest: value.oldest ? new Date(value.oldest) : null,
});

/**
 * The party sends a message (text, up to 5 photos) while the proposal is pending or accepted.
 * Past the sender's or the project's messages of the day, refused (429). The other party is
 * e-mailed once the sender has been quiet QUIET_MINUTES: further messages meanwhile join that
 * mail rather than send another.
 */
export async function sendMessage(
  party: ConversationParty,
  input: { body?: string | undefined; photos: string[] },
): Promise<SentMessage> {
  const db = await getDb();
  const { proposal, project, side, senderKey } = party;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SENDER_LOCK}, hashtext(${senderKey}))`);
    // The lock order of every transition: proposals, then the project.
    const [current] = await tx
      .select({ status: proposals.status })
      .from(proposals)
      .where(eq(proposals.id, proposal.id))
      .for("share");
    await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, project.id))
      .for("update");
    if (!current || !takesMessages(current.status)) {
      throw new ConflictError("conversation_closed");
    }
    const now = new Date();
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    const [counts] = (
      (await tx.execute(sql`select
        ${windowOf(sql`m.sender_key = ${senderKey} and m.created_at > ${since}::timestamptz`)} as account,
        ${windowOf(sql`m.project_id = ${project.id} and m.created_at > ${since}::timestamptz`)} as project`)) as {
        rows: unknown[];
      }
    ).rows as {
      account: { count: number; oldest: string | null };
      project: { count: number; oldest: string | null };
    }[];
    const refusal = sendRefusal(
      { account: toWindow(counts!.account), project: toWindow(counts!.project) },
      now,
    );
    if (refusal) {
      throw new LimitReachedError(
        refusal.reason === "account-limit" ? "account_message_limit" : "project_message_limit",
        refusal.retryAfterSeconds,
      );
    }
    const [row] = await tx
      .insert(proposalMessages)
      .values({
        proposalId: proposal.id,
        projectRowId: project.id,
        sender: side,
        senderKey,
        body: input.body ?? "",
        photos: input.photos,
        createdAt: now,
      })
      .returning();
    await tx.update(projects).set({ activeAt: now }).where(eq(projects.id, project.id));
    const emailed = await announce(tx, party, now);
    return {
      message: toMessage(row!, side, showsContactDetails(current.status)),
      emailed,
    };
  });
}

/**
 * The mail to the other party: joins the one waiting for its quiet period, pushing it back, or
 * opens a new one. Answers whether a mail is on its way.
 */
async function announce(tx: Database, party: ConversationParty, now: Date): Promise<boolean> {
  const to = other(party.side);
  const recipient =
    to === "contractor" ? party.proposal.contractorEmail : party.project.homeownerEmail;
  if (!recipient) return false;
  const groupKey = mailGroup(party.proposal.id, to);
  const [waiting] = await tx
    .select({ id: outbox.id, createdAt: outbox.createdAt })
    .from(outbox)
    .where(
      and(
        eq(outbox.groupKey, groupKey),
        eq(outbox.status, "pending"),
        eq(outbox.template, "messages-received"),
        or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, sql`now()`)),
      ),
    )
    .limit(1)
    .for("update", { skipLocked: true });
  if (waiting) {
    await tx
      .update(outbox)
      .set({
        sendAfter: mailDueAt(waiting.createdAt, now),
        payload: sql`jsonb_set(${outbox.payload}, '{count}', to_jsonb(coalesce((${outbox.payload} ->> 'count')::int, 1) + 1))`,
      })
      .where(eq(outbox.id, waiting.id));
    return true;
  }
  return enqueueMail(tx, {
    template: "messages-received",
    recipient,
    groupKey,
    sendAfter: new Date(now.getTime() + QUIET_MINUTES * 60_000),
    payload: {
      project: postedDisplayId(party.project.id),
      title: party.project.title,
      from: party.side,
      contractorName: party.proposal.contractorName,
      count: 1,
      private: { conversationUrl: await conversationLink(tx, party, to) },
    },
  });
}

/**
 * The party has the conversation on screen up to message `upTo`: the other's messages to there
 * are read ("Seen"). With none left unread, the mail announcing them, if still waiting, is not
 * sent.
 */
export async function markRead(party: ConversationParty, upTo: number): Promise<ReadReceipt> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const read = await tx
      .update(proposalMessages)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(proposalMessages.proposalId, party.proposal.id),
          ne(proposalMessages.sender, party.side),
          isNull(proposalMessages.readAt),
          lte(proposalMessages.id, upTo),
        ),
      )
      .returning({ id: proposalMessages.id });
    const [unread] = await tx
      .select({ id: proposalMessages.id })
      .from(proposalMessages)
      .where(
        and(
          eq(proposalMessages.proposalId, party.proposal.id),
          ne(proposalMessages.sender, party.side),
          isNull(proposalMessages.readAt),
          isNull(proposalMessages.hiddenAt),
        ),
      )
      .limit(1);
    if (!unread) {
      await tx
        .update(outbox)
        .set({
          status: "suppressed",
          lastError: SUPPRESSED_READ,
          payload: sql`${outbox.payload} - 'private'`,
        })
        .where(
          and(
            eq(outbox.groupKey, mailGroup(party.proposal.id, party.side)),
            eq(outbox.status, "pending"),
            eq(outbox.template, "messages-received"),
            or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, sql`now()`)),
          ),
        );
    }
    return { read: read.length };
  });
}
