import { ApiRequestError } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";

/** A refused or failed write as a form shows it: the server's message, code and field issues. */
export interface WriteError {
  message: string;
  /** The answer's status; 0 when the server could not be reached (or the error was not an answer). */
  status: number;
  /** The answer's stable code (`project_repeated`), when it gave one. */
  code?: string;
  /** The fields the server refused, with its message for each (empty when it named none). */
  issues: { path: string; message: string }[];
}

export function parseWriteError(error: unknown): WriteError {
  if (error instanceof ApiRequestError) {
    return {
      message: error.message,
      status: error.status,
      ...(error.code ? { code: error.code } : {}),
      issues: error.issues ?? [],
    };
  }
  return { message: error instanceof Error ? error.message : String(error), status: 0, issues: [] };
}

/**
 * Hands each refused field's message to `setError` until one is shown beside its field (it
 * answers true); whether one was.
 */
export function shownBesideField(
  error: unknown,
  setError: (field: string, message: string) => boolean,
): boolean {
  const issues = error instanceof ApiRequestError ? error.issues : undefined;
  return issues?.some((issue) => setError(issue.path, issue.message)) ?? false;
}

/** Shows a refused write's field messages under the fields, and anything else as a toast. */
export function reportWriteError(
  error: unknown,
  setError: (field: string, message: string) => boolean,
  fallback: string,
) {
  if (!shownBesideField(error, setError)) {
    toast.error(fallback, { description: (error as Error).message });
  }
}
