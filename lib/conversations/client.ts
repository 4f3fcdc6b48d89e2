// The browser's calls about a proposal's conversation (docs/api.md).
import { call } from "@/lib/client/api";
import type { ReadMessagesInput, SendMessageInput } from "./schema";
import type { Conversation, ReadReceipt, SentMessage } from "./shapes";

/** The conversation, with a private link's token or (none) the contractor's session. */
export const fetchConversation = (proposalId: number, token?: string | null) =>
  call<Conversation>(`/api/proposals/${proposalId}/messages`, { token, cache: "no-store" });

export const sendConversationMessage = (
  proposalId: number,
  input: SendMessageInput,
  token?: string | null,
) =>
  call<SentMessage>(`/api/proposals/${proposalId}/messages`, {
    method: "POST",
    body: JSON.stringify(input),
    token,
  });

export const markConversationRead = (
  proposalId: number,
  input: ReadMessagesInput,
  token?: string | null,
) =>
  call<ReadReceipt>(`/api/proposals/${proposalId}/messages/read`, {
    method: "POST",
    body: JSON.stringify(input),
    token,
  });
