import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { withAgreementCredentials } from "@/lib/api/account";
import { provenAgreementParty } from "@/lib/agreements/access";
import { respondToReviewSchema } from "@/lib/reviews/schema";
import { respondToReview } from "@/lib/reviews/store";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/agreements/{id}/review/response: the contractor answers the homeowner's published
// review, once, publicly
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "agreement_not_found");
  const { party } = await withAgreementCredentials(request, (token, account) =>
    provenAgreementParty(token, id, account),
  );
  const { response } = parseWith(respondToReviewSchema, await readJson(request));
  return json(await respondToReview(id, party, response), 200, {
    "Cache-Control": "private, no-store",
  });
});
