import "server-only";

import { isAPIError } from "better-auth/api";

import { CredentialRefusedError } from "@/lib/errors";
import { getDb } from "@/lib/db/client";
import { normaliseEmail, proveAddress } from "@/lib/mail/outbox";
import { getAuth } from "./auth";

/** A signed-in contractor: their account and the address they proved by its link. */
export interface Account {
  userId: string;
  email: string;
}

/** The account a request's session cookie belongs to, or null (none, expired, signed out). */
export async function currentAccount(headers: Headers): Promise<Account | null> {
  if (!headers.get("cookie")) return null;
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  return { userId: session.user.id, email: normaliseEmail(session.user.email) };
}

/** E-mails a one-time sign-in link to the address (through the outbox). */
export async function requestSignInLink(email: string, headers: Headers): Promise<void> {
  const auth = await getAuth();
  await auth.api.signInMagicLink({ body: { email }, headers });
}

const LINK_REFUSED = "sign_in_link_refused";

/**
 * Signs in with a link's token: consumed on first use, refused once used or after 15 minutes.
 * Answers the Set-Cookie headers of the new session.
 */
export async function signInWithToken(token: string, headers: Headers): Promise<string[]> {
  const auth = await getAuth();
  try {
    const result = await auth.api.magicLinkVerify({
      query: { token },
      headers,
      returnHeaders: true,
    });
    // The link came by e-mail: whoever opened it reads the address's mail.
    await proveAddress(await getDb(), result.response.user.email, "sign-in");
    return result.headers.getSetCookie();
  } catch (error) {
    // better-auth answers a bad token with a redirect to its error page, thrown as an APIError.
    if (isAPIError(error)) throw new CredentialRefusedError(LINK_REFUSED);
    throw error;
  }
}

/** Ends the request's session; answers the Set-Cookie headers that clear the cookies. */
export async function signOut(headers: Headers): Promise<string[]> {
  const auth = await getAuth();
  try {
    const result = await auth.api.signOut({ headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch (error) {
    // No session to end: signed out already.
    if (isAPIError(error)) return [];
    throw error;
  }
}
