import { randomUUID } from "node:crypto";

import { after } from "next/server";
import { z } from "zod";

import type { NotFoundCode } from "@/lib/error-messages";
import { NotFoundError } from "@/lib/errors";
import { kickMailDelivery } from "@/lib/mail/delivery";
import { idSchema } from "@/lib/validation/common";
import { MESSAGES_FOR_EVERY_CHECK } from "@/lib/validation/messages";
import { bearerToken, tokenRefused } from "./auth";
import { ApiError, errorResponse, issuesOf } from "./errors";
import { clientKey, returnTokenAttempt, takeTokenAttempt, takeWrite } from "./rate-limit";

export const MAX_BODY_BYTES = 100 * 1024;

/** Runs work once the answer has gone (Next's `after`), or now outside a request (tests). */
function afterAnswer(work: () => Promise<unknown>) {
  try {
    after(work);
  } catch {
    void work();
  }
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Wraps a route handler: the Origin check and rate limit on writes, the throttle on wrong bearer
 * tokens, and one translation of every thrown error into `{ error, issues? }` with its status
 * and the request's id.
 */
export function handler<Context>(
  fn: (request: Request, context: Context) => Promise<Response>,
  options: { rateLimit?: boolean } = {},
) {
  return async (request: Request, context: Context): Promise<Response> => {
    const requestId = randomUUID();
    try {
      if (STATE_CHANGING.has(request.method)) {
        checkOrigin(request);
        if (options.rateLimit ?? request.method === "POST") {
          const wait = await takeWrite(clientKey(request));
          if (wait > 0) {
            throw new ApiError(429, "too_many_requests", {
              headers: { "Retry-After": String(wait) },
            });
          }
        }
      }
      const response = bearerToken(request)
        ? await withTokenThrottle(request, () => fn(request, context))
        : await fn(request, context);
      // A committed write may have queued mail: it is sent right after the answer, not at the
      // worker's next poll (on Vercel, where no worker polls, within the same invocation).
      if (STATE_CHANGING.has(request.method) && response.ok) afterAnswer(kickMailDelivery);
      return response;
    } catch (error) {
      return errorResponse(error, requestId);
    }
  };
}

/**
 * Runs a request that carries a bearer token (manage, tracking, agreement or operator) once the
 * client may still send one: after its window's wrong tokens, 429 until the window ends, a
 * correct token included, or a guesser would still learn from every answer which token is right.
 * The attempt counts as a wrong token unless no check refused it.
 */
async function withTokenThrottle(request: Request, run: () => Promise<Response>) {
  const client = clientKey(request);
  const wait = await takeTokenAttempt(client);
  if (wait > 0) {
    throw new ApiError(429, "too_many_wrong_tokens", { headers: { "Retry-After": String(wait) } });
  }
  try {
    return await run();
  } finally {
    if (!tokenRefused(request)) await returnTokenAttempt(client);
  }
}

/** A browser's cross-site write is refused; clients that send no Origin (curl, servers) pass. */
function checkOrigin(request: Request) {
  const origin = request.headers.get("origin");
  if (!origin) return;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new ApiError(403, "cross_site");
  }
  if (!host || originHost !== host) throw new ApiError(403, "cross_site");
}

/** Reads a JSON body: 415 when it is not JSON, 413 over 100 KB, 400 when it does not parse. */
export async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)) {
    throw new ApiError(415, "body_not_json_type");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new ApiError(413, "body_too_large");
  const text = await readLimited(request);
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "body_not_json");
  }
}

async function readLimited(request: Request): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw new ApiError(413, "body_too_large");
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Parses with a schema; a failure is a 400 with the field messages. */
export function parseWith<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const result = schema.safeParse(value, MESSAGES_FOR_EVERY_CHECK);
  if (!result.success) {
    const issues = issuesOf(result.error);
    const rejected = issues.find((issue) => issue.path === "website");
    throw new ApiError(400, rejected ? "submission_rejected" : "invalid_fields", { issues });
  }
  return result.data;
}

/** A route param id: 404 when it is not a positive whole number (no such record can exist). */
export function parseId(raw: string, notFound: NotFoundCode): number {
  // Digits only: Number() would also read " 7", "7e2" and "0x7".
  const result = idSchema().safeParse(/^\d+$/.test(raw) ? Number(raw) : Number.NaN);
  if (!result.success) throw new NotFoundError(notFound);
  return result.data;
}
