"use client";

import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

// A form's draft kept in this browser until it is sent: a visitor who leaves the page, loses the
// connection or reloads finds what they typed. Only values the visitor changed are kept; the
// draft goes when the form is sent (reset to its empty values) or cleared.

const PREFIX = "draft:";

function readDraft(key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PREFIX + key) ?? "null");
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Restores the draft saved under `key` once mounted, then saves every change while the form
 * differs from its defaults and forgets it when it does not (after a send resets it). Fields in
 * `omit` are never kept (a honeypot, uploaded photos that the server sweeps after a day).
 */
export function useFormDraft<Values extends FieldValues, Context, Transformed>(
  form: UseFormReturn<Values, Context, Transformed>,
  key: string,
  omit: readonly string[] = [],
) {
  const { reset, getValues, subscribe } = form;
  useEffect(() => {
    const draft = readDraft(key);
    if (draft) reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
    return subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ values, isDirty }) => {
        try {
          if (!isDirty) {
            localStorage.removeItem(PREFIX + key);
            return;
          }
          const kept = Object.fromEntries(
            Object.entries(values).filter(([field]) => !omit.includes(field)),
          );
          localStorage.setItem(PREFIX + key, JSON.stringify(kept));
        } catch {
          // Storage unavailable or full: the form works without a draft.
        }
      },
    });
    // The key and the omitted fields are fixed for a form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reset, getValues, subscribe]);
}

/** Forgets a draft once what it held was sent (the form itself may be gone by then). */
export function forgetDraft(key: string) {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing stored.
  }
}
