// When a failure is the database being away, not the request being wrong: the API answers 503
// (lib/api/errors.ts), and so does a page that failed for it (server/production-server.mjs).
// No imports: the database's pool (lib/db/pool.ts) and the API's errors both use it.

/** The database cannot be reached or opened; the API answers 503. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseUnavailableError";
  }
}

// Connection-level failures of pg and the server going away: the database is unavailable, not
// the request wrong. https://www.postgresql.org/docs/current/errcodes-appendix.html (classes 08, 53, 57P)
// pg's own errors carry no code: "Connection terminated unexpectedly" (the server went away), and
// "… is not queryable" for a statement on a connection that has already failed, as the ROLLBACK
// Drizzle sends after a failed statement of a transaction is (that error is the one thrown).
// A statement cancelled by the statement timeout (57014, DATABASE_STATEMENT_TIMEOUT_MS) is the
// database too busy to answer in time: 503 as well, at once, instead of a connection held.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EPIPE",
]);

/** Whether `error`, or one of its causes, is the database being unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === "string" &&
      (UNAVAILABLE_CODES.has(code) || /^(08|53|57P|57014$)/.test(code))
    )
      return true;
    if (
      typeof message === "string" &&
      /PGlite is closed|Connection terminated|is not queryable|timeout exceeded when trying to connect/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
