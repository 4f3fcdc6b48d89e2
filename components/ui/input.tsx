import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

export const fieldClassName =
  "w-full rounded-md border border-input bg-background px-3 text-base sm:text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50 aria-invalid:border-destructive";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClassName, "h-10", className)} {...props} />;
}
