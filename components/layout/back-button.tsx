"use client";

import { ArrowLeft } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";

import { Button } from "@/components/ui/button";

const subscribe = () => () => {};

/** Whether this page was loaded from a link on this site (not a search engine or a bookmark). */
const cameFromSite = () =>
  document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;

/**
 * Shown only where Back returns to a page of this site: after a navigation within it, or on a
 * page opened from one of its links; never at home, and not for a visitor who just arrived from
 * a search engine (Back would take them off the site). Its place beside the logo is kept on every
 * page, so neither the logo nor the menu moves when it appears.
 */
export function BackButton({ label }: { label: string }) {
  const pathname = usePathname();
  const router = useRouter();
  // The header outlives client navigations: the first path it rendered is where the visit began.
  const [landing] = useState(pathname);
  const fromSite = useSyncExternalStore(subscribe, cameFromSite, () => false);
  const shown = pathname !== "/" && (pathname !== landing || fromSite);
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
