"use client";

import { useSyncExternalStore } from "react";

// The manage token of the project this browser's owner is looking at, for the controls of the
// page's own lists (a note's Remove): the owner's panel publishes it once the server accepted it.

const tokens = new Map<number, string>();
const listeners = new Set<() => void>();

export function publishOwnerToken(rowId: number, token: string | null) {
  if (token) tokens.set(rowId, token);
  else tokens.delete(rowId);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The owner's manage token for the project, once known; null for everyone else. */
export const useOwnerToken = (rowId: number) =>
  useSyncExternalStore(
    subscribe,
    () => tokens.get(rowId) ?? null,
    () => null,
  );
