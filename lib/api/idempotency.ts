import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from "node:crypto";

import { deleteExpiredIdempotencyKeys, runOnce } from "@/lib/api/idempotency-store";
import { getDb, type Database } from "@/lib/db/client";
import { errorText } from "@/lib/error-messages";
import { ApiError } from "./errors";

// Printable ASCII, as Stripe's keys: a UUID fits, and so does any client's own scheme.
const KEY_FORMAT = /^[\x20-\x7e]{8,255}$/;

/** The request's Idempotency-Key, undefined when none is sent; 400 when it is malformed. */
export function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get("idempotency-key");
  if (key === null) return undefined;
  if (!KEY_FORMAT.test(key)) {
    throw new ApiError(400, "idempotency_key_format", {
      issues: [{ path: "Idempotency-Key", message: errorText("idempotency_key_format") }],
    });
  }
  return key;
}

/**
 * Secrets that only the holder of the key can compute. The stored answer of POST /api/projects
 * holds the manage token, which is otherwise kept only as a hash: encrypted under a key derived
 * from the Idempotency-Key, a retry can read it and a copy of the database cannot.
 */
function secretsOf(key: string) {
  const material = Buffer.from(
    hkdfSync("sha256", key, "torontopros idempotency", "answer key and request key", 64),
  );
  return { answerKey: material.subarray(0, 32), requestKey: material.subarray(32) };
}

/** JSON with object keys sorted, so the same body sent twice hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function encrypt(key: Buffer, plaintext: string, context: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from(context));
  const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString("base64url");
}

function decrypt(key: Buffer, stored: string, context: string): string {
  const bytes = Buffer.from(stored, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([
    decipher.update(bytes.subarray(12, bytes.length - 16)),
    decipher.final(),
  ]).toString("utf8");
}

const answer = (status: number, body: string, replayed: boolean) =>
  new Response(body, {
    status,
    headers: {
      "content-type": "application/json",
      ...(replayed ? { "Idempotent-Replayed": "true" } : {}),
    },
  });

// Expired records go at most once a minute per process, on a request that brings a key.
const SWEEP_INTERVAL_MS = 60_000;
let lastSweep = 0;

/**
 * Answers a create with `status`: run once per Idempotency-Key and replayed, same status and
 * body, for 24 hours; the same key with another body (or on another endpoint) is 422. Without a
 * key it simply runs. `create` gets the database or the transaction to write with.
 */
export async function createOnce(
  key: string | undefined,
  endpoint: string,
  body: unknown,
  create: (db: Database) => Promise<unknown>,
  status = 201,
): Promise<Response> {
  if (key === undefined) {
    return answer(status, JSON.stringify(await create(await getDb())), false);
  }
  if (Date.now() - lastSweep > SWEEP_INTERVAL_MS) {
    lastSweep = Date.now();
    await deleteExpiredIdempotencyKeys();
  }
  const { answerKey, requestKey } = secretsOf(key);
  const keyHash = createHash("sha256").update(key).digest("hex");
  const requestHash = createHmac("sha256", requestKey)
    .update(`${endpoint}\n${canonical(body)}`)
    .digest("hex");
  const outcome = await runOnce(
    { keyHash, endpoint, requestHash },
    async (db) => JSON.stringify(await create(db)),
    (text) => ({ status, response: encrypt(answerKey, text, keyHash) }),
  );
  if ("done" in outcome) return answer(status, outcome.done, false);
  const { kept } = outcome;
  if (kept.endpoint !== endpoint || kept.requestHash !== requestHash) {
    throw new ApiError(422, "idempotency_key_reused");
  }
  return answer(kept.status!, decrypt(answerKey, kept.response!, keyHash), true);
}
