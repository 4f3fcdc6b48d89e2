import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { withAgreementCredentials } from "@/lib/api/account";
import { agreementParty } from "@/lib/agreements/access";
import { coverPageSchema } from "@/lib/agreements/schema";
import { confirmCoverPage } from "@/lib/agreements/transitions";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/agreements/{id}/cover-page: the homeowner confirms having read the O. Reg. 8/18 cover
// page of a restricted product's agreement and answers who asked for the visit (before anyone may
// confirm the agreement)
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "agreement_not_found");
  const { party } = await withAgreementCredentials(request, (token, account) =>
    agreementParty(token, id, account),
  );
  const input = parseWith(coverPageSchema, await readJson(request));
  return json(await confirmCoverPage(id, party, input));
});
