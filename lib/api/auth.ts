import "server-only";

import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

import { env } from "@/lib/env";
import { ApiError } from "./errors";

/**
 * A new secret token (manage or tracking): 256 random bits, URL-safe. Returned once; only its
 * hash is stored.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Two secrets compared in constant time (through their hashes, so lengths need not match). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(hashToken(a));
  const right = Buffer.from(hashToken(b));
  return timingSafeEqual(left, right);
}

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
 * Who may manage a project: the holder of one of its manage tokens (the first, or one issued by
 * lost-link recovery or a notice), or the operator (ADMIN_TOKEN). No token: 401. A wrong token: 403.
 */
export function authorize(
  request: Request,
  manageTokenHashes: string | readonly string[],
  adminToken = env.ADMIN_TOKEN,
): "owner" | "operator" {
  const token = bearerToken(request);
  if (!token) throw new ApiError(401, "A manage token is required for this project");
  const access =
    adminToken && sameSecret(token, adminToken)
      ? "operator"
      : matchesHash(token, manageTokenHashes)
        ? "owner"
        : null;
  noteToken(request, access !== null);
  if (!access) throw new ApiError(403, "This token does not allow changes to this project");
  return access;
}

/** Whether the token's hash is one of the stored hashes (compared in constant time). */
export function matchesHash(token: string, hashes: string | readonly string[]): boolean {
  const given = Buffer.from(hashToken(token));
  let found = false;
  for (const hash of typeof hashes === "string" ? [hashes] : hashes) {
    const stored = Buffer.from(hash);
    if (given.length === stored.length && timingSafeEqual(given, stored)) found = true;
  }
  return found;
}

/** True when the request carries the operator token. */
export function isOperator(request: Request, adminToken = env.ADMIN_TOKEN): boolean {
  const token = bearerToken(request);
  if (!token) return false;
  const operator = Boolean(adminToken && sameSecret(token, adminToken));
  noteToken(request, operator);
  return operator;
}

/**
 * The holder of a proposal's tracking token (the contractor who sent it). No token: 401; a wrong
 * one, or a proposal sent before tracking existed: 403.
 */
export function authorizeTracking(request: Request, trackingTokenHash: string | null): void {
  const token = bearerToken(request);
  if (!token) throw new ApiError(401, "The proposal's tracking token is required");
  const tracking = Boolean(trackingTokenHash && matchesHash(token, trackingTokenHash));
  noteToken(request, tracking);
  if (!tracking) throw new ApiError(403, "This tracking link does not belong to this proposal");
}

/** The operator alone (ADMIN_TOKEN): 401 without a token, 403 with another. */
export function requireOperator(request: Request): void {
  if (!bearerToken(request)) throw new ApiError(401, "The operator token is required");
  if (!isOperator(request)) throw new ApiError(403, "This is not the operator token");
}
