import { requireAccount } from "@/lib/api/account";
import { bearerToken, withBearer } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { managedProject } from "@/lib/projects/access";
import { changeVisitSchema } from "@/lib/visits/schema";
import { changeVisit, type VisitActor } from "@/lib/visits/transitions";

type Context = { params: Promise<{ id: string; visitId: string }> };

export const dynamic = "force-dynamic";

// POST /api/projects/{rowId}/visits/{visitId}: one change to a visit by one of its sides: the
// homeowner (manage token) confirms a window, asks for other times, cancels or marks a no-show;
// the contractor (session) offers new windows, cancels or marks a no-show
export const POST = handler(async (request, context: Context) => {
  const { id, visitId } = await context.params;
  const rowId = parseId(id, "project_not_found");
  const visit = parseId(visitId, "visit_not_found");
  let actor: VisitActor;
  if (bearerToken(request)) {
    const { access } = await withBearer(request, (token) => managedProject(token, rowId));
    actor = { side: "homeowner", access };
  } else {
    actor = { side: "contractor", userId: (await requireAccount(request)).userId };
  }
  const change = parseWith(changeVisitSchema, await readJson(request));
  return json(await changeVisit(rowId, visit, actor, change), 200, {
    "Cache-Control": "private, no-store",
  });
});
