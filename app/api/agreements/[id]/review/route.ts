import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { withAgreementCredentials } from "@/lib/api/account";
import { agreementViewer, provenAgreementParty } from "@/lib/agreements/access";
import { submitReviewSchema } from "@/lib/reviews/schema";
import { reviewsFor, submitReview } from "@/lib/reviews/store";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

// GET /api/agreements/{id}/review: the agreement's reviews as the viewer may see them (double-blind)
export const GET = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "agreement_not_found");
  const viewer = await withAgreementCredentials(request, (token, account) =>
    agreementViewer(token, id, account),
  );
  return json(await reviewsFor(id, viewer === "operator" ? viewer : viewer.party), 200, PRIVATE);
});

// POST /api/agreements/{id}/review: a party reviews the other, once, after completion
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "agreement_not_found");
  const { party } = await withAgreementCredentials(request, (token, account) =>
    provenAgreementParty(token, id, account),
  );
  const input = parseWith(submitReviewSchema, await readJson(request));
  return json(await submitReview(id, party, input), 201, PRIVATE);
});
