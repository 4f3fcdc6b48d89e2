import { withBearer } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { managedProject } from "@/lib/projects/access";
import { answerQuestionSchema } from "@/lib/questions/schema";
import { answerQuestion } from "@/lib/questions/transitions";

type Context = { params: Promise<{ id: string; questionId: string }> };

export const dynamic = "force-dynamic";

// POST /api/projects/{rowId}/questions/{questionId}/answer: the homeowner answers a question on
// their project, once; the answer is public from then on and e-mailed to the contractor who asked
export const POST = handler(async (request, context: Context) => {
  const { id, questionId } = await context.params;
  const rowId = parseId(id, "project_not_found");
  const question = parseId(questionId, "question_not_found");
  const { project, access } = await withBearer(request, (token) => managedProject(token, rowId));
  const { answer } = parseWith(answerQuestionSchema, await readJson(request));
  return json(await answerQuestion(project, access, question, answer), 200, {
    "Cache-Control": "private, no-store",
  });
});
