import { withBearer } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { managedProject } from "@/lib/projects/access";
import { reminderAnswerSchema } from "@/lib/projects/follow-up-answers";
import { answerReminder } from "@/lib/projects/follow-up";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/projects/{rowId}/answer: the owner says where the project stands, as a reminder asks
// ("deciding", "hired-elsewhere", "postponed", "not-going-ahead"); the last three close it and
// tell its pending bidders. Answers the project.
export const POST = handler(async (request, context: Context) => {
  const rowId = parseId((await context.params).id, "project_not_found");
  const { project } = await withBearer(request, (token) => managedProject(token, rowId));
  const { answer } = parseWith(reminderAnswerSchema, await readJson(request));
  return json(await answerReminder(project.id, answer), 200, {
    "Cache-Control": "private, no-store",
  });
});
