import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { withAgreementCredentials } from "@/lib/api/account";
import { provenAgreementParty } from "@/lib/agreements/access";
import { photoConsentSchema, setPhotoConsent } from "@/lib/agreements/completion";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// PUT /api/agreements/{id}/photo-consent: the homeowner gives or withdraws consent to show the
// project's photos on the contractor's public profile, once the work is recorded completed
export const PUT = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "agreement_not_found");
  const { party } = await withAgreementCredentials(request, (token, account) =>
    provenAgreementParty(token, id, account),
  );
  const input = parseWith(photoConsentSchema, await readJson(request));
  return json(await setPhotoConsent(id, party, input));
});
