import { useMutation, type MutationOptions } from "@tanstack/react-query";

import { toast as siteToast } from "@/lib/client/toast";
import { parseWriteError, shownBesideField, type WriteError } from "@/lib/client/write-error";

export interface MutationActionOptions<TVariables, TResult> {
  /** What follows a success: closing a dialog, a toast, handing the answer up. */
  onSuccess?: (result: TResult, variables: TVariables) => void;
  /** The failure toast's title; the error's message is its description. */
  errorToast: string;
  /**
   * Shows a refused field's message beside the field, answering true when it did: then no
   * toast. Without it every failure is a toast.
   */
  onFieldError?: (field: string, message: string) => boolean;
}

/** The useMutation options of an action: exported for its test, which runs them without React. */
export function mutationActionOptions<TVariables, TResult>(
  action: (variables: TVariables) => Promise<TResult>,
  options: MutationActionOptions<TVariables, TResult>,
  toast: Pick<typeof siteToast, "error"> = siteToast,
): MutationOptions<TResult, unknown, TVariables> {
  return {
    mutationFn: action,
    // Sent as the browser is: offline it fails with the fetch wrapper's message, never waits.
    networkMode: "always",
    retry: false,
    onSuccess: (result, variables) => options.onSuccess?.(result, variables),
    onError: (error) => {
      if (!shownBesideField(error, options.onFieldError ?? (() => false))) {
        toast.error(options.errorToast, { description: (error as Error).message });
      }
    },
  };
}

/**
 * One write from a component: `run(variables)` calls the action; `pending` is true until it
 * has answered and its success or failure has been shown; `error` is the last failure, parsed.
 * Needs a QueryProvider above it (components/providers/query-provider.tsx).
 */
export function useMutationAction<TVariables = void, TResult = unknown>(
  action: (variables: TVariables) => Promise<TResult>,
  options: MutationActionOptions<TVariables, TResult>,
): { run: (variables: TVariables) => void; pending: boolean; error: WriteError | null } {
  const mutation = useMutation(mutationActionOptions(action, options));
  return {
    run: mutation.mutate,
    pending: mutation.isPending,
    error: mutation.error ? parseWriteError(mutation.error) : null,
  };
}
