"use client";

import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

export const Tabs = TabsPrimitive.Root;

export function TabsList({
  className,
  wrap = false,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { wrap?: boolean }) {
  return (
    <TabsPrimitive.List
      // One row that scrolls sideways on a narrow screen, or, with `wrap`, as many rows as it
      // takes so every tab stays in view.
      className={cn(
        "bg-muted inline-flex max-w-full gap-1 rounded-lg p-1",
        wrap ? "flex-wrap" : "overflow-x-auto",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "text-muted-foreground data-[state=active]:bg-card data-[state=active]:text-foreground shrink-0 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = TabsPrimitive.Content;
