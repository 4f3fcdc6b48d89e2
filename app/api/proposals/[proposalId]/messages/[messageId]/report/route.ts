import { withAgreementCredentials } from "@/lib/api/account";
import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { conversationParty } from "@/lib/conversations/access";
import { reportableMessage } from "@/lib/conversations/store";
import { NotFoundError } from "@/lib/errors";
import { reportContentSchema } from "@/lib/moderation/schema";
import { reportContent } from "@/lib/moderation/transitions";

type Context = { params: Promise<{ proposalId: string; messageId: string }> };

export const dynamic = "force-dynamic";

// POST /api/proposals/{proposalId}/messages/{messageId}/report: one party of the conversation
// reports a message the other wrote to the operator's inbox, which reads it as written and may
// hide it from both
export const POST = handler(async (request, context: Context) => {
  const params = await context.params;
  const proposalId = parseId(params.proposalId, "conversation_not_found");
  const messageId = parseId(params.messageId, "message_not_found");
  const party = await withAgreementCredentials(request, (token, account) =>
    conversationParty(proposalId, token, account),
  );
  const { reason, text } = parseWith(reportContentSchema, await readJson(request));
  if (!(await reportableMessage(party, messageId))) throw new NotFoundError("message_not_found");
  return json(await reportContent("message", party.project.id, messageId, { reason, text }), 201, {
    "Cache-Control": "private, no-store",
  });
});
