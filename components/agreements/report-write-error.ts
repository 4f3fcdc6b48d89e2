import { ApiRequestError } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";

/** Shows a refused write's field messages under the fields, and anything else as a toast. */
export function reportWriteError(
  error: unknown,
  setError: (field: string, message: string) => boolean,
  fallback: string,
) {
  const issues = error instanceof ApiRequestError ? error.issues : undefined;
  const shown = issues?.some((issue) => setError(issue.path, issue.message)) ?? false;
  if (!shown) toast.error(fallback, { description: (error as Error).message });
}
