import { bearerToken, isOperator } from "@/lib/api/auth";
import { ApiError, json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";

export const dynamic = "force-dynamic";

// GET /api/operator: whether the bearer token is the operator's (ADMIN_TOKEN)
export const GET = handler(async (request) => {
  if (!bearerToken(request)) throw new ApiError(401, "The operator token is required");
  if (!isOperator(request)) throw new ApiError(403, "This is not the operator token");
  return json({ access: "operator" }, 200, { "Cache-Control": "private, no-store" });
});
