import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

/** The heading band at the top of a content page. */
export function PageIntro({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("border-border bg-secondary/60 border-b", className)}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {description ? (
          <p className="text-muted-foreground mt-3 max-w-3xl text-lg">{description}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
