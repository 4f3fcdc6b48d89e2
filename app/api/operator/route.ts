import { requireOperator } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";

export const dynamic = "force-dynamic";

// GET /api/operator: whether the bearer token is the operator's (ADMIN_TOKEN)
export const GET = handler(async (request) => {
  requireOperator(request);
  return json({ access: "operator" }, 200, { "Cache-Control": "private, no-store" });
});
