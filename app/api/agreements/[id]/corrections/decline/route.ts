import { json } from "@/lib/api/errors";
import { handler, parseId } from "@/lib/api/handler";
import { withAgreementCredentials } from "@/lib/api/account";
import { agreementParty } from "@/lib/agreements/access";
import { answerCorrection } from "@/lib/agreements/transitions";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/agreements/{id}/corrections/decline: the other party declines the pending correction, or its proposer takes it back: nothing changes
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "agreement_not_found");
  const { party } = await withAgreementCredentials(request, (token, account) =>
    agreementParty(token, id, account),
  );
  return json(await answerCorrection(id, party, "decline"));
});
