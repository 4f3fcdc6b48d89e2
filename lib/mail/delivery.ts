import "server-only";

import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";

import { getDb, type Database } from "@/lib/db/client";
import { mailRecipients, outbox, type OutboxRow } from "@/lib/db/schema";
import { absoluteUrl } from "./outbox";
import { renderMail, type MailTemplate } from "./render";
import { defaultTransport, type MailTransport } from "./transport";

/** A worker holds a claimed message this long; if it dies, another worker sends it after. */
export const CLAIM_SECONDS = 120;
/** After this many failed tries a message is marked failed and shown to the operator. */
export const MAX_ATTEMPTS = 8;
const BATCH = 10;

/** Seconds before try n + 1: 30 s, 1, 2, 4 … minutes, at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** (attempts - 1));

/**
 * Claims up to BATCH due messages for this worker. `FOR UPDATE SKIP LOCKED` lets several
 * instances claim at once without waiting on, or taking, each other's rows.
 */
async function claimDue(db: Database): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, "pending"),
        lte(outbox.sendAfter, sql`now()`),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outbox.sendAfter), asc(outbox.id))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({
      claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

async function unsubscribeUrlFor(db: Database, row: OutboxRow): Promise<string | null | false> {
  if (row.transactional) return null;
  const [recipient] = await db
    .select()
    .from(mailRecipients)
    .where(eq(mailRecipients.email, row.recipient.trim().toLowerCase()))
    .limit(1);
  if (recipient?.unsubscribedAt) return false;
  return recipient ? absoluteUrl(`/unsubscribe/${recipient.unsubscribeToken}`) : null;
}

/** Sends one claimed message and records the outcome. */
async function deliverOne(db: Database, transport: MailTransport, row: OutboxRow): Promise<void> {
  const unsubscribeUrl = await unsubscribeUrlFor(db, row);
  if (unsubscribeUrl === false) {
    // The address unsubscribed from notices after this one was written.
    await db
      .update(outbox)
      .set({
        status: "suppressed",
        claimedUntil: null,
        payload: sql`${outbox.payload} - 'private'`,
      })
      .where(eq(outbox.id, row.id));
    return;
  }
  try {
    const mail = renderMail(row.template as MailTemplate, row.payload, { unsubscribeUrl });
    const payload = row.payload as { email?: string };
    await transport.send({
      to: row.recipient,
      ...mail,
      messageId: row.messageId,
      replyTo: row.template === "contact-message" ? payload.email : undefined,
      headers: unsubscribeUrl
        ? {
            // RFC 8058: a mail client's one-click unsubscribe POSTs to this address.
            "List-Unsubscribe": `<${unsubscribeUrl.replace("/unsubscribe/", "/api/unsubscribe/")}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          }
        : undefined,
    });
  } catch (error) {
    const failed = row.attempts >= MAX_ATTEMPTS;
    await db
      .update(outbox)
      .set({
        status: failed ? "failed" : "pending",
        claimedUntil: null,
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        sendAfter: sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})`,
        ...(failed ? { payload: sql`${outbox.payload} - 'private'` } : {}),
      })
      .where(eq(outbox.id, row.id));
    console.error(
      `Mail ${row.id} (${row.template}) not sent, try ${row.attempts}${failed ? ", given up" : ""}: ${error instanceof Error ? error.message : error}`,
    );
    return;
  }
  // Sent: the secret links it carried are not kept.
  await db
    .update(outbox)
    .set({
      status: "sent",
      sentAt: sql`now()`,
      claimedUntil: null,
      lastError: null,
      payload: sql`${outbox.payload} - 'private'`,
    })
    .where(eq(outbox.id, row.id));
}

/** Sends every message that is due, batch by batch; returns how many it tried. */
export async function deliverDueMail(db: Database, transport: MailTransport): Promise<number> {
  let tried = 0;
  for (;;) {
    const claimed = await claimDue(db);
    if (claimed.length === 0) return tried;
    for (const row of claimed) await deliverOne(db, transport, row);
    tried += claimed.length;
  }
}

// The server's worker: every few seconds, and at once after a write (kickMailDelivery).
const state = globalThis as unknown as {
  __torontoprosMail?: {
    transport: MailTransport;
    running: Promise<void> | null;
    again: boolean;
  };
};
const POLL_MS = 5_000;

async function runWorker() {
  const worker = state.__torontoprosMail!;
  do {
    worker.again = false;
    try {
      await deliverDueMail(await getDb(), worker.transport);
    } catch (error) {
      // The database is away: the next poll tries again.
      console.error(`Mail delivery paused: ${error instanceof Error ? error.message : error}`);
    }
  } while (worker.again);
  worker.running = null;
}

/**
 * Asks the worker to look for due mail now (after a write that may have queued some); resolves
 * when that run is over. Nothing happens in a process whose worker was not started (tests).
 */
export function kickMailDelivery(): Promise<void> {
  const worker = state.__torontoprosMail;
  if (!worker) return Promise.resolve();
  if (worker.running) {
    worker.again = true;
    return worker.running;
  }
  worker.running = runWorker();
  return worker.running;
}

/** Starts the delivery worker of this server process: every few seconds, and after each write. */
export function startMailDelivery(transport: MailTransport = defaultTransport()) {
  if (state.__torontoprosMail) return;
  state.__torontoprosMail = { transport, running: null, again: false };
  console.log(`Mail delivery: ${transport.describe}`);
  setInterval(kickMailDelivery, POLL_MS).unref();
  void kickMailDelivery();
}
