import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { withAgreementCredentials } from "@/lib/api/account";
import { provenAgreementParty } from "@/lib/agreements/access";
import { proposeChangeOrder } from "@/lib/agreements/transitions";
import { changeOrderSchema } from "@/lib/agreements/schema";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/agreements/{id}/change-orders: a party proposes the next numbered change order to a
// confirmed agreement, confirming it with their typed name
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "agreement_not_found");
  const { party } = await withAgreementCredentials(request, (token, account) =>
    provenAgreementParty(token, id, account),
  );
  const input = parseWith(changeOrderSchema, await readJson(request));
  return json(await proposeChangeOrder(id, party, input), 201);
});
