import { ApiError, json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { blockAddress } from "@/lib/mail/outbox";

type Context = { params: Promise<{ token: string }> };

export const dynamic = "force-dynamic";

// POST /api/not-me/{token}: "this was not me": the site never e-mails the token's address again,
// about anything (the link is in every first message sent to an address someone typed in).
export const POST = handler(
  async (_request, context: Context) => {
    const { token } = await context.params;
    if (!/^[\w-]{16,64}$/.test(token) || !(await blockAddress(token))) {
      throw new ApiError(404, "not_me_link_refused");
    }
    return json({ blocked: true }, 200, { "Cache-Control": "private, no-store" });
  },
  { rateLimit: false },
);
