import { requireAccount } from "@/lib/api/account";
import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { reportProjectSchema } from "@/lib/projects/listing-schema";
import { reportProject } from "@/lib/projects/listing";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/projects/{rowId}/report: a signed-in contractor reports a listed project to the
// operator (once per account); three accounts' reports unlist it until the operator decides
export const POST = handler(async (request, context: Context) => {
  const rowId = parseId((await context.params).id, "project_not_found");
  const account = await requireAccount(request);
  const input = parseWith(reportProjectSchema, await readJson(request));
  return json(await reportProject(rowId, account.userId, input), 201);
});
