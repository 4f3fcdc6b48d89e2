import { withBearer } from "@/lib/api/auth";
import { checkTrackingToken } from "@/lib/proposals/access";
import { json } from "@/lib/api/errors";
import { NotFoundError } from "@/lib/errors";
import { handler, parseId } from "@/lib/api/handler";
import { findProposal, trackedView } from "@/lib/proposals/store";

type Context = { params: Promise<{ proposalId: string }> };

export const dynamic = "force-dynamic";

// GET /api/proposals/{proposalId}/track: the proposal, its project and, once accepted, the
// homeowner's contact, for the holder of the proposal's tracking token
export const GET = handler(async (request, context: Context) => {
  const proposal = await findProposal(
    parseId((await context.params).proposalId, "proposal_not_found"),
  );
  if (!proposal) throw new NotFoundError("proposal_not_found");
  await withBearer(request, (token) => checkTrackingToken(token, proposal));
  return json(await trackedView(proposal), 200, { "Cache-Control": "private, no-store" });
});
