"use client";

import { ArrowLeft } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useSyncExternalStore } from "react";

import { Button } from "@/components/ui/button";

const subscribe = () => () => {};

/** Shown only when the history has more than 2 entries and the page is not home. */
export function BackButton({ label }: { label: string }) {
  const pathname = usePathname();
  const router = useRouter();
  const historyLength = useSyncExternalStore(
    subscribe,
    () => window.history.length,
    () => 0,
  );
  if (pathname === "/" || historyLength <= 2) return null;
  return (
    <Button variant="ghost" size="sm" onClick={() => router.back()}>
      <ArrowLeft aria-hidden />
      <span className="hidden sm:inline">{label}</span>
      <span className="sr-only sm:hidden">{label}</span>
    </Button>
  );
}
