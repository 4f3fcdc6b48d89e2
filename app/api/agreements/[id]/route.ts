import { ApiError, json } from "@/lib/api/errors";
import { handler, parseId } from "@/lib/api/handler";
import { withBearer } from "@/lib/api/auth";
import { agreementViewer } from "@/lib/agreements/access";
import { getAgreement } from "@/lib/agreements/store";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// GET /api/agreements/{id}: the written agreement, for its homeowner, its contractor or the operator
export const GET = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "Agreement");
  const agreement = await getAgreement(
    id,
    await withBearer(request, (token) => agreementViewer(token, id)),
  );
  if (!agreement) throw new ApiError(404, "Agreement not found");
  return json(agreement, 200, { "Cache-Control": "private, no-store" });
});
