import { json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { signOut } from "@/lib/accounts/session";

export const dynamic = "force-dynamic";

// POST /api/auth/sign-out: end this browser's session and clear its cookie.
export const POST = handler(
  async (request) => {
    const cookies = await signOut(request.headers);
    const response = json({ signedIn: false }, 200, { "Cache-Control": "no-store" });
    for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
    return response;
  },
  { rateLimit: false },
);
