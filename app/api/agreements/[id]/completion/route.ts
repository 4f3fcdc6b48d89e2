import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { withBearer } from "@/lib/api/auth";
import { agreementParty } from "@/lib/agreements/access";
import { recordCompletion, recordCompletionSchema } from "@/lib/agreements/completion";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/agreements/{id}/completion: the homeowner records the work substantially performed
// or completed, and the day, on a confirmed agreement; the contractor is e-mailed
export const POST = handler(async (request, context: Context) => {
  const id = parseId((await context.params).id, "Agreement");
  const party = await withBearer(request, (token) => agreementParty(token, id));
  const input = parseWith(recordCompletionSchema, await readJson(request));
  return json(await recordCompletion(id, party, input));
});
