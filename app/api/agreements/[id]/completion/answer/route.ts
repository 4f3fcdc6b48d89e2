import { withAgreementCredentials } from "@/lib/api/account";
import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { provenAgreementParty } from "@/lib/agreements/access";
import { answerCompletion, answerCompletionSchema } from "@/lib/agreements/completion";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/agreements/{id}/completion/answer: the other party acknowledges the record of how the
// work ended (it stands, and reviews open) or disputes it with a note
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "agreement_not_found");
  const { party } = await withAgreementCredentials(request, (token, account) =>
    provenAgreementParty(token, id, account),
  );
  const input = parseWith(answerCompletionSchema, await readJson(request));
  return json(await answerCompletion(id, party, input));
});
