import { useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

/**
 * Toasts, with their code loaded on the first one. Toasts only follow a person's action, so no
 * page downloads, runs or mounts the toast library before someone acts: the first toast asks
 * AppProviders for the <Toaster> (components/ui/toaster.tsx) and is shown once it listens.
 */
let toasterWanted = false;
const listeners = new Set<() => void>();
let markToasterMounted = () => {};
const toasterMounted = new Promise<void>((resolve) => (markToasterMounted = resolve));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** True once a toast has been asked for; AppProviders then mounts the <Toaster>. */
export function useToasterWanted() {
  return useSyncExternalStore(
    subscribe,
    () => toasterWanted,
    () => false,
  );
}

/** Called by the <Toaster> once it listens: the toasts asked for meanwhile are shown then. */
export function onToasterMounted() {
  markToasterMounted();
}

/** The toast library, once the <Toaster> listens. */
const sonner = () => toasterMounted.then(() => import("sonner"));

function withToaster(use: (library: typeof import("sonner")) => void) {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  void sonner().then(use);
}

const show = (kind: "success" | "error" | "warning") => (message: string, data?: ExternalToast) =>
  withToaster(({ toast }) => toast[kind](message, data));

export const toast = {
  success: show("success"),
  error: show("error"),
  warning: show("warning"),
  /** Removes the toast shown with this `id`, once what it pointed at is dealt with. */
  dismiss: (id: string) => {
    if (toasterWanted) void sonner().then(({ toast }) => toast.dismiss(id));
  },
};
