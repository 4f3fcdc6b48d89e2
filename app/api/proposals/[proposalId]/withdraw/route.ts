import { withBearer } from "@/lib/api/auth";
import { checkTrackingToken } from "@/lib/proposals/access";
import { json } from "@/lib/api/errors";
import { NotFoundError } from "@/lib/errors";
import { handler, parseId } from "@/lib/api/handler";
import { findProposal } from "@/lib/proposals/store";
import { withdrawProposal } from "@/lib/proposals/transitions";

type Context = { params: Promise<{ proposalId: string }> };

export const dynamic = "force-dynamic";

// POST /api/proposals/{proposalId}/withdraw: the contractor withdraws a pending proposal
export const POST = handler(
  async (request, context: Context) => {
    const proposal = await findProposal(
      parseId((await context.params).proposalId, "proposal_not_found"),
    );
    if (!proposal) throw new NotFoundError("proposal_not_found");
    await withBearer(request, (token) => checkTrackingToken(token, proposal));
    const tracked = await withdrawProposal(proposal.id);
    if (!tracked) throw new NotFoundError("proposal_not_found");
    return json(tracked, 200, { "Cache-Control": "private, no-store" });
  },
  { rateLimit: false },
);
