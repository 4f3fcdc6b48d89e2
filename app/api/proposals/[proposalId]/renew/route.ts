import { withBearer } from "@/lib/api/auth";
import { checkTrackingToken } from "@/lib/proposals/access";
import { json } from "@/lib/api/errors";
import { NotFoundError } from "@/lib/errors";
import { handler, parseId } from "@/lib/api/handler";
import { findProposal } from "@/lib/proposals/store";
import { renewProposal } from "@/lib/proposals/validity";

type Context = { params: Promise<{ proposalId: string }> };

export const dynamic = "force-dynamic";

// POST /api/proposals/{proposalId}/renew: the contractor renews a pending proposal for the days
// they chose when sending it, counted from now (the reminder before it lapses links here)
export const POST = handler(
  async (request, context: Context) => {
    const proposal = await findProposal(
      parseId((await context.params).proposalId, "proposal_not_found"),
    );
    if (!proposal) throw new NotFoundError("proposal_not_found");
    await withBearer(request, (token) => checkTrackingToken(token, proposal));
    const tracked = await renewProposal(proposal.id);
    if (!tracked) throw new NotFoundError("proposal_not_found");
    return json(tracked, 200, { "Cache-Control": "private, no-store" });
  },
  { rateLimit: false },
);
