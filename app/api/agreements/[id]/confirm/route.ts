import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { withAgreementCredentials } from "@/lib/api/account";
import { provenAgreementParty } from "@/lib/agreements/access";
import { confirmAgreement } from "@/lib/agreements/transitions";
import { agreementConfirmSchema } from "@/lib/agreements/schema";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/agreements/{id}/confirm: a party confirms the agreement with their typed name and the
// version of the terms they read
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "agreement_not_found");
  const { party, proof } = await withAgreementCredentials(request, (token, account) =>
    provenAgreementParty(token, id, account),
  );
  const input = parseWith(agreementConfirmSchema, await readJson(request));
  return json(await confirmAgreement(id, party, input, proof));
});
