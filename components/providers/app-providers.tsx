"use client";

import type { ReactNode } from "react";

import { FavoritesProvider } from "@/components/favorites/favorites-provider";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { Toaster } from "@/components/ui/toaster";

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
