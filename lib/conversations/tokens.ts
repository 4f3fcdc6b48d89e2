import { getTrackingToken, takeTokenFromAddress } from "@/lib/client/manage-tokens";
import { failureKind, type FailureKind } from "@/lib/client/private-link";
import { fetchConversation } from "./client";
import type { Conversation } from "./shapes";

// Which credential opens a conversation in this browser: the link's (`#manage=`, `#track=`,
// `#key=`), the one kept for it here, the proposal's kept tracking token, and last the
// contractor's session (no token). What worked is kept as { [proposalId]: token }.
const KEY = "conversationTokens";

function readAll(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, string>)
      : {};
  } catch {
    return {};
  }
}

function write(all: Record<string, string>) {
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage unavailable: the link still works.
  }
}

const keep = (proposalId: number, token: string) =>
  write({ ...readAll(), [String(proposalId)]: token });

function forget(proposalId: number) {
  const all = readAll();
  delete all[String(proposalId)];
  write(all);
}

/** The link's tokens, read once: taking one removes it from the address bar. */
export const tokensFromAddress = () =>
  ["manage", "track", "key"].map((name) => takeTokenFromAddress(name));

export type Opened =
  { kind: "ready"; token: string | null; conversation: Conversation } | { kind: FailureKind };

/** Tries each credential in turn; the first that opens the conversation is kept. */
export async function openConversation(
  proposalId: number,
  fromLink: (string | null)[],
): Promise<Opened> {
  const kept = readAll()[String(proposalId)] ?? null;
  const candidates = [...new Set([...fromLink, kept, getTrackingToken(proposalId)])].filter(
    (token): token is string => Boolean(token),
  );
  let refusal: FailureKind = "refused";
  for (const token of [...candidates, null]) {
    try {
      const conversation = await fetchConversation(proposalId, token);
      if (token && token !== kept) keep(proposalId, token);
      return { kind: "ready", token, conversation };
    } catch (error) {
      const kind = failureKind(error);
      if (kind === "network-error") return { kind };
      if (token !== null && token === kept) forget(proposalId);
      if (kind === "not-found") refusal = kind;
    }
  }
  return { kind: refusal };
}
