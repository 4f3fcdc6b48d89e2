"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** The path to follow in place for an event on a site link, or null to leave it to the browser. */
export function inPlaceHref(target: EventTarget | null, here: Location): string | null {
  const anchor = target instanceof Element ? target.closest("a[data-client-nav]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return null;
  // A jump within the same page stays the browser's own.
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Follows site links (`components/common/link.tsx`) with the App Router, from one set of
 * listeners on the document: a click navigates in place, and pointing at, touching or focusing a
 * link fetches its page first.
 */
export function LinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const fetched = new Set<string>();
    const prefetch = (event: Event) => {
      const href = inPlaceHref(event.target, window.location);
      if (href === null || fetched.has(href)) return;
      fetched.add(href);
      router.prefetch(href);
    };
    const navigate = (event: MouseEvent) => {
      // A modified click opens a tab or window, as the browser does it.
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const href = inPlaceHref(event.target, window.location);
      if (href === null) return;
      event.preventDefault();
      router.push(href);
    };
    const passive = { passive: true };
    document.addEventListener("click", navigate);
    document.addEventListener("pointerover", prefetch, passive);
    document.addEventListener("touchstart", prefetch, passive);
    document.addEventListener("focusin", prefetch);
    return () => {
      document.removeEventListener("click", navigate);
      document.removeEventListener("pointerover", prefetch);
      document.removeEventListener("touchstart", prefetch);
      document.removeEventListener("focusin", prefetch);
    };
  }, [router]);
  return null;
}
