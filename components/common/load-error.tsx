import { AlertTriangle, RefreshCw } from "lucide-react";

import { Button } from "@/components/ui/button";

/** A load that failed (offline, a server error): what went wrong and a way to try again. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="border-destructive/40 bg-destructive/5 flex flex-col items-center gap-3 rounded-lg border px-4 py-12 text-center"
    >
      <AlertTriangle className="text-destructive size-8" aria-hidden />
      <p className="font-semibold">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden />
        {retryLabel}
      </Button>
    </div>
  );
}
