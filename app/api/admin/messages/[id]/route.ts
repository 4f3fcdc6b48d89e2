import { requireOperator } from "@/lib/api/auth";
import { ApiError, json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { markHandled } from "@/lib/contact/store";
import { markHandledSchema } from "@/lib/projects/recovery-schema";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// PATCH /api/admin/messages/{id}: the operator marks a contact message handled, or not
export const PATCH = handler(async (request, context: Context) => {
  requireOperator(request);
  const id = parseId((await context.params).id, "Message");
  const { handled } = parseWith(markHandledSchema, await readJson(request));
  const message = await markHandled(id, handled);
  if (!message) throw new ApiError(404, "Message not found");
  return json(message, 200, { "Cache-Control": "private, no-store" });
});
