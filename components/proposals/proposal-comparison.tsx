"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { SelectField } from "@/components/forms/select-field";
import { credentialNotice } from "@/content/credentials";
import type { OwnerProposal } from "@/lib/proposals/shapes";
import {
  comparableProposals,
  credentialChecks,
  lowestTotalIds,
  sortForComparison,
  type CompareSort,
} from "@/lib/proposals/compare";
import { cn } from "@/lib/utils";
import { CompareColumn, COMPARE_ROWS } from "./compare-column";
import { CompareJumpButtons } from "./compare-jump-buttons";
import type { ProposalDecisions } from "./use-proposal-decisions";
import { useColumnScroller } from "./use-column-scroller";

/**
 * The owner's proposals side by side, one column each and one row per aspect, aligned across
 * columns (CSS subgrid). On a phone the columns form a row that scrolls inside itself and snaps
 * one proposal to the screen, with a button per contractor to jump; on paper every column is
 * printed side by side.
 */
export function ProposalComparison({
  proposals,
  category,
  location,
  decisions,
}: {
  proposals: readonly OwnerProposal[];
  category: string;
  location: string;
  decisions: ProposalDecisions;
}) {
  const t = useTranslations("compare");
  const [sort, setSort] = useState<CompareSort>("total");
  const ordered = sortForComparison(comparableProposals(proposals), sort);
  const lowest = lowestTotalIds(proposals);
  const showNotice = credentialChecks(null, category, location).length > 0;
  // By total, ranges are grouped after the itemised quotes: said when both kinds are there.
  const mixed =
    ordered.some((proposal) => proposal.structured) &&
    ordered.some((proposal) => !proposal.structured);
  const { scroller, active, overflowing, onScroll, jump, toStart } = useColumnScroller(
    ordered.length,
  );

  return (
    <section aria-label={t("title")} className="space-y-3" data-testid="proposal-comparison">
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <label htmlFor="compare-sort" className="text-sm font-medium">
          {t("sortLabel")}
        </label>
        <div className="w-full sm:w-64">
          <SelectField
            id="compare-sort"
            value={sort}
            onChange={(value) => {
              setSort(value as CompareSort);
              toStart();
            }}
            options={[
              { value: "total", label: t("sortTotal") },
              { value: "date", label: t("sortDate") },
            ]}
          />
        </div>
      </div>
      {sort === "total" && mixed ? (
        <p className="text-muted-foreground text-sm" data-testid="compare-ranges-apart">
          {t("rangesApart")}
        </p>
      ) : null}
      {showNotice ? (
        <p className="text-muted-foreground text-sm" data-testid="credential-notice">
          {credentialNotice}
        </p>
      ) : null}
      {overflowing ? (
        <CompareJumpButtons proposals={ordered} active={active} onJump={jump} />
      ) : null}
      <div
        ref={scroller}
        onScroll={onScroll}
        // Below sm the row spans the screen's width (-mx-9 undoes the page's px-4 and the
        // proposals section's p-5), so one column fills most of it and the next shows at the edge.
        className={cn(
          "relative grid snap-x snap-mandatory grid-flow-col gap-x-3 overflow-x-auto pb-2",
          "auto-cols-[95%] max-sm:-mx-9 max-sm:scroll-px-4 max-sm:px-4",
          "sm:auto-cols-[minmax(11rem,1fr)]",
          "print:mx-0 print:auto-cols-[minmax(0,1fr)] print:overflow-visible print:px-0",
        )}
        style={{ gridTemplateRows: `repeat(${COMPARE_ROWS}, auto)` }}
        data-testid="compare-columns"
      >
        {ordered.map((proposal) => (
          <CompareColumn
            key={proposal.id}
            proposal={proposal}
            lowest={lowest.has(proposal.id)}
            category={category}
            location={location}
            decisions={decisions}
          />
        ))}
      </div>
    </section>
  );
}
