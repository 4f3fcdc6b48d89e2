import { requireOperator } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { projectQueue } from "@/lib/projects/listing";

export const dynamic = "force-dynamic";

// GET /api/admin/projects: the operator's queue of held, unlisted and reported projects
export const GET = handler(async (request) => {
  requireOperator(request);
  return json({ projects: await projectQueue() }, 200, { "Cache-Control": "private, no-store" });
});
