import { json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { readiness, stopping } from "@/lib/readiness";

export const dynamic = "force-dynamic";

// GET /api/ready: readiness for load balancers; 200 when the database (with its migrations) and
// photo storage both work, else 503 naming the part that does not; 503 at once while stopping
export const GET = handler(async () => {
  if (stopping()) {
    return json({ status: "not ready", stopping: true }, 503, { "Cache-Control": "no-store" });
  }
  const { ready, database, storage } = await readiness();
  return json({ status: ready ? "ready" : "not ready", database, storage }, ready ? 200 : 503, {
    "Cache-Control": "no-store",
  });
});
