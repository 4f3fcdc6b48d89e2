"use client";

import dynamic from "next/dynamic";
import { useEffect, type ReactNode } from "react";

import { FavoritesProvider } from "@/components/favorites/favorites-provider";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { useToasterWanted } from "@/lib/client/toast";

// Toasts only follow a person's action: their code loads with the first one (lib/client/toast.ts).
const Toaster = dynamic(() => import("@/components/ui/toaster").then((module) => module.Toaster), {
  ssr: false,
});

declare global {
  interface Window {
    /** Set by components/layout/early-actions-script.tsx. */
    __releaseEarlyActions?: () => void;
  }
}

export function AppProviders({ children }: { children: ReactNode }) {
  const toasterWanted = useToasterWanted();
  // The page has hydrated (this effect runs after every component's below it): what a person
  // tapped or sent before is done now (components/layout/early-actions-script.tsx). A task
  // later, so that the fields' own effects (what was entered before hydration) have applied.
  useEffect(() => {
    const timer = setTimeout(() => window.__releaseEarlyActions?.(), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <ThemeProvider>
      <FavoritesProvider>
        {children}
        {toasterWanted ? <Toaster /> : null}
      </FavoritesProvider>
    </ThemeProvider>
  );
}
