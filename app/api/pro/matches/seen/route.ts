import { requireAccount } from "@/lib/api/account";
import { json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { markMatchesSeen } from "@/lib/matching/matches";

export const dynamic = "force-dynamic";

// POST /api/pro/matches/seen: the signed-in contractor's /pro showed their matches; the ones
// listed after this count as new on the next visit.
export const POST = handler(async (request) => {
  const account = await requireAccount(request);
  await markMatchesSeen(account.userId);
  return json({ seen: true }, 200, { "Cache-Control": "private, no-store" });
});
