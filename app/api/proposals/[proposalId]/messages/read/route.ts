import { withAgreementCredentials } from "@/lib/api/account";
import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { conversationParty } from "@/lib/conversations/access";
import { readMessagesSchema } from "@/lib/conversations/schema";
import { markRead } from "@/lib/conversations/transitions";

type Context = { params: Promise<{ proposalId: string }> };

export const dynamic = "force-dynamic";

// POST /api/proposals/{proposalId}/messages/read: the party has read the other's messages up to
// `upTo`; the other then sees "Seen"
export const POST = handler(async (request, context: Context) => {
  const proposalId = parseId((await context.params).proposalId, "conversation_not_found");
  const party = await withAgreementCredentials(request, (token, account) =>
    conversationParty(proposalId, token, account),
  );
  const { upTo } = parseWith(readMessagesSchema, await readJson(request));
  return json(await markRead(party, upTo), 200, { "Cache-Control": "private, no-store" });
});
