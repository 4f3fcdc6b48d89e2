import { json } from "@/lib/api/errors";
import { handler, parseWith, readJson } from "@/lib/api/handler";
import { createProposal } from "@/lib/data/proposals";
import { createProposalSchema } from "@/lib/validation/proposal";

export const dynamic = "force-dynamic";

// POST /api/proposals: submit a proposal on an open project (displayed id 2000+ or 3000+)
export const POST = handler(async (request) => {
  const input = parseWith(createProposalSchema, await readJson(request));
  return json(await createProposal(input), 201);
});
