import { json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";

export const dynamic = "force-dynamic";

// GET /api/health: liveness for load balancers; the process answers, nothing else is touched
export const GET = handler(async () =>
  json({ status: "ok" }, 200, { "Cache-Control": "no-store" }),
);
