import "server-only";

import { desc, eq } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { contactMessages, outbox } from "@/lib/db/schema";
import { absoluteUrl, contactInbox, enqueueMail } from "@/lib/mail/outbox";
import type { AdminInbox, InboxMessage } from "@/lib/contact/shapes";
import type { Delivery } from "@/lib/mail/shapes";

/** Stores a contact message and, in the same transaction, its e-mail to the operator's inbox. */
export async function storeContactMessage(message: {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}): Promise<{ id: number; receivedAt: string }> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...message, phone: message.phone ?? null })
      .returning({ id: contactMessages.id, receivedAt: contactMessages.receivedAt });
    await enqueueMail(tx, {
      template: "contact-message",
      recipient: contactInbox(),
      payload: {
        name: message.name,
        email: message.email,
        phone: message.phone ?? null,
        subject: message.subject,
        message: message.message,
        inboxUrl: absoluteUrl("/admin/messages"),
      },
    });
    return stored!;
  });
  return { id: row.id, receivedAt: row.receivedAt.toISOString() };
}

const INBOX_SIZE = 100;

const toInboxMessage = (row: typeof contactMessages.$inferSelect): InboxMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  receivedAt: row.receivedAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

/** The operator's inbox: the newest contact messages and deliveries (never a message's links). */
export async function readInbox(): Promise<AdminInbox> {
  const db = await getDb();
  // One after the other: a request holds one of the pool's connections at a time.
  const messages = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.receivedAt), desc(contactMessages.id))
    .limit(INBOX_SIZE);
  const deliveries = await db
    .select({
      id: outbox.id,
      template: outbox.template,
      recipient: outbox.recipient,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.id))
    .limit(INBOX_SIZE);
  return {
    messages: messages.map(toInboxMessage),
    deliveries: deliveries.map((row): Delivery => ({
      ...row,
      status: row.status as Delivery["status"],
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}

/** Marks a contact message handled (now) or not; undefined when there is no such message. */
export async function markHandled(id: number, handled: boolean): Promise<InboxMessage | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row && toInboxMessage(row);
}
