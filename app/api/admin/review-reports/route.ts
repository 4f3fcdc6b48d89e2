import { requireOperator } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { openReviewReports } from "@/lib/reviews/store";

export const dynamic = "force-dynamic";

// GET /api/admin/review-reports: the operator's inbox of reported reviews not yet handled
export const GET = handler(async (request) => {
  requireOperator(request);
  return json({ reports: await openReviewReports() }, 200, {
    "Cache-Control": "private, no-store",
  });
});
