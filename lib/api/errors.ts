import { z } from "zod";

import { InvalidFieldError } from "@/lib/data/errors";
import { DatabaseUnavailableError } from "@/lib/db/client";

export interface ApiIssue {
  path: string;
  message: string;
}

/** An error the API answers with its own status and message (DECISIONS section 5). */
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

export const issuesOf = (error: z.ZodError): ApiIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));

// Connection-level failures of pg and the server going away: the database is unavailable, not
// the request wrong. https://www.postgresql.org/docs/current/errcodes-appendix.html (classes 08, 53, 57P)
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EPIPE",
]);

function isUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || /^(08|53|57P)/.test(code)))
      return true;
    if (
      typeof message === "string" &&
      /PGlite is closed|Connection terminated|timeout exceeded when trying to connect/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function json(body: unknown, status = 200, headers?: Record<string, string>) {
  return Response.json(body, { status, headers });
}

/** The one translation of a thrown error into a response: `{ error, issues? }`, never a stack trace. */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return json(
      { error: error.message, ...(error.issues ? { issues: error.issues } : {}) },
      error.status,
      error.headers,
    );
  }
  if (error instanceof InvalidFieldError) {
    return json(
      {
        error: "Please fix the following errors:",
        issues: [{ path: error.path, message: error.message }],
      },
      400,
    );
  }
  if (error instanceof z.ZodError) {
    return json({ error: "Invalid request", issues: issuesOf(error) }, 400);
  }
  if (isUnavailable(error)) {
    console.error("Database unavailable:", error instanceof Error ? error.message : error);
    return json(
      { error: "The service is temporarily unavailable. Please try again shortly." },
      503,
      {
        "Retry-After": "5",
      },
    );
  }
  console.error("Unexpected API error:", error);
  return json({ error: "Something went wrong on our side. Please try again." }, 500);
}
