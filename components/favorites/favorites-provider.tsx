"use client";

import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";

import { FAVORITES_STORAGE_KEY, parseFavorites, toggleId } from "@/lib/favorites";

export interface FavoritesContextValue {
  favorites: number[];
  /** False until the stored list has been read, so pages can avoid flashing an empty state. */
  loaded: boolean;
  isFavorite: (id: number) => boolean;
  toggleFavorite: (id: number) => void;
  clearFavorites: () => void;
  /** Puts back a set that was cleared (Undo). */
  restoreFavorites: (ids: number[]) => void;
}

export const FavoritesContext = createContext<FavoritesContextValue | null>(null);

function store(ids: number[]) {
  try {
    localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or disabled: the set still works for this visit.
  }
}

export function FavoritesProvider({ children }: { children: ReactNode }) {
  const [favorites, setFavorites] = useState<number[]>([]);
  const [loaded, setLoaded] = useState(false);

  // Read once, after hydration (localStorage does not exist on the server).
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(FAVORITES_STORAGE_KEY);
    } catch {
      stored = null;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from an external store once
    setFavorites(parseFavorites(stored));
    setLoaded(true);
  }, []);

  const toggleFavorite = useCallback((id: number) => {
    setFavorites((current) => {
      const next = toggleId(current, id);
      store(next);
      return next;
    });
  }, []);

  const clearFavorites = useCallback(() => {
    setFavorites([]);
    store([]);
  }, []);

  const restoreFavorites = useCallback((ids: number[]) => {
    setFavorites(ids);
    store(ids);
  }, []);

  const value = useMemo<FavoritesContextValue>(
    () => ({
      favorites,
      loaded,
      isFavorite: (id) => favorites.includes(id),
      toggleFavorite,
      clearFavorites,
      restoreFavorites,
    }),
    [favorites, loaded, toggleFavorite, clearFavorites, restoreFavorites],
  );

  return <FavoritesContext.Provider value={value}>{children}</FavoritesContext.Provider>;
}
