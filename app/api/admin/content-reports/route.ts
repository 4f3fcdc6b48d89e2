import { requireOperator } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { openContentReports } from "@/lib/moderation/store";

export const dynamic = "force-dynamic";

// GET /api/admin/content-reports: the operator's queue of reported questions, answers and notes
// not yet decided, oldest first, each with its text as written
export const GET = handler(async (request) => {
  requireOperator(request);
  return json({ reports: await openContentReports() }, 200, {
    "Cache-Control": "private, no-store",
  });
});
