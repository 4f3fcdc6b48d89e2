import { requireOperator } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { projectDecisionSchema } from "@/lib/projects/listing-schema";
import { decideProject } from "@/lib/projects/listing";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/admin/projects/{rowId}/decision: the operator publishes, rejects or unlists a project;
// recorded and e-mailed to its homeowner
export const POST = handler(async (request, context: Context) => {
  requireOperator(request);
  const rowId = parseId((await context.params).id, "project_not_found");
  const { decision, reason } = parseWith(projectDecisionSchema, await readJson(request));
  return json(await decideProject(rowId, decision, reason), 200, {
    "Cache-Control": "private, no-store",
  });
});
