import { bearerToken, isOperator } from "@/lib/api/auth";
import { sameSecret } from "@/lib/auth/tokens";
import { ApiError, json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { env } from "@/lib/env";
import { kickMailDelivery } from "@/lib/mail/delivery";

export const dynamic = "force-dynamic";

// GET /api/mail/deliver: sends the mail that is due now (retries included). For hosts where no
// server process stays up to poll (Vercel's cron calls it with CRON_SECRET); the operator too.
export const GET = handler(async (request) => {
  const token = bearerToken(request);
  if (!token) throw new ApiError(401, "token_required");
  const cron = env.CRON_SECRET !== undefined && sameSecret(token, env.CRON_SECRET);
  if (!cron && !isOperator(request)) throw new ApiError(403, "deliveries_not_allowed");
  await kickMailDelivery();
  return json({ delivered: true }, 200, { "Cache-Control": "private, no-store" });
});
