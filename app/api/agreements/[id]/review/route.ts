import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { withBearer } from "@/lib/api/auth";
import { agreementParty, agreementViewer } from "@/lib/agreements/access";
import { submitReviewSchema } from "@/lib/reviews/schema";
import { reviewsFor, submitReview } from "@/lib/reviews/store";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

// GET /api/agreements/{id}/review: the agreement's reviews as the viewer may see them (double-blind)
export const GET = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "Agreement");
  const viewer = await withBearer(request, (token) => agreementViewer(token, id));
  return json(await reviewsFor(id, viewer), 200, PRIVATE);
});

// POST /api/agreements/{id}/review: a party reviews the other, once, after completion
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "Agreement");
  const party = await withBearer(request, (token) => agreementParty(token, id));
  const input = parseWith(submitReviewSchema, await readJson(request));
  return json(await submitReview(id, party, input), 201, PRIVATE);
});
