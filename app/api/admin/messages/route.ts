import { requireOperator } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { readInbox } from "@/lib/contact/store";

export const dynamic = "force-dynamic";

// GET /api/admin/messages: the newest contact messages and mail deliveries, for the operator
export const GET = handler(async (request) => {
  requireOperator(request);
  return json(await readInbox(), 200, { "Cache-Control": "private, no-store" });
});
