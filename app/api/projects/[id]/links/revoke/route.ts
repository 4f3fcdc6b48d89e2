import { bearerToken } from "@/lib/api/auth";
import { ApiError, json } from "@/lib/api/errors";
import { handler, parseId } from "@/lib/api/handler";
import { authorizeProject } from "@/lib/projects/access";
import { findProjectRow, revokeManageLinks } from "@/lib/projects/store";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/projects/{rowId}/links/revoke: sign out every other manage link of the project
export const POST = handler(async (request, context: Context) => {
  const row = await findProjectRow(parseId((await context.params).id, "Project"));
  if (!row) throw new ApiError(404, "Project not found");
  const access = await authorizeProject(request, row);
  const result = await revokeManageLinks(
    row.id,
    access === "operator" ? null : bearerToken(request),
  );
  if (!result) throw new ApiError(404, "Project not found");
  // Another of the owner's links signed this one out in the meantime.
  if (result === "refused") {
    throw new ApiError(403, "This token does not allow changes to this project");
  }
  return json(result);
});
