import { requireAccount } from "@/lib/api/account";
import { json } from "@/lib/api/errors";
import { handler, parseId } from "@/lib/api/handler";
import { NotFoundError } from "@/lib/errors";
import { dismissMatch } from "@/lib/matching/matches";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/projects/{rowId}/dismiss: "Not for me". The signed-in contractor hides a listed
// project from their matches on /pro, and from an alert of it not yet sent. Again: no change.
export const POST = handler(async (request, context: Context) => {
  const rowId = parseId((await context.params).id, "project_not_found");
  const account = await requireAccount(request);
  if (!(await dismissMatch(account.userId, rowId))) throw new NotFoundError("project_not_found");
  return json({ dismissed: true }, 200, { "Cache-Control": "private, no-store" });
});
