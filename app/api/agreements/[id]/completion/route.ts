import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { withAgreementCredentials } from "@/lib/api/account";
import { provenAgreementParty } from "@/lib/agreements/access";
import { recordCompletion, recordCompletionSchema } from "@/lib/agreements/completion";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/agreements/{id}/completion: a party records how the work of a confirmed agreement
// ended (substantially performed, completed, abandoned, terminated) and the day; the other party
// is e-mailed to acknowledge or dispute it
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "agreement_not_found");
  const { party } = await withAgreementCredentials(request, (token, account) =>
    provenAgreementParty(token, id, account),
  );
  const input = parseWith(recordCompletionSchema, await readJson(request));
  return json(await recordCompletion(id, party, input));
});
