import { bearerToken } from "@/lib/api/auth";
import { ApiError, json } from "@/lib/api/errors";
import { handler, parseId } from "@/lib/api/handler";
import { agreementParty, revokeAgreementKeys } from "@/lib/agreements/store";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/agreements/{id}/links/revoke: a party signs out their other links to the agreement
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "Agreement");
  await agreementParty(request, id);
  const result = await revokeAgreementKeys(id, bearerToken(request)!);
  // Another of the party's links signed this one out in the meantime.
  if (!result) throw new ApiError(403, "This link does not open this agreement");
  return json(result);
});
