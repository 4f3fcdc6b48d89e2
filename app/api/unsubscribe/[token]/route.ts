import { ApiError, json } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { unsubscribe } from "@/lib/mail/outbox";

type Context = { params: Promise<{ token: string }> };

export const dynamic = "force-dynamic";

const TOKEN = /^[\w-]{16,64}$/;

// GET /api/unsubscribe/{token}: someone opened the List-Unsubscribe address itself. It changes
// nothing (a GET must not: link scanners open every URL) and sends them to the page whose button
// unsubscribes.
export const GET = handler(
  async (request, context: Context) => {
    const { token } = await context.params;
    if (!TOKEN.test(token)) throw new ApiError(404, "unsubscribe_link_refused");
    return new Response(null, {
      status: 303,
      headers: {
        Location: new URL(`/unsubscribe/${token}`, request.url).toString(),
        "Cache-Control": "private, no-store",
      },
    });
  },
  { rateLimit: false },
);

// POST /api/unsubscribe/{token}: stops messages of the kind the token came in (and every notice,
// when it came in one) to the address the token belongs to. The page's
// button and a mail provider's one-click unsubscribe (RFC 8058: a bare POST of
// `List-Unsubscribe=One-Click`, from the provider's servers) both post here; the body is not
// read, and no rate limit applies: one provider posts for many of its users.
export const POST = handler(
  async (_request, context: Context) => {
    const { token } = await context.params;
    const stopped = TOKEN.test(token) ? await unsubscribe(token) : undefined;
    if (!stopped) throw new ApiError(404, "unsubscribe_link_refused");
    return json({ unsubscribed: true, ...stopped }, 200, { "Cache-Control": "private, no-store" });
  },
  { rateLimit: false },
);
