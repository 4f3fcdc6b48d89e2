import { json } from "@/lib/api/errors";
import { handler, parseWith, readJson } from "@/lib/api/handler";
import { clientKey } from "@/lib/api/rate-limit";
import { limitSignIn } from "@/lib/api/sign-in-limit";
import { signInSchema } from "@/lib/accounts/schema";
import { requestSignInLink } from "@/lib/accounts/session";
import { normaliseEmail } from "@/lib/mail/outbox";

export const dynamic = "force-dynamic";

// POST /api/auth/sign-in: e-mail a one-time sign-in link to a contractor's address. The answer
// is the same whether or not the address has an account.
export const POST = handler(async (request) => {
  const input = parseWith(signInSchema, await readJson(request));
  const email = normaliseEmail(input.email);
  await limitSignIn(clientKey(request), email);
  await requestSignInLink(email, request.headers);
  return json({ sent: true }, 202, { "Cache-Control": "no-store" });
});
