import { requireAccount } from "@/lib/api/account";
import { bearerToken, withBearer } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { managedProject } from "@/lib/projects/access";
import { requestVisitSchema } from "@/lib/visits/schema";
import { contractorProjectVisits, readProjectVisits } from "@/lib/visits/store";
import { requestVisit } from "@/lib/visits/transitions";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

// GET /api/projects/{rowId}/visits: with the manage token every visit of the project, with a
// contractor's session their own and whether they may ask for one
export const GET = handler(async (request, context: Context) => {
  const rowId = parseId((await context.params).id, "project_not_found");
  if (bearerToken(request)) {
    const { project, access } = await withBearer(request, (token) => managedProject(token, rowId));
    const role = access === "owner" ? "homeowner" : "operator";
    return json(await readProjectVisits(project, { role }), 200, PRIVATE);
  }
  const account = await requireAccount(request);
  return json(await contractorProjectVisits(rowId, account.userId), 200, PRIVATE);
});

// POST /api/projects/{rowId}/visits: a signed-in contractor asks to see a listed, open project
// before quoting, offering two or three windows; the homeowner is e-mailed
export const POST = handler(async (request, context: Context) => {
  const rowId = parseId((await context.params).id, "project_not_found");
  const account = await requireAccount(request);
  const input = parseWith(requestVisitSchema, await readJson(request));
  return json(await requestVisit(rowId, account.userId, input), 201, PRIVATE);
});
