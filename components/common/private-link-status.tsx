import { LoadError } from "@/components/common/load-error";
import type { PrivateLinkState } from "@/lib/client/use-private-link-resource";

/** What a page opened from a private link shows before its resource is there. */
export function PrivateLinkStatus({
  state,
  text,
  invalidTestId,
}: {
  state: Exclude<PrivateLinkState<unknown>, { status: "ready" }>;
  text: { loading: string; invalid: string; loadError: string; retry: string };
  invalidTestId?: string;
}) {
  if (state.status === "loading") {
    return (
      <p role="status" className="text-muted-foreground py-16 text-center">
        {text.loading}
      </p>
    );
  }
  if (state.status === "network-error") {
    return <LoadError message={text.loadError} retryLabel={text.retry} onRetry={state.retry} />;
  }
  // An unknown resource and a token that does not open it read the same: a link shows nothing
  // of what it does not open.
  return (
    <p
      role="alert"
      className="border-destructive/40 bg-destructive/10 rounded-lg border p-4"
      data-testid={invalidTestId}
    >
      {text.invalid}
    </p>
  );
}
