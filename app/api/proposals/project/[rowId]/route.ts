import { ApiError, json } from "@/lib/api/errors";
import { handler, parseId } from "@/lib/api/handler";
import { authorizeProject } from "@/lib/projects/access";
import { findProjectRow } from "@/lib/projects/store";
import { listProposalsForProject } from "@/lib/proposals/store";

type Context = { params: Promise<{ rowId: string }> };

export const dynamic = "force-dynamic";

// GET /api/proposals/project/{rowId}: a posted project's proposals, for its owner or the operator
export const GET = handler(async (request, context: Context) => {
  const row = await findProjectRow(parseId((await context.params).rowId, "Project"));
  if (!row) throw new ApiError(404, "Project not found");
  await authorizeProject(request, row);
  return json(await listProposalsForProject(row.id));
});
