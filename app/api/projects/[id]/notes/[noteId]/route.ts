import { withBearer } from "@/lib/api/auth";
import { handler, parseId } from "@/lib/api/handler";
import { managedProject } from "@/lib/projects/access";
import { removeNote } from "@/lib/questions/transitions";

type Context = { params: Promise<{ id: string; noteId: string }> };

export const dynamic = "force-dynamic";

// DELETE /api/projects/{rowId}/notes/{noteId}: the homeowner removes a note of theirs
export const DELETE = handler(async (request, context: Context) => {
  const { id, noteId } = await context.params;
  const rowId = parseId(id, "project_not_found");
  const note = parseId(noteId, "note_not_found");
  const { project, access } = await withBearer(request, (token) => managedProject(token, rowId));
  await removeNote(project, access, note);
  return new Response(null, { status: 204 });
});
