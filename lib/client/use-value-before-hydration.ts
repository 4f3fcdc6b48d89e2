"use client";

import { useEffect, type RefObject } from "react";

/**
 * What a person typed or chose in a server-rendered field before the page's scripts ran. The field
 * shows it, but the state behind it was built from the server's empty value, and the next render
 * would put that back (a select or a radio at once). Read once, when the field mounts, and handed
 * to `adopt` when it differs from the state; later changes go through the field's own handler.
 */
export function useValueBeforeHydration<Element extends HTMLElement>(
  ref: RefObject<Element | null>,
  read: (element: Element) => string | null | undefined,
  value: string | null | undefined,
  adopt: (value: string) => void,
) {
  useEffect(() => {
    const shown = ref.current ? read(ref.current) : null;
    if (shown && shown !== (value ?? "")) adopt(shown);
    // Once, on mount: what the page showed before it could listen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The value of an input, textarea or select. */
export const fieldValue = (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) =>
  element.value;
