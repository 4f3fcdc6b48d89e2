import type { ExternalToast } from "sonner";

/**
 * Toasts, with the toast library loaded on the first one. Toasts only follow a person's action,
 * so pages with forms show and hydrate without it; the <Toaster> (components/ui/toaster.tsx)
 * loads the same module after the page and shows what is sent here.
 */
const show = (kind: "success" | "error" | "warning") => (message: string, data?: ExternalToast) =>
  void import("sonner").then(({ toast }) => toast[kind](message, data));

export const toast = {
  success: show("success"),
  error: show("error"),
  warning: show("warning"),
  /** Removes the toast shown with this `id`, once what it pointed at is dealt with. */
  dismiss: (id: string) => void import("sonner").then(({ toast }) => toast.dismiss(id)),
};
