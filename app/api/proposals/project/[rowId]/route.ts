import { withBearer } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler, parseId } from "@/lib/api/handler";
import { managedProject } from "@/lib/projects/access";
import { listProposalsForProject } from "@/lib/proposals/store";

type Context = { params: Promise<{ rowId: string }> };

export const dynamic = "force-dynamic";

// GET /api/proposals/project/{rowId}: a posted project's proposals, for its owner or the operator
export const GET = handler(async (request, context: Context) => {
  const rowId = parseId((await context.params).rowId, "project_not_found");
  const { project } = await withBearer(request, (token) => managedProject(token, rowId));
  return json(await listProposalsForProject(project.id));
});
