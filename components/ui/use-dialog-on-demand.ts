"use client";

import { useRef, useState } from "react";

/** What a dialog loaded on demand is given: whether it is open, and where focus goes after. */
export type OnDemandDialogProps = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** For the content's `onCloseAutoFocus`: Radix returns focus only to its own trigger. */
  returnFocus: (event: Event) => void;
};

/**
 * A dialog whose code loads when a person reaches for it: the trigger is a plain button that asks
 * for the dialog's module when pointed at, focused or pressed, so the page shows and hydrates
 * without the dialog, its form and their libraries. Render the dialog once `wanted`; a press
 * before the module arrives opens it when it does.
 */
export function useDialogOnDemand() {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const want = () => setWanted(true);
  const dialogProps: OnDemandDialogProps = {
    open,
    setOpen,
    returnFocus: (event) => {
      event.preventDefault();
      trigger.current?.focus();
    },
  };
  return {
    wanted,
    dialogProps,
    triggerProps: {
      ref: trigger,
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      onPointerEnter: want,
      onFocus: want,
      onClick: () => {
        want();
        setOpen(true);
      },
    },
  };
}
