import { bearerToken, isOperator } from "@/lib/api/auth";
import { sameSecret } from "@/lib/auth/tokens";
import { ApiError, json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { env } from "@/lib/env";
import { runSweeps } from "@/lib/sweeps";

export const dynamic = "force-dynamic";

// GET /api/sweep: the hourly work (unconfirmed posts deleted, unanswered completion records
// standing), for hosts where no server process stays up (Vercel's cron, with CRON_SECRET); the
// operator too
export const GET = handler(async (request) => {
  const token = bearerToken(request);
  if (!token) throw new ApiError(401, "token_required");
  const cron = env.CRON_SECRET !== undefined && sameSecret(token, env.CRON_SECRET);
  if (!cron && !isOperator(request)) throw new ApiError(403, "sweep_not_allowed");
  return json(await runSweeps(), 200, { "Cache-Control": "private, no-store" });
});
