import { withBearer } from "@/lib/api/auth";
import { ApiError, json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { signInWithToken } from "@/lib/accounts/session";

export const dynamic = "force-dynamic";

// POST /api/auth/verify: sign in with the token of an e-mailed link (Authorization: Bearer, so
// wrong tokens count against the client like every other private link); sets the session cookie.
export const POST = handler(
  async (request) => {
    const cookies = await withBearer(request, (token) => {
      if (!token) throw new ApiError(401, "sign_in_token_required");
      return signInWithToken(token, request.headers);
    });
    const response = json({ signedIn: true }, 200, { "Cache-Control": "no-store" });
    for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
    return response;
  },
  { rateLimit: false },
);
