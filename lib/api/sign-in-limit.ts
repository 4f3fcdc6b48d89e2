import { env } from "@/lib/env";
import { addressKey } from "@/lib/mail/address-key";

import { ApiError } from "./errors";
import { takeSignInAttempt } from "./rate-limit";

/** Sign-in links one address may be sent per 15 minutes, whoever asks. */
export const SIGN_IN_PER_ADDRESS = 3;
/** Sign-in links one client may ask for per 15 minutes, whatever the addresses. */
export const SIGN_IN_PER_CLIENT = env.SIGN_IN_CLIENT_LIMIT;

/**
 * Counts a sign-in request against the client and the address: 429 with Retry-After once either
 * has used its 15 minutes' links. The client is counted first, so a client over its limit does
 * not use up an address's links.
 */
export async function limitSignIn(client: string, email: string): Promise<void> {
  const waitClient = await takeSignInAttempt(`client:${client}`, SIGN_IN_PER_CLIENT);
  // Per mailbox: a `+tag` or Gmail's dots open no second allowance.
  const wait =
    waitClient || (await takeSignInAttempt(`address:${addressKey(email)}`, SIGN_IN_PER_ADDRESS));
  if (wait > 0) {
    throw new ApiError(429, "too_many_sign_in_links", { headers: { "Retry-After": String(wait) } });
  }
}
