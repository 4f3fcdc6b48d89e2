import "server-only";

import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";

import { manageLinksFor } from "@/lib/projects/recovery";
import { stillToReport } from "@/lib/proposals/digest";
import { visitStillStands } from "@/lib/visits/store";
import { notesStillShown } from "@/lib/questions/notices";
import { getBackgroundDb, type Database } from "@/lib/db/client";
import { mailRecipients, mailStops, outbox, type OutboxRow } from "@/lib/db/schema";
import { singleton } from "@/lib/process-singletons.mjs";
import {
  absoluteUrl,
  isFirstContact,
  isProvenAddress,
  issueMailToken,
  normaliseEmail,
} from "./outbox";
import { mailContext, mailLocaleOf } from "./context";
import { unsubscribeHeaders } from "./layout";
import { renderParsedMail } from "./render";
import { isMailKind, templateOf, type MailKind, type MailPayloads } from "./templates";
import { defaultTransport, type MailTransport } from "./transport";

/** A worker holds a claimed message this long; if it dies, another worker sends it after. */
export const CLAIM_SECONDS = 120;
/** After this many failed tries a message is marked failed and shown to the operator. */
export const MAX_ATTEMPTS = 8;
const BATCH = 10;

const NOTHING_TO_RECOVER = "Not sent: no project was posted with this address";
const NOTHING_LEFT_TO_REPORT =
  "Not sent: every proposal in it was withdrawn or decided, or the project has hired";
const VISIT_CHANGED = "Not sent: the visit was moved, cancelled or deleted since";
const NOTES_GONE = "Not sent: every note in it was removed by its homeowner or hidden";
const UNREADABLE = "Not sent: the stored message does not fit its template";

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

/** The links a message carries for its address, or false when the address must not get it. */
async function addressLinksFor(
  db: Database,
  row: OutboxRow,
  kind: MailKind,
): Promise<{ unsubscribeUrl: string | null; notMeUrl: string | null } | false> {
  const [recipient] = await db
    .select()
    .from(mailRecipients)
    .where(eq(mailRecipients.email, normaliseEmail(row.recipient)))
    .limit(1);
  if (recipient?.blockedAt) return false;
  if (!row.transactional && recipient?.unsubscribedAt) return false;
  const [stopped] = await db
    .select({ kind: mailStops.kind })
    .from(mailStops)
    .where(and(eq(mailStops.email, normaliseEmail(row.recipient)), eq(mailStops.kind, kind)))
    .limit(1);
  if (stopped) return false;
  // Every message, transactional too, carries a link that stops messages of its kind (CASL);
  // a first contact, and every message to an address that never proved it reads our mail, one
  // that stops them all.
  const token = recipient ? await issueMailToken(db, recipient.email, kind) : null;
  const notMe = isFirstContact(kind) || !(await isProvenAddress(db, row.recipient));
  return {
    unsubscribeUrl: token ? absoluteUrl(`/unsubscribe/${token}`) : null,
    notMeUrl: token && notMe ? absoluteUrl(`/not-me/${token}`) : null,
  };
}

/** An error as a log line may carry it: e-mail addresses (SMTP replies quote them) taken out. */
export const withoutAddresses = (message: string) =>
  message.replace(/<?[^\s<>@"']+@[^\s<>@"']+>?/g, "[address]");

/** How long a worker keeps trying to record a message the SMTP server accepted. */
export const RECORD_SECONDS = 30;
/** A claim's last seconds are not used: a record then could come after another worker's claim. */
const CLAIM_MARGIN_SECONDS = 20;

/**
 * What a worker carries from one delivery run to the next when the database went away in the
 * middle of one (docs/decisions/0033-health-shutdown-and-restarts.md): messages the SMTP server accepted
 * whose "sent" could not be recorded, recorded first thing in the next run, before anything is
 * claimed (its own worker never sends them again); and messages it had claimed but not sent,
 * whose claims it gives back, so they go at once rather than when the claim runs out. Kept in the
 * process: one that stops loses it, and those messages go again once their claims run out.
 */
export interface CarriedOver {
  /** Accepted, not recorded: outbox id → the attempt that sent it. */
  unrecorded: Map<number, number>;
  /** Claimed, not sent: outbox id → the attempt its claim counted. */
  unfinished: Map<number, number>;
}

/** The process's own (the worker's, and the cron route's through it). */
const carriedOver = (): CarriedOver =>
  (singleton("mailDelivery", () => ({})).carried ??= {
    unrecorded: new Map(),
    unfinished: new Map(),
  });

/** What a sent message's row becomes. */
const SENT = {
  status: "sent",
  sentAt: sql`now()`,
  claimedUntil: null,
  lastError: null,
  // The secret links it carried are not kept.
  payload: sql`${outbox.payload} - 'private'`,
} as const;

/**
 * Records what the previous run could not: the accepted messages as sent, and the claims of
 * the messages it never sent given back (and their attempt, which never happened). Throws while
 * the database is still away, keeping both for the next run.
 */
async function settle(db: Database, carried: CarriedOver): Promise<void> {
  if (carried.unrecorded.size > 0) {
    const ids = [...carried.unrecorded.keys()];
    await db.update(outbox).set(SENT).where(inArray(outbox.id, ids));
    for (const id of ids) carried.unrecorded.delete(id);
  }
  if (carried.unfinished.size > 0) {
    const claims = [...carried.unfinished];
    // Only a claim that is still this worker's: after it ran out, another worker may hold the row.
    await db
      .update(outbox)
      .set({ claimedUntil: null, attempts: sql`${outbox.attempts} - 1` })
      .where(
        and(
          eq(outbox.status, "pending"),
          sql`(${outbox.id}, ${outbox.attempts}) in (${sql.join(
            claims.map(([id, attempts]) => sql`(${id}::int, ${attempts}::int)`),
            sql`, `,
          )})`,
        ),
      );
    for (const [id] of claims) carried.unfinished.delete(id);
  }
}

/**
 * Records an accepted message as sent, trying again until `by` (the database may be restarting):
 * a lost record means the message goes again. If it still fails, the next run records it.
 */
async function recordSent(
  db: Database,
  row: OutboxRow,
  by: number,
  carried: CarriedOver,
): Promise<void> {
  for (let wait = 200; ; wait = Math.min(wait * 2, 5_000)) {
    try {
      await db.update(outbox).set(SENT).where(eq(outbox.id, row.id));
      return;
    } catch (error) {
      if (Date.now() + wait > by) {
        carried.unrecorded.set(row.id, row.attempts);
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * Gives up on a row that no known template can render (its kind was removed, or its payload no
 * longer fits): retrying cannot help. The log names the fields, never their values.
 */
async function markUnreadable(db: Database, row: OutboxRow, problem: string): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: "failed",
      claimedUntil: null,
      lastError: `${UNREADABLE}: ${problem}`.slice(0, 500),
      payload: sql`${outbox.payload} - 'private'`,
    })
    .where(eq(outbox.id, row.id));
  console.error(`Mail ${row.id} (${row.template}) not sent, given up: ${UNREADABLE}: ${problem}`);
}

/** Sends one claimed message and records the outcome; a sent one's record by `recordBy`. */
async function deliverOne(
  db: Database,
  transport: MailTransport,
  row: OutboxRow,
  { recordBy, carried }: { recordBy: number; carried: CarriedOver },
): Promise<void> {
  if (!isMailKind(row.template)) {
    await markUnreadable(db, row, "unknown template");
    return;
  }
  const kind = row.template;
  const template = templateOf(kind);
  const parsed = template.schema.safeParse(row.payload);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join(".") || "(payload)");
    await markUnreadable(db, row, `invalid ${[...new Set(fields)].join(", ")}`);
    return;
  }
  let payload = parsed.data;
  if (kind === "proposal-digest") {
    // Nothing stale: a proposal withdrawn or decided since it was added is left out, and a
    // project that has hired gets no digest at all.
    const digest = payload as MailPayloads["proposal-digest"];
    const proposals = await stillToReport(db, digest.proposals);
    if (proposals.length === 0) {
      await db
        .update(outbox)
        .set({
          status: "suppressed",
          claimedUntil: null,
          lastError: NOTHING_LEFT_TO_REPORT,
          payload: sql`${outbox.payload} - 'private'`,
        })
        .where(eq(outbox.id, row.id));
      return;
    }
    payload = { ...digest, proposals };
  }
  if (kind === "visit-reminder") {
    // A visit moved, cancelled or deleted since the reminder was queued gets none.
    const reminder = payload as MailPayloads["visit-reminder"];
    if (!(await visitStillStands(db, reminder.visit, reminder.sequence))) {
      await db
        .update(outbox)
        .set({
          status: "suppressed",
          claimedUntil: null,
          lastError: VISIT_CHANGED,
          payload: sql`${outbox.payload} - 'private'`,
        })
        .where(eq(outbox.id, row.id));
      return;
    }
  }
  if (kind === "project-note") {
    // A note its homeowner removed, or the operator hid, since it was added is left out.
    const notice = payload as MailPayloads["project-note"];
    const notes = await notesStillShown(db, notice.notes);
    if (notes.length === 0) {
      await db
        .update(outbox)
        .set({
          status: "suppressed",
          claimedUntil: null,
          lastError: NOTES_GONE,
          payload: sql`${outbox.payload} - 'private'`,
        })
        .where(eq(outbox.id, row.id));
      return;
    }
    payload = { ...notice, notes };
  }
  const links = await addressLinksFor(db, row, kind);
  if (links === false) {
    // The address unsubscribed from notices, or asked never to be e-mailed, after it was written.
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
  if (kind === "manage-links" && !row.payload.private) {
    // A recovery request: its links are made now (lib/projects/recovery.ts), and kept for a retry.
    const found = await manageLinksFor(db, row.recipient);
    await db
      .update(outbox)
      .set(
        found
          ? { payload: { private: found } }
          : { status: "suppressed", claimedUntil: null, lastError: NOTHING_TO_RECOVER },
      )
      .where(eq(outbox.id, row.id));
    if (!found) return;
    payload = { private: found };
  }
  const { unsubscribeUrl } = links;
  try {
    const context = mailContext(mailLocaleOf(row.locale));
    const mail = renderParsedMail(kind, payload, links, context);
    const attachments = template.attachments?.(payload, context);
    await transport.send({
      to: row.recipient,
      ...mail,
      ...(attachments && attachments.length > 0 ? { attachments } : {}),
      messageId: row.messageId,
      replyTo: template.replyTo?.(payload),
      headers: unsubscribeHeaders(unsubscribeUrl),
    });
  } catch (error) {
    const failed = row.attempts >= MAX_ATTEMPTS;
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .update(outbox)
      .set({
        status: failed ? "failed" : "pending",
        claimedUntil: null,
        lastError: reason.slice(0, 500),
        sendAfter: sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})`,
        ...(failed ? { payload: sql`${outbox.payload} - 'private'` } : {}),
      })
      .where(eq(outbox.id, row.id));
    // No address or user text in the log: the operator's deliveries list has the whole reply.
    console.error(
      `Mail ${row.id} (${row.template}) not sent, try ${row.attempts}${failed ? ", given up" : ""}: ${withoutAddresses(reason).slice(0, 200)}`,
    );
    return;
  }
  // Accepted by the server: recorded before anything else, and retried, since a message whose
  // acceptance is not recorded is sent again once its claim runs out (docs/api.md, "At least
  // once"): between the server's acceptance and this record is the window of a second copy.
  await recordSent(db, row, recordBy, carried);
}

/**
 * Sends every message that is due, batch by batch; returns how many it tried. When the
 * database goes away in the middle, it throws, and `carried` keeps what the next run must
 * record or give back first (CarriedOver; by default the process's own).
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  carried: CarriedOver = carriedOver(),
): Promise<number> {
  await settle(db, carried);
  let tried = 0;
  for (;;) {
    const claimed = await claimDue(db);
    if (claimed.length === 0) return tried;
    const claimEnds = Date.now() + (CLAIM_SECONDS - CLAIM_MARGIN_SECONDS) * 1000;
    for (const [index, row] of claimed.entries()) {
      const recordBy = Math.min(claimEnds, Date.now() + RECORD_SECONDS * 1000);
      try {
        await deliverOne(db, transport, row, { recordBy, carried });
      } catch (error) {
        // This message (unless it was sent) and the rest of the batch were not sent.
        for (const rest of claimed.slice(index)) {
          if (!carried.unrecorded.has(rest.id)) carried.unfinished.set(rest.id, rest.attempts);
        }
        throw error;
      }
    }
    tried += claimed.length;
  }
}

/** The server's worker: every few seconds, and at once after a write (kickMailDelivery). */
export interface MailWorker {
  transport: MailTransport;
  /** Work that queues mail, run before each delivery (new-project alerts that are due). */
  before: readonly ((db: Database) => Promise<unknown>)[];
  running: Promise<void> | null;
  again: boolean;
}

const state = singleton("mailDelivery", () => ({}));
const POLL_MS = 5_000;

async function runWorker() {
  const worker = state.worker!;
  do {
    worker.again = false;
    try {
      const db = await getBackgroundDb();
      for (const step of worker.before) await step(db);
      await deliverDueMail(db, worker.transport);
    } catch (error) {
      // The database is away: the next poll tries again.
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`Mail delivery paused: ${withoutAddresses(reason)}`);
    }
  } while (worker.again);
  worker.running = null;
}

/**
 * Asks the worker to look for due mail now (after a write that may have queued some); resolves
 * when that run is over. Nothing happens in a process whose worker was not started (tests).
 */
export function kickMailDelivery(): Promise<void> {
  const worker = state.worker;
  if (!worker) return Promise.resolve();
  if (worker.running) {
    worker.again = true;
    return worker.running;
  }
  worker.running = runWorker();
  return worker.running;
}

/** Starts the delivery worker of this server process: every few seconds, and after each write. */
export function startMailDelivery(
  transport: MailTransport = defaultTransport(),
  before: MailWorker["before"] = [],
) {
  if (state.worker) return;
  state.worker = { transport, before, running: null, again: false };
  console.log(`Mail delivery: ${transport.describe}`);
  setInterval(kickMailDelivery, POLL_MS).unref();
  void kickMailDelivery();
}
