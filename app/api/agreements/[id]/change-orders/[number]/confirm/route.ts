import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { withAgreementCredentials } from "@/lib/api/account";
import { provenAgreementParty } from "@/lib/agreements/access";
import { confirmChangeOrder } from "@/lib/agreements/transitions";
import { changeOrderConfirmSchema } from "@/lib/agreements/schema";

type Context = { params: Promise<{ id: string; number: string }> };

export const dynamic = "force-dynamic";

// POST /api/agreements/{id}/change-orders/{number}/confirm: the other party confirms a change order
export const POST = handler(async (request, context: Context) => {
  const params = await context.params;
  const id = parseId(params.id, "agreement_not_found");
  const number = parseId(params.number, "change_order_not_found");
  const { party } = await withAgreementCredentials(request, (token, account) =>
    provenAgreementParty(token, id, account),
  );
  const { name } = parseWith(changeOrderConfirmSchema, await readJson(request));
  return json(await confirmChangeOrder(id, number, party, name));
});
