import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { reportReviewSchema } from "@/lib/reviews/schema";
import { reportReview } from "@/lib/reviews/store";

type Context = { params: Promise<{ reviewId: string }> };

export const dynamic = "force-dynamic";

// POST /api/reviews/{reviewId}/report: anyone reports a published review to the operator's inbox
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).reviewId, "review_not_found");
  const { reason } = parseWith(reportReviewSchema, await readJson(request));
  await reportReview(id, reason);
  return json({ reported: true }, 201);
});
