import { randomUUID } from "node:crypto";

import { z } from "zod";

import {
  BusyError,
  CodedError,
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
import { errorText, type ErrorCode, type ErrorValues } from "@/lib/error-messages";

export interface ApiIssue {
  path: string;
  message: string;
}

/**
 * An error of the API itself (a body that is not JSON, a missing token), answered with its own
 * status and `{ code, error, issues? }` (docs/api.md, Errors).
 */
export class ApiError extends CodedError {
  readonly issues: ApiIssue[] | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(
    readonly status: number,
    code: ErrorCode,
    options: { issues?: ApiIssue[]; headers?: Record<string, string>; values?: ErrorValues } = {},
  ) {
    super(code, options.values);
    this.issues = options.issues;
    this.headers = options.headers;
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

/** An answer of the error with `code`: its message in the reader's language, and the issues. */
function coded(
  code: ErrorCode,
  status: number,
  headers: Record<string, string>,
  extra: { values?: ErrorValues; issues?: ApiIssue[]; details?: Record<string, unknown> } = {},
) {
  const { values, issues, details } = extra;
  return json(
    { code, error: errorText(code, values), ...(issues ? { issues } : {}), ...details },
    status,
    headers,
  );
}

/** The HTTP status of each kind of domain error. */
const STATUS = new Map<abstract new (...args: never[]) => CodedError, number>([
  [CredentialRequiredError, 401],
  [CredentialRefusedError, 403],
  [NotAllowedError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [TooLargeError, 413],
  [UnsupportedInputError, 415],
  [LimitReachedError, 429],
  [BusyError, 503],
  [InvalidFieldError, 400],
  [InvalidFieldsError, 400],
]);

/** The status of the error's kind, or of the nearest kind it extends (a repeat is a conflict). */
function statusOf(error: CodedError): number {
  for (let kind = error.constructor; kind !== CodedError; kind = Object.getPrototypeOf(kind)) {
    const status = STATUS.get(kind as typeof CodedError);
    if (status) return status;
  }
  return 500;
}

/**
 * The one translation of a thrown error into a response: `{ code, error, issues? }`, never a
 * stack trace. Every error answer carries the request's id (`X-Request-Id`); a server-side
 * failure is logged with it, so a person's report can be matched to the log line.
 */
export function errorResponse(error: unknown, requestId: string = randomUUID()): Response {
  const idHeader = { "X-Request-Id": requestId };
  if (error instanceof ApiError) {
    return coded(
      error.code,
      error.status,
      { ...error.headers, ...idHeader },
      { values: error.values, issues: error.issues },
    );
  }
  if (error instanceof CodedError) {
    const status = statusOf(error);
    const headers =
      error instanceof LimitReachedError || error instanceof BusyError
        ? { "Retry-After": String(error.retryAfterSeconds), ...idHeader }
        : idHeader;
    const issues =
      error instanceof InvalidFieldError
        ? [
            {
              path: error.path,
              message: error.issue ? translateValidation(error.issue) : error.message,
            },
          ]
        : error instanceof InvalidFieldsError
          ? error.issues.map((issue) => ({
              path: issue.path,
              message: translateValidation(issue.message),
            }))
          : undefined;
    const details = error instanceof ConflictError ? error.details : undefined;
    return coded(error.code, status, headers, { values: error.values, issues, details });
  }
  if (error instanceof z.ZodError) {
    return coded("invalid_request", 400, idHeader, { issues: issuesOf(error) });
  }
  if (isDatabaseUnavailable(error)) {
    console.error(`API 503 database unavailable requestId=${requestId} ${describeError(error)}`);
    return coded("unavailable", 503, { "Retry-After": "5", ...idHeader });
  }
  console.error(`API 500 requestId=${requestId} ${describeError(error)}`);
  return coded("internal", 500, idHeader);
}
