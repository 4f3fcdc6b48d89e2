import { requireOperator } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { NotFoundError } from "@/lib/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { markHandled } from "@/lib/contact/store";
import { markHandledSchema } from "@/lib/projects/recovery-schema";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// PATCH /api/admin/messages/{id}: the operator marks a contact message handled, or not
export const PATCH = handler(async (request, context: Context) => {
  requireOperator(request);
  const id = parseId((await context.params).id, "message_not_found");
  const { handled } = parseWith(markHandledSchema, await readJson(request));
  const message = await markHandled(id, handled);
  if (!message) throw new NotFoundError("message_not_found");
  return json(message, 200, { "Cache-Control": "private, no-store" });
});
