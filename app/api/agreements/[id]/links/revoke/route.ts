import { withBearer } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler, parseId } from "@/lib/api/handler";
import { signOutOtherAgreementLinks } from "@/lib/agreements/access";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/agreements/{id}/links/revoke: a party signs out their other links to the agreement
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "agreement_not_found");
  return json(await withBearer(request, (token) => signOutOtherAgreementLinks(token, id)));
});
