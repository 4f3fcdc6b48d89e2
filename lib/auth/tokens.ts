import "server-only";

import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import { authSecret, env } from "@/lib/env";

// Secret tokens (manage, tracking, agreement keys, mail links): made, hashed and compared here.
// Nothing in this file knows about HTTP; lib/api/auth.ts reads tokens from requests.

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

/** Whether the token is the operator's (ADMIN_TOKEN). */
export const isOperatorToken = (token: string, adminToken = env.ADMIN_TOKEN) =>
  Boolean(adminToken && sameSecret(token, adminToken));

const signature = (purpose: string, id: number, expires: number) =>
  createHmac("sha256", authSecret).update(`${purpose}:${id}:${expires}`).digest("base64url");

/**
 * A token that opens one record for a while without being stored: `s.<expires>.<signature>`,
 * signed with AUTH_SECRET. A signed-in contractor's own place (/pro) links their proposals'
 * tracking pages with one, since the e-mailed tracking tokens are kept only as hashes.
 */
export function signedToken(purpose: string, id: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `s.${expires}.${signature(purpose, id, expires)}`;
}

/** Whether a token is a signed token for this purpose and record, not yet expired. */
export function checkSignedToken(
  token: string,
  purpose: string,
  id: number,
  now = Date.now(),
): boolean {
  const match = /^s\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  return sameSecret(match[2]!, signature(purpose, id, expires));
}
