import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { publishProjectSchema } from "@/lib/projects/listing-schema";
import { publishProject } from "@/lib/projects/listing";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/projects/{rowId}/publish: the homeowner opened the link e-mailed with the project; it
// is listed (or held for the operator's review), and their address is proven
export const POST = handler(async (request, context: Context) => {
  const rowId = parseId((await context.params).id, "project_not_found");
  const { token } = parseWith(publishProjectSchema, await readJson(request));
  return json(await publishProject(rowId, token), 200, { "Cache-Control": "private, no-store" });
});
