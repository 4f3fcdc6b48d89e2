import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { withAgreementCredentials } from "@/lib/api/account";
import { agreementParty } from "@/lib/agreements/access";
import { proposeCorrection } from "@/lib/agreements/transitions";
import { agreementCorrectionSchema } from "@/lib/agreements/schema";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/agreements/{id}/corrections: a party proposes a correction of the terms (the whole
// quote as corrected, the description of the work, and why) before both have confirmed
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "agreement_not_found");
  const { party } = await withAgreementCredentials(request, (token, account) =>
    agreementParty(token, id, account),
  );
  const input = parseWith(agreementCorrectionSchema, await readJson(request));
  return json(await proposeCorrection(id, party, input), 201);
});
