import { withBearer } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler, parseId } from "@/lib/api/handler";
import { managedProject } from "@/lib/projects/access";
import { listingOf } from "@/lib/projects/listing";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// GET /api/projects/{rowId}/access: whether the bearer token manages this project, and as whom;
// with the homeowner's whole name, which the public answers shorten, and whether the project has
// the homeowner's e-mail address and has answered the household-use question (accepting an
// itemised proposal asks for what is missing).
// Also whether it is listed, and, when it is not, why and the project itself: nobody else can
// read an unlisted project.
export const GET = handler(async (request, context: Context) => {
  const rowId = parseId((await context.params).id, "project_not_found");
  const { access, project } = await withBearer(request, (token) => managedProject(token, rowId));
  const hasEmail = Boolean(project.homeownerEmail);
  const householdUse = project.householdUse;
  return json(
    {
      access,
      homeowner: project.homeowner,
      hasEmail,
      householdUse,
      ...(await listingOf(project)),
    },
    200,
    { "Cache-Control": "private, no-store" },
  );
});
