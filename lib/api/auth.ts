import "server-only";

import { isOperatorToken } from "@/lib/auth/tokens";
import { CredentialRefusedError, CredentialRequiredError } from "@/lib/errors";

// The HTTP side of access: the bearer token a request carries, and what the checks made of it.
// The checks themselves take a token and live with their feature (lib/projects/access.ts,
// lib/proposals/access.ts, lib/agreements/access.ts).

// What the checks made of each request's bearer token: the handler counts a token that some
// check refused and none accepted against the client (lib/api/rate-limit.ts, takeTokenAttempt).
const verdicts = new WeakMap<Request, "accepted" | "refused">();

function noteToken(request: Request, accepted: boolean) {
  if (accepted) verdicts.set(request, "accepted");
  else if (!verdicts.has(request)) verdicts.set(request, "refused");
}

/** True when the request's bearer token was checked, and no check accepted it. */
export const tokenRefused = (request: Request) => verdicts.get(request) === "refused";

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/**
 * Runs a feature's access check with the request's bearer token and notes its verdict: a check
 * that refuses the token (CredentialRefusedError) counts against the client's wrong-token budget.
 */
export async function withBearer<T>(
  request: Request,
  check: (token: string | null) => T | Promise<T>,
): Promise<T> {
  const token = bearerToken(request);
  try {
    const result = await check(token);
    if (token) noteToken(request, true);
    return result;
  } catch (error) {
    if (token && error instanceof CredentialRefusedError) noteToken(request, false);
    throw error;
  }
}

/** True when the request carries the operator token. */
export function isOperator(request: Request): boolean {
  const token = bearerToken(request);
  if (!token) return false;
  const operator = isOperatorToken(token);
  noteToken(request, operator);
  return operator;
}

/** The operator alone (ADMIN_TOKEN): 401 without a token, 403 with another. */
export function requireOperator(request: Request): void {
  if (!bearerToken(request)) throw new CredentialRequiredError("operator_token_required");
  if (!isOperator(request)) throw new CredentialRefusedError("operator_token_refused");
}
