import { ApiError, json } from "@/lib/api/errors";
import { handler, parseId } from "@/lib/api/handler";
import { authorizeProject } from "@/lib/projects/access";
import { findProjectRow } from "@/lib/projects/store";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// GET /api/projects/{rowId}/access: whether the bearer token manages this project, and as whom
export const GET = handler(async (request, context: Context) => {
  const row = await findProjectRow(parseId((await context.params).id, "Project"));
  if (!row) throw new ApiError(404, "Project not found");
  return json({ access: await authorizeProject(request, row) }, 200, {
    "Cache-Control": "private, no-store",
  });
});
