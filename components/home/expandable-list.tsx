"use client";

import { useState, type ReactNode } from "react";

import { Button } from "@/components/ui/button";

/**
 * Hides the server-rendered items marked `data-extra` until the toggle is pressed; the items
 * stay server components, only this wrapper ships to the browser.
 */
export function ExpandableList({
  extra,
  moreLabel,
  lessLabel,
  controls,
  children,
}: {
  extra: number;
  moreLabel: string;
  lessLabel: string;
  /** id of the list the toggle shows and hides. */
  controls?: string;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  return (
    <div data-expanded={expanded} className="[&[data-expanded=false]_[data-extra]]:hidden">
      {children}
      {extra > 0 ? (
        <div className="mt-8 flex justify-center">
          <Button
            variant="outline"
            aria-expanded={expanded}
            aria-controls={controls}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? lessLabel : moreLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
