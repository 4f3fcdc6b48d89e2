import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { withAgreementCredentials } from "@/lib/api/account";
import { provenAgreementParty } from "@/lib/agreements/access";
import { cancellationNoticeSchema } from "@/lib/agreements/schema";
import { giveCancellationNotice } from "@/lib/agreements/transitions";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/agreements/{id}/cancellation-notice: the homeowner gives notice of cancellation of a
// confirmed agreement; it is recorded with its time and e-mailed to both parties
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "agreement_not_found");
  const { party } = await withAgreementCredentials(request, (token, account) =>
    provenAgreementParty(token, id, account),
  );
  const input = parseWith(cancellationNoticeSchema, await readJson(request));
  return json(await giveCancellationNotice(id, party, input), 201);
});
