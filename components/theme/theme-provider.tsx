"use client";

import { ThemeProvider as NextThemesProvider, useTheme as useNextTheme } from "next-themes";
import { createContext, useMemo, type ReactNode } from "react";

import { normalizeTheme, THEME_STORAGE_KEY } from "@/lib/theme";

export type Theme = "light" | "dark";

export interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme="light"
      themes={["light", "dark"]}
      enableSystem={false}
      disableTransitionOnChange
    >
      <ThemeBridge>{children}</ThemeBridge>
    </NextThemesProvider>
  );
}

function ThemeBridge({ children }: { children: ReactNode }) {
  const { theme, setTheme } = useNextTheme();
  const value = useMemo<ThemeContextValue>(() => {
    const current = normalizeTheme(theme);
    return {
      theme: current,
      setTheme,
      toggleTheme: () => setTheme(current === "dark" ? "light" : "dark"),
    };
  }, [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
