"use client";

import { useTranslations } from "next-intl";

import type { OwnerProposal } from "@/lib/proposals/shapes";
import { cn } from "@/lib/utils";

/** One button per contractor, for a row of columns wider than the screen. */
export function CompareJumpButtons({
  proposals,
  active,
  onJump,
}: {
  proposals: readonly OwnerProposal[];
  active: number;
  onJump: (index: number) => void;
}) {
  const t = useTranslations("compare");
  return (
    <div
      role="group"
      aria-label={t("jumpLabel")}
      className="flex gap-1.5 overflow-x-auto pb-1 print:hidden"
      data-testid="compare-jump"
    >
      {proposals.map((proposal, index) => (
        <button
          key={proposal.id}
          type="button"
          aria-current={index === active ? "true" : undefined}
          onClick={() => onJump(index)}
          className={cn(
            "shrink-0 rounded-full border px-3 py-1 text-xs font-medium whitespace-nowrap",
            index === active
              ? "border-primary bg-primary text-primary-foreground"
              : "border-border bg-background text-foreground hover:bg-muted",
          )}
        >
          {proposal.contractorName}
        </button>
      ))}
    </div>
  );
}
