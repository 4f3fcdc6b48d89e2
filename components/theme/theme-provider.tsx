"use client";

import {
  createContext,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from "react";

import { normalizeTheme, SYSTEM_DARK_QUERY, THEME_STORAGE_KEY } from "@/lib/theme";

export type Theme = "light" | "dark";

export interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

// The theme lives where the head script put it: the class on <html>. Reading it from there means
// hydration changes nothing on the page; a library that re-applies the theme after hydration
// restyled the whole document twice on every load (docs/performance.md).
const listeners = new Set<() => void>();

function readTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

const systemDark = () => window.matchMedia?.(SYSTEM_DARK_QUERY).matches ?? false;

function storedChoice(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The visitor's choice, else the device's setting. */
const wantedTheme = (): Theme => normalizeTheme(storedChoice(), systemDark());

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  if (root.classList.contains(theme)) return;
  // Colours switch at once rather than each control fading on its own transition.
  const noTransitions = document.createElement("style");
  noTransitions.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.appendChild(noTransitions);
  root.classList.remove(theme === "dark" ? "light" : "dark");
  root.classList.add(theme);
  window.getComputedStyle(root).getPropertyValue("color"); // styled while transitions are off
  setTimeout(() => noTransitions.remove(), 1);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // The choice made in another tab.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) applyTheme(normalizeTheme(event.newValue, systemDark()));
  };
  // The device's setting changed: followed while the visitor has chosen nothing.
  const system = window.matchMedia?.(SYSTEM_DARK_QUERY);
  const onSystem = () => applyTheme(wantedTheme());
  window.addEventListener("storage", onStorage);
  system?.addEventListener("change", onSystem);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
    system?.removeEventListener("change", onSystem);
  };
}

function setTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused (private mode, quota): the theme still changes for this page.
  }
  applyTheme(theme);
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  // The server renders light; the class the head script set is read once hydrated.
  const theme = useSyncExternalStore(subscribe, readTheme, () => "light" as const);
  // A document React builds itself (a not-found or error page served as an error shell) never
  // ran the head script, so it has neither class: the theme is put on before paint.
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!root.classList.contains("light") && !root.classList.contains("dark")) {
      applyTheme(wantedTheme());
    }
  }, []);
  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      setTheme,
      toggleTheme: () => setTheme(theme === "dark" ? "light" : "dark"),
    }),
    [theme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
