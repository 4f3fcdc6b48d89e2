import { withBearer } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { NotFoundError } from "@/lib/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { proposalDecider } from "@/lib/proposals/access";
import { findProposal } from "@/lib/proposals/store";
import { setProposalStatus } from "@/lib/proposals/transitions";
import { updateProposalStatusSchema } from "@/lib/proposals/schema";

type Context = { params: Promise<{ proposalId: string }> };

export const dynamic = "force-dynamic";

// PATCH /api/proposals/{proposalId}/status: accept or decline, by the project's owner or the operator
export const PATCH = handler(async (request, context: Context) => {
  const proposal = await findProposal(
    parseId((await context.params).proposalId, "proposal_not_found"),
  );
  if (!proposal) throw new NotFoundError("proposal_not_found");
  await withBearer(request, (token) => proposalDecider(token, proposal));
  const { status, ...answers } = parseWith(updateProposalStatusSchema, await readJson(request));
  const updated = await setProposalStatus(proposal.id, status, answers);
  if (!updated) throw new NotFoundError("proposal_not_found");
  return json(updated);
});
