import { withBearer } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler, parseId } from "@/lib/api/handler";
import { managedProject } from "@/lib/projects/access";
import { resendPublishLink } from "@/lib/projects/transitions";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/projects/{rowId}/publish-link: the owner asks for the publishing link again (an
// unconfirmed project only; within the mail budget of the address)
export const POST = handler(async (request, context: Context) => {
  const rowId = parseId((await context.params).id, "project_not_found");
  const { project } = await withBearer(request, (token) => managedProject(token, rowId));
  return json({ emailed: await resendPublishLink(project.id) }, 200, {
    "Cache-Control": "private, no-store",
  });
});
