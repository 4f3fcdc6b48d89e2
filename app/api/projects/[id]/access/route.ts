import { withBearer } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler, parseId } from "@/lib/api/handler";
import { managedProject } from "@/lib/projects/access";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// GET /api/projects/{rowId}/access: whether the bearer token manages this project, and as whom;
// with the homeowner's whole name, which the public answers shorten, and whether the project has
// the homeowner's e-mail address and has answered the household-use question (accepting an
// itemised proposal asks for what is missing).
export const GET = handler(async (request, context: Context) => {
  const rowId = parseId((await context.params).id, "Project");
  const { access, project } = await withBearer(request, (token) => managedProject(token, rowId));
  const hasEmail = Boolean(project.homeownerEmail);
  const householdUse = project.householdUse;
  return json({ access, homeowner: project.homeowner, hasEmail, householdUse }, 200, {
    "Cache-Control": "private, no-store",
  });
});
