import { withBearer } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { managedProject } from "@/lib/projects/access";
import { addNoteSchema } from "@/lib/questions/schema";
import { addNote } from "@/lib/questions/transitions";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/projects/{rowId}/notes: the homeowner adds a note for every contractor who may bid,
// shown masked on the project's page
export const POST = handler(async (request, context: Context) => {
  const rowId = parseId((await context.params).id, "project_not_found");
  const { project, access } = await withBearer(request, (token) => managedProject(token, rowId));
  const { note } = parseWith(addNoteSchema, await readJson(request));
  return json(await addNote(project, access, note), 201, { "Cache-Control": "private, no-store" });
});
