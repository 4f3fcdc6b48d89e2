import { json } from "@/lib/api/errors";
import { handler, parseId } from "@/lib/api/handler";
import { withAgreementCredentials } from "@/lib/api/account";
import { agreementParty } from "@/lib/agreements/access";
import { declineAgreement } from "@/lib/agreements/transitions";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/agreements/{id}/decline: the homeowner declines to confirm; the agreement is
// withdrawn and its proposal declined, until both parties have confirmed
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "agreement_not_found");
  const { party } = await withAgreementCredentials(request, (token, account) =>
    agreementParty(token, id, account),
  );
  return json(await declineAgreement(id, party));
});
