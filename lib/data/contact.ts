import "server-only";

import { getDb } from "@/lib/db/client";
import { contactMessages } from "@/lib/db/schema";

export async function storeContactMessage(message: {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}): Promise<{ id: number; receivedAt: string }> {
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, phone: message.phone ?? null })
    .returning({ id: contactMessages.id, receivedAt: contactMessages.receivedAt });
  return { id: row!.id, receivedAt: row!.receivedAt.toISOString() };
}
