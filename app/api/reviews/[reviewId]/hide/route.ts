import { requireOperator } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { hideReviewSchema } from "@/lib/reviews/schema";
import { hideReview } from "@/lib/reviews/store";

type Context = { params: Promise<{ reviewId: string }> };

export const dynamic = "force-dynamic";

// POST /api/reviews/{reviewId}/hide: the operator hides a review with a reason shown in its place
export const POST = handler(async (request, context: Context) => {
  requireOperator(request);
  const id = parseId((await context.params).reviewId, "review_not_found");
  const { reason } = parseWith(hideReviewSchema, await readJson(request));
  await hideReview(id, reason);
  return json({ hidden: true, reason }, 200, { "Cache-Control": "private, no-store" });
});
