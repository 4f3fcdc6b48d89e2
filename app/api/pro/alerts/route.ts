import { requireAccount } from "@/lib/api/account";
import { json } from "@/lib/api/errors";
import { handler, parseWith, readJson } from "@/lib/api/handler";
import { alertSettingsSchema } from "@/lib/matching/schema";
import { saveAlertSettings } from "@/lib/matching/settings";

export const dynamic = "force-dynamic";

// PUT /api/pro/alerts: where and what the signed-in contractor takes (areas or a radius, the
// smallest budget, urgent work) and how new matching projects reach them (at once, a daily
// digest, or off; a pause). 409 profile_required before a profile is saved.
export const PUT = handler(async (request) => {
  const account = await requireAccount(request);
  const input = parseWith(alertSettingsSchema, await readJson(request));
  const saved = await saveAlertSettings(account.userId, input);
  return json(
    {
      settings: saved.settings,
      alertsConsentAt: saved.alertsConsentAt?.toISOString() ?? null,
      covers: saved.covers,
    },
    200,
    { "Cache-Control": "private, no-store" },
  );
});
