import "server-only";

import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

import { env } from "@/lib/env";
import { ApiError } from "./errors";

/** A new manage token: 256 random bits, URL-safe. Returned once; only its hash is stored. */
export function newManageToken(): string {
  return randomBytes(32).toString("base64url");
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(hashToken(a));
  const right = Buffer.from(hashToken(b));
  return timingSafeEqual(left, right);
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/**
 * Who may manage a project: the holder of its manage token, or the operator (ADMIN_TOKEN).
 * No token: 401. A wrong token: 403.
 */
export function authorize(
  request: Request,
  manageTokenHash: string,
  adminToken = env.ADMIN_TOKEN,
): "owner" | "operator" {
  const token = bearerToken(request);
  if (!token) throw new ApiError(401, "A manage token is required for this project");
  if (adminToken && sameSecret(token, adminToken)) return "operator";
  const given = Buffer.from(hashToken(token));
  const stored = Buffer.from(manageTokenHash);
  if (given.length === stored.length && timingSafeEqual(given, stored)) return "owner";
  throw new ApiError(403, "This token does not allow changes to this project");
}

/** True when the request carries the operator token. */
export function isOperator(request: Request, adminToken = env.ADMIN_TOKEN): boolean {
  const token = bearerToken(request);
  return Boolean(token && adminToken && sameSecret(token, adminToken));
}
