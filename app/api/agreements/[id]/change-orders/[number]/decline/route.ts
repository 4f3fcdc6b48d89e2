import { json } from "@/lib/api/errors";
import { handler, parseId } from "@/lib/api/handler";
import { withAgreementCredentials } from "@/lib/api/account";
import { provenAgreementParty } from "@/lib/agreements/access";
import { declineChangeOrder } from "@/lib/agreements/transitions";

type Context = { params: Promise<{ id: string; number: string }> };

export const dynamic = "force-dynamic";

// POST /api/agreements/{id}/change-orders/{number}/decline: the party a change order was sent to
// declines it; it changes nothing
export const POST = handler(async (request, context: Context) => {
  const params = await context.params;
  const id = parseId(params.id, "agreement_not_found");
  const number = parseId(params.number, "change_order_not_found");
  const { party } = await withAgreementCredentials(request, (token, account) =>
    provenAgreementParty(token, id, account),
  );
  return json(await declineChangeOrder(id, number, party));
});
