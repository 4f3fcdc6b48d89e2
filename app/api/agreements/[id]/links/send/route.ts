import { withAgreementCredentials } from "@/lib/api/account";
import { json } from "@/lib/api/errors";
import { handler, parseId } from "@/lib/api/handler";
import { agreementParty } from "@/lib/agreements/access";
import { sendAgreementLink } from "@/lib/agreements/transitions";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/agreements/{id}/links/send: a party holding only the manage or tracking link asks for
// the one that signs for it, e-mailed to the agreement's address for that party
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "agreement_not_found");
  const { party } = await withAgreementCredentials(request, (token, account) =>
    agreementParty(token, id, account),
  );
  return json({ emailed: await sendAgreementLink(id, party) }, 200, {
    "Cache-Control": "private, no-store",
  });
});
