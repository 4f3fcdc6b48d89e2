import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { withAgreementCredentials } from "@/lib/api/account";
import { agreementParty } from "@/lib/agreements/access";
import { giveDetails } from "@/lib/agreements/transitions";
import { agreementAddressSchema } from "@/lib/agreements/schema";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/agreements/{id}/address: a party's address (and the contractor's business name),
// before either party confirms
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "agreement_not_found");
  const { party } = await withAgreementCredentials(request, (token, account) =>
    agreementParty(token, id, account),
  );
  const input = parseWith(agreementAddressSchema, await readJson(request));
  return json(await giveDetails(id, party, input));
});
