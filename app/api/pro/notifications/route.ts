import { notificationSettingsSchema } from "@/lib/accounts/schema";
import { setNotices } from "@/lib/accounts/work";
import { requireAccount } from "@/lib/api/account";
import { json } from "@/lib/api/errors";
import { handler, parseWith, readJson } from "@/lib/api/handler";

export const dynamic = "force-dynamic";

// PUT /api/pro/notifications: turn the signed-in contractor's notices on or off (the setting
// every unsubscribe link changes); transactional mail still arrives
export const PUT = handler(async (request) => {
  const account = await requireAccount(request);
  const { notices } = parseWith(notificationSettingsSchema, await readJson(request));
  await setNotices(account.email, notices);
  return json({ notices }, 200, { "Cache-Control": "private, no-store" });
});
