import { json } from "@/lib/api/errors";
import { handler, parseWith, readJson } from "@/lib/api/handler";
import { storeContactMessage } from "@/lib/contact/store";
import { createContactMessageSchema } from "@/lib/contact/schema";

export const dynamic = "force-dynamic";

// POST /api/contact: store a message for the team; the message is never returned to anyone
export const POST = handler(async (request) => {
  const { website: _honeypot, ...message } = parseWith(
    createContactMessageSchema,
    await readJson(request),
  );
  const stored = await storeContactMessage(message);
  return json({ id: stored.id, receivedAt: stored.receivedAt }, 201);
});
