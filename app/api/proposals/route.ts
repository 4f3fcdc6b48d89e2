import { handler, parseWith, readJson } from "@/lib/api/handler";
import { currentAccount } from "@/lib/accounts/session";
import { normaliseEmail } from "@/lib/mail/outbox";
import { findProfileOf } from "@/lib/pros/store";
import { createOnce, idempotencyKeyOf } from "@/lib/api/idempotency";
import { createProposal } from "@/lib/proposals/transitions";
import { createProposalSchema } from "@/lib/proposals/schema";

export const dynamic = "force-dynamic";

// POST /api/proposals: submit a proposal on an open project (displayed id 2000+ or 3000+).
// With an Idempotency-Key, a retry gets the same answer and nothing is stored twice. Sent by a
// signed-in contractor from their own address, it links to their public profile.
export const POST = handler(async (request) => {
  const key = idempotencyKeyOf(request);
  const body = await readJson(request);
  const input = parseWith(createProposalSchema, body);
  const profileSlug = await senderProfile(request, input.contractorEmail);
  return createOnce(key, "POST /api/proposals", body, (db) =>
    createProposal(input, db, profileSlug),
  );
});

/** The sender's profile slug: signed in, with a profile, sending from the account's address. */
async function senderProfile(request: Request, email: string): Promise<string | null> {
  const account = await currentAccount(request.headers);
  if (!account || account.email !== normaliseEmail(email)) return null;
  return (await findProfileOf(account.userId))?.slug ?? null;
}
