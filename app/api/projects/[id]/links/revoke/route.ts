import { withBearer } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler, parseId } from "@/lib/api/handler";
import { signOutOtherManageLinks } from "@/lib/projects/access";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/projects/{rowId}/links/revoke: sign out every other manage link of the project
export const POST = handler(async (request, context: Context) => {
  const rowId = parseId((await context.params).id, "project_not_found");
  return json(await withBearer(request, (token) => signOutOtherManageLinks(token, rowId)));
});
