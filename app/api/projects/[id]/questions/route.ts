import { currentAccount } from "@/lib/accounts/session";
import { requireAccount } from "@/lib/api/account";
import { bearerToken, withBearer } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { managedProject } from "@/lib/projects/access";
import { askQuestionSchema } from "@/lib/questions/schema";
import { publicProjectQuestions, questionsOf, readProjectQuestions } from "@/lib/questions/store";
import { askQuestion } from "@/lib/questions/transitions";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

// GET /api/projects/{rowId}/questions: the project's answered questions and notes, masked and
// without names; with its manage token also the unanswered ones, with a contractor's session
// also their own unanswered ones and whether they may ask another
export const GET = handler(async (request, context: Context) => {
  const rowId = parseId((await context.params).id, "project_not_found");
  if (bearerToken(request)) {
    const { project, access } = await withBearer(request, (token) => managedProject(token, rowId));
    return json(await readProjectQuestions(questionsOf(project), { role: access }), 200, PRIVATE);
  }
  const account = await currentAccount(request.headers);
  const reader = account
    ? { role: "contractor" as const, userId: account.userId }
    : { role: "visitor" as const };
  return json(await publicProjectQuestions(rowId, reader), 200, PRIVATE);
});

// POST /api/projects/{rowId}/questions: a signed-in contractor asks the homeowner of a listed,
// open project (at most 3 of theirs waiting for an answer); the homeowner is e-mailed
export const POST = handler(async (request, context: Context) => {
  const rowId = parseId((await context.params).id, "project_not_found");
  const account = await requireAccount(request);
  const { question } = parseWith(askQuestionSchema, await readJson(request));
  return json(await askQuestion(rowId, account.userId, question), 201, PRIVATE);
});
