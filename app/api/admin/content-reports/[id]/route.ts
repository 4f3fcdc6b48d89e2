import { requireOperator } from "@/lib/api/auth";
import { json } from "@/lib/api/errors";
import { handler, parseId, parseWith, readJson } from "@/lib/api/handler";
import { resolveReportSchema } from "@/lib/moderation/schema";
import { resolveContentReport } from "@/lib/moderation/transitions";

type Context = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

// POST /api/admin/content-reports/{reportId}: the operator hides the reported item (recorded as
// the operator's, with the time) or dismisses the report; decided once
export const POST = handler(async (request, context: Context) => {
  requireOperator(request);
  const id = parseId((await context.params).id, "report_not_found");
  const { action } = parseWith(resolveReportSchema, await readJson(request));
  return json(await resolveContentReport(id, action), 200, {
    "Cache-Control": "private, no-store",
  });
});
