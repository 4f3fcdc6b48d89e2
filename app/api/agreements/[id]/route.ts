import { json } from "@/lib/api/errors";
import { NotFoundError } from "@/lib/errors";
import { handler, parseId } from "@/lib/api/handler";
import { withAgreementCredentials } from "@/lib/api/account";
import { agreementViewer } from "@/lib/agreements/access";
import { getAgreement } from "@/lib/agreements/store";
import { agreementConversation } from "@/lib/conversations/store";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// GET /api/agreements/{id}: the written agreement, for its homeowner, its contractor or the operator
export const GET = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "agreement_not_found");
  const viewer = await withAgreementCredentials(request, (token, account) =>
    agreementViewer(token, id, account),
  );
  const agreement = await getAgreement(id, viewer === "operator" ? viewer : viewer.party);
  if (!agreement) throw new NotFoundError("agreement_not_found");
  // Whether the viewer may sign (an e-mailed key, or the contractor's own session).
  const viewerProven = viewer !== "operator" && viewer.proof !== null;
  // The two parties' conversation is theirs: the operator's copy goes without it.
  const conversation =
    viewer === "operator" ? null : await agreementConversation(id, agreement.datedAt);
  return json({ ...agreement, viewerProven, conversation }, 200, {
    "Cache-Control": "private, no-store",
  });
});
