import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { reportContentSchema } from "@/lib/moderation/schema";
import { reportContent } from "@/lib/moderation/transitions";

type Context = { params: Promise<{ id: string; noteId: string }> };

export const dynamic = "force-dynamic";

// POST /api/projects/{rowId}/notes/{noteId}/report: anyone reports a homeowner's note to the
// operator's inbox; repeats fold into one entry
export const POST = handler(async (request, context: Context) => {
  const params = await context.params;
  const rowId = parseId(params.id, "project_not_found");
  const noteId = parseId(params.noteId, "note_not_found");
  const { reason, text } = parseWith(reportContentSchema, await readJson(request));
  return json(await reportContent("note", rowId, noteId, { reason, text }), 201, {
    "Cache-Control": "private, no-store",
  });
});
