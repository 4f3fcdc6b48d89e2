import { requireAccount } from "@/lib/api/account";
import { json } from "@/lib/api/errors";
import { handler, parseWith, readJson } from "@/lib/api/handler";
import { saveProfileSchema } from "@/lib/pros/schema";
import { saveProfile } from "@/lib/pros/store";

export const dynamic = "force-dynamic";

// PUT /api/pro/profile: create or update the signed-in contractor's public profile
export const PUT = handler(async (request) => {
  const account = await requireAccount(request);
  const input = parseWith(saveProfileSchema, await readJson(request));
  const profile = await saveProfile(account.userId, input);
  return json(
    {
      slug: profile.slug,
      businessName: profile.businessName,
      contactName: profile.contactName,
      phone: profile.phone,
      trades: profile.trades,
      serviceAreas: profile.serviceAreas,
      credentials: profile.credentials,
    },
    200,
    { "Cache-Control": "private, no-store" },
  );
});
