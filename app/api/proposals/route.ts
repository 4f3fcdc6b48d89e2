import { handler, parseWith, readJson } from "@/lib/api/handler";
import { createOnce, idempotencyKeyOf } from "@/lib/api/idempotency";
import { createProposal } from "@/lib/proposals/transitions";
import { createProposalSchema } from "@/lib/proposals/schema";

export const dynamic = "force-dynamic";

// POST /api/proposals: submit a proposal on an open project (displayed id 2000+ or 3000+).
// With an Idempotency-Key, a retry gets the same answer and nothing is stored twice.
export const POST = handler(async (request) => {
  const key = idempotencyKeyOf(request);
  const body = await readJson(request);
  const input = parseWith(createProposalSchema, body);
  return createOnce(key, "POST /api/proposals", body, (db) => createProposal(input, db));
});
