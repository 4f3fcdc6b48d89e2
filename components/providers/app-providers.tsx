"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";

import { FavoritesProvider } from "@/components/favorites/favorites-provider";
import { ThemeProvider } from "@/components/theme/theme-provider";

// Toasts only follow a person's action, so their code loads after the page, off the critical path.
const Toaster = dynamic(() => import("@/components/ui/toaster").then((module) => module.Toaster), {
  ssr: false,
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <FavoritesProvider>
        {children}
        <Toaster />
      </FavoritesProvider>
    </ThemeProvider>
  );
}
