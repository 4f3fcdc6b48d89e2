import type { ReactNode } from "react";

/** A titled group of the quote, set off from the one before by a rule. */
export function QuoteGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <div className="border-border border-t pt-4">
      <fieldset className="space-y-3">
        <legend className="mb-3 text-sm font-semibold">{legend}</legend>
        {children}
      </fieldset>
    </div>
  );
}

/** A part of the quote set off by a rule, its first question naming it. */
export function QuotePart({ children }: { children: ReactNode }) {
  return <div className="border-border space-y-3 border-t pt-4">{children}</div>;
}
