import { currentAccount } from "@/lib/accounts/session";
import { json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { findProfileOf } from "@/lib/pros/store";

export const dynamic = "force-dynamic";

// GET /api/pro/me: whether this browser is signed in, and what the proposal dialog fills in from
// the contractor's profile (their own data, to them alone)
export const GET = handler(async (request) => {
  const account = await currentAccount(request.headers);
  const headers = { "Cache-Control": "private, no-store" };
  if (!account) return json({ signedIn: false }, 200, headers);
  const profile = await findProfileOf(account.userId);
  return json(
    {
      signedIn: true,
      email: account.email,
      profile: profile
        ? {
            slug: profile.slug,
            businessName: profile.businessName,
            contactName: profile.contactName,
            phone: profile.phone,
            credentials: profile.credentials,
          }
        : null,
    },
    200,
    headers,
  );
});
