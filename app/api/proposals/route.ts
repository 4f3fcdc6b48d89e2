import { handler, parseWith, readJson } from "@/lib/api/handler";
import { currentAccount } from "@/lib/accounts/session";
import { addressKey } from "@/lib/mail/address-key";
import { findProfileOf } from "@/lib/pros/store";
import { createOnce, idempotencyKeyOf } from "@/lib/api/idempotency";
import { createProposal } from "@/lib/proposals/transitions";
import { createProposalSchema } from "@/lib/proposals/schema";

export const dynamic = "force-dynamic";

// POST /api/proposals: submit a proposal on an open project (displayed id 2000+ or 3000+).
// With an Idempotency-Key, a retry gets the same answer and nothing is stored twice. Sent by a
// signed-in contractor from their own address, it is their account's and links to their profile.
export const POST = handler(async (request) => {
  const key = idempotencyKeyOf(request);
  const body = await readJson(request);
  const input = parseWith(createProposalSchema, body);
  const sender = await senderAccount(request, input.contractorEmail);
  return createOnce(key, "POST /api/proposals", body, (db) => createProposal(input, db, sender));
});

/** The signed-in sender whose account's mailbox the proposal's address is, with their profile. */
async function senderAccount(request: Request, email: string) {
  const account = await currentAccount(request.headers);
  if (!account || addressKey(account.email) !== addressKey(email)) return null;
  return {
    userId: account.userId,
    profileSlug: (await findProfileOf(account.userId))?.slug ?? null,
  };
}
