"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";

import { FavoritesProvider } from "@/components/favorites/favorites-provider";
import { LinkNavigation } from "@/components/layout/link-navigation";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { useToasterWanted } from "@/lib/client/toast";

// Toasts only follow a person's action: their code loads with the first one (lib/client/toast.ts).
const Toaster = dynamic(() => import("@/components/ui/toaster").then((module) => module.Toaster), {
  ssr: false,
});

export function AppProviders({ children }: { children: ReactNode }) {
  const toasterWanted = useToasterWanted();
  return (
    <ThemeProvider>
      <FavoritesProvider>
        <LinkNavigation />
        {children}
        {toasterWanted ? <Toaster /> : null}
      </FavoritesProvider>
    </ThemeProvider>
  );
}
