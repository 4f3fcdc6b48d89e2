import { randomUUID } from "node:crypto";

import { z } from "zod";

import {
  BusyError,
  CredentialRefusedError,
  CredentialRequiredError,
  InvalidFieldError,
  InvalidFieldsError,
  LimitReachedError,
  NotAllowedError,
  ConflictError,
  NotFoundError,
  TooLargeError,
  UnsupportedInputError,
} from "@/lib/errors";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { translateValidation } from "@/lib/validation/translate";

export interface ApiIssue {
  path: string;
  message: string;
}

/** An error the API answers with its own status and `{ error, issues? }` (docs/api.md, Errors). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: ApiIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** A schema's issues as the API answers them: each message in the reader's language. */
export const issuesOf = (error: z.ZodError): ApiIssue[] =>
  error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: translateValidation(issue.message),
  }));

export function json(body: unknown, status = 200, headers?: Record<string, string>) {
  return Response.json(body, { status, headers });
}

// Identifiers only: a class name, a SQLSTATE such as 23514 or a Node code such as ECONNRESET.
const SAFE_NAME = /^[A-Za-z_][\w.]{0,63}$/;
const SAFE_CODE = /^[A-Z0-9_]{1,32}$/;

/**
 * What may be logged about a failure: the error's class and the first error code along its
 * causes. Never the message: a failed query's message (Drizzle's "Failed query: … params: …"),
 * PostgreSQL's detail ("Failing row contains …") and the error object all carry the
 * statement's parameters, which are people's names, e-mail addresses and token hashes.
 */
export function describeError(error: unknown): string {
  // The class: Drizzle's query error keeps Error's generic name.
  const className = error instanceof Error ? error.constructor.name : "";
  const name = SAFE_NAME.test(className)
    ? className
    : error instanceof Error && SAFE_NAME.test(error.name)
      ? error.name
      : typeof error;
  let code: string | undefined;
  for (let current = error, depth = 0; current && depth < 5 && !code; depth++) {
    const value = (current as { code?: unknown }).code;
    if (typeof value === "string" && SAFE_CODE.test(value)) code = value;
    current = (current as { cause?: unknown }).cause;
  }
  return `error=${name} code=${code ?? "-"}`;
}

/**
 * The one translation of a thrown error into a response: `{ error, issues? }`, never a stack
 * trace. Every error answer carries the request's id (`X-Request-Id`); a server-side failure is
 * logged with it, so a person's report can be matched to the log line.
 */
export function errorResponse(error: unknown, requestId: string = randomUUID()): Response {
  const idHeader = { "X-Request-Id": requestId };
  if (error instanceof ApiError) {
    return json(
      { error: error.message, ...(error.issues ? { issues: error.issues } : {}) },
      error.status,
      { ...error.headers, ...idHeader },
    );
  }
  if (error instanceof CredentialRequiredError)
    return json({ error: error.message }, 401, idHeader);
  if (error instanceof CredentialRefusedError) return json({ error: error.message }, 403, idHeader);
  if (error instanceof NotAllowedError) {
    return json(
      { ...(error.code ? { code: error.code } : {}), error: error.message },
      403,
      idHeader,
    );
  }
  if (error instanceof NotFoundError) return json({ error: error.message }, 404, idHeader);
  if (error instanceof ConflictError) {
    return json(
      { ...(error.code ? { code: error.code } : {}), error: error.message, ...error.details },
      409,
      idHeader,
    );
  }
  if (error instanceof TooLargeError) return json({ error: error.message }, 413, idHeader);
  if (error instanceof UnsupportedInputError) return json({ error: error.message }, 415, idHeader);
  if (error instanceof LimitReachedError) {
    return json({ ...(error.code ? { code: error.code } : {}), error: error.message }, 429, {
      "Retry-After": String(error.retryAfterSeconds),
      ...idHeader,
    });
  }
  if (error instanceof BusyError) {
    return json({ error: error.message }, 503, {
      "Retry-After": String(error.retryAfterSeconds),
      ...idHeader,
    });
  }
  if (error instanceof InvalidFieldError) {
    return json(
      {
        error: error.summary,
        issues: [{ path: error.path, message: translateValidation(error.message) }],
      },
      400,
      idHeader,
    );
  }
  if (error instanceof InvalidFieldsError) {
    return json(
      {
        error: error.summary,
        issues: error.issues.map((issue) => ({
          path: issue.path,
          message: translateValidation(issue.message),
        })),
      },
      400,
      idHeader,
    );
  }
  if (error instanceof z.ZodError) {
    return json({ error: "Invalid request", issues: issuesOf(error) }, 400, idHeader);
  }
  if (isDatabaseUnavailable(error)) {
    console.error(`API 503 database unavailable requestId=${requestId} ${describeError(error)}`);
    return json(
      { error: "The service is temporarily unavailable. Please try again shortly." },
      503,
      { "Retry-After": "5", ...idHeader },
    );
  }
  console.error(`API 500 requestId=${requestId} ${describeError(error)}`);
  return json({ error: "Something went wrong on our side. Please try again." }, 500, idHeader);
}
