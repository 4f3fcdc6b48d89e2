import { withAgreementCredentials } from "@/lib/api/account";
import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { conversationParty } from "@/lib/conversations/access";
import { sendMessageSchema } from "@/lib/conversations/schema";
import { readConversation } from "@/lib/conversations/store";
import { sendMessage } from "@/lib/conversations/transitions";

type Context = { params: Promise<{ proposalId: string }> };

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

const partyOf = async (request: Request, context: Context) => {
  const proposalId = parseId((await context.params).proposalId, "conversation_not_found");
  return withAgreementCredentials(request, (token, account) =>
    conversationParty(proposalId, token, account),
  );
};

// GET /api/proposals/{proposalId}/messages: the proposal's private conversation for one of its
// two parties (the project's manage token, the proposal's tracking token, an agreement key, or
// the contractor's session); masked before the hire
export const GET = handler(async (request, context: Context) => {
  const party = await partyOf(request, context);
  return json(await readConversation(party), 200, PRIVATE);
});

// POST /api/proposals/{proposalId}/messages: one party writes to the other (text and up to 5
// uploaded photos); the other is e-mailed once the conversation has been quiet a while
export const POST = handler(async (request, context: Context) => {
  const party = await partyOf(request, context);
  const input = parseWith(sendMessageSchema, await readJson(request));
  return json(await sendMessage(party, input), 201, PRIVATE);
});
