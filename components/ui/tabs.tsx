"use client";

import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      // One row that scrolls sideways on a narrow screen rather than wrapping into two.
      className={cn(
        "bg-muted inline-flex max-w-full gap-1 overflow-x-auto rounded-lg p-1",
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
