import "server-only";

import { currentAccount, type Account } from "@/lib/accounts/session";
import { withBearer } from "./auth";
import { ApiError } from "./errors";

/** The signed-in contractor of a request: 401 without a session. */
export async function requireAccount(request: Request): Promise<Account> {
  const account = await currentAccount(request.headers);
  if (!account) throw new ApiError(401, "sign_in_required");
  return account;
}

/**
 * Runs an agreement's access check with the request's bearer token and its signed-in account
 * (null without a session cookie): a contractor may act through the account a proposal is of.
 */
export async function withAgreementCredentials<T>(
  request: Request,
  check: (token: string | null, account: Account | null) => T | Promise<T>,
): Promise<T> {
  const account = await currentAccount(request.headers);
  return withBearer(request, (token) => check(token, account));
}
