import { json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { dashboardStats } from "@/lib/dashboard/stats";

export const dynamic = "force-dynamic";

// GET /api/dashboard: the contractor dashboard's figures, computed from the data
export const GET = handler(async () => json(await dashboardStats()));
