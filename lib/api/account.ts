import "server-only";

import { currentAccount, type Account } from "@/lib/accounts/session";
import { ApiError } from "./errors";

/** The signed-in contractor of a request: 401 without a session. */
export async function requireAccount(request: Request): Promise<Account> {
  const account = await currentAccount(request.headers);
  if (!account) throw new ApiError(401, "Sign in first: ask for a sign-in link at /pro");
  return account;
}
