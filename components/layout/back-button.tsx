"use client";

import { ArrowLeft } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useSyncExternalStore } from "react";

import { Button } from "@/components/ui/button";

const subscribe = () => () => {};

/**
 * Shown only when the history has more than 2 entries and the page is not home. Its place beside
 * the logo is kept on every page, so neither the logo nor the menu moves when it appears.
 */
export function BackButton({ label }: { label: string }) {
  const pathname = usePathname();
  const router = useRouter();
  const historyLength = useSyncExternalStore(
    subscribe,
    () => window.history.length,
    () => 0,
  );
  const shown = pathname !== "/" && historyLength > 2;
  return (
    <div className="flex w-10 shrink-0 justify-start sm:w-20" data-testid="back-slot">
      {shown ? (
        <Button variant="ghost" size="sm" onClick={() => router.back()}>
          <ArrowLeft aria-hidden />
          <span className="hidden sm:inline">{label}</span>
          <span className="sr-only sm:hidden">{label}</span>
        </Button>
      ) : null}
    </div>
  );
}
