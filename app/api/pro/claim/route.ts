import { requireAccount } from "@/lib/api/account";
import { json } from "@/lib/api/errors";
import { handler, parseWith, readJson } from "@/lib/api/handler";
import { claimProposal } from "@/lib/proposals/claim";
import { claimProposalSchema } from "@/lib/proposals/schema";

export const dynamic = "force-dynamic";

// POST /api/pro/claim: the signed-in contractor adds a proposal sent with their address to their
// account, with the link from its receipt
export const POST = handler(async (request) => {
  const account = await requireAccount(request);
  const { proposalId, token } = parseWith(claimProposalSchema, await readJson(request));
  return json(await claimProposal(proposalId, token, account), 200, {
    "Cache-Control": "private, no-store",
  });
});
