import { useFormatter, useTranslations } from "next-intl";
import { useId } from "react";

import Link from "@/components/common/link";
import { Badge } from "@/components/ui/badge";
import type { OwnerProposal } from "@/lib/proposals/shapes";
import { COMPARE_ASPECTS } from "@/lib/proposals/compare";
import { cn } from "@/lib/utils";
import { CompareAspectValue } from "./compare-aspect-value";
import { DecisionButtons, ProposalStatusBadge } from "./proposal-decision";
import type { ProposalDecisions } from "./use-proposal-decisions";

/** Each column: its heading, one row per aspect, then Accept and Decline. */
export const COMPARE_ROWS = COMPARE_ASPECTS.length + 2;

/** One proposal's column: who sent it, its status, each aspect's value and the decision. */
export function CompareColumn({
  proposal,
  lowest,
  category,
  location,
  decisions,
}: {
  proposal: OwnerProposal;
  lowest: boolean;
  category: string;
  location: string;
  decisions: ProposalDecisions;
}) {
  const t = useTranslations("compare");
  const manage = useTranslations("manage");
  const format = useFormatter();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "bg-background grid min-w-0 snap-start break-inside-avoid grid-rows-subgrid rounded-lg border",
        proposal.status === "accepted" ? "border-success ring-success/30 ring-2" : "border-border",
      )}
      style={{ gridRow: `span ${COMPARE_ROWS}` }}
      data-testid="compare-column"
      data-status={proposal.status}
    >
      <header className="space-y-1.5 p-3">
        <h3 id={headingId} className="leading-snug font-semibold wrap-anywhere">
          {proposal.contractorName}
        </h3>
        {proposal.profileSlug ? (
          <Link
            href={`/pros/${proposal.profileSlug}`}
            className="text-primary text-xs font-medium underline underline-offset-4"
          >
            {manage("profileLink")}
          </Link>
        ) : null}
        <p className="text-muted-foreground text-xs">
          {manage("submitted", {
            date: format.dateTime(new Date(proposal.submittedDate), { dateStyle: "long" }),
          })}
        </p>
        <div className="flex flex-wrap gap-1">
          <ProposalStatusBadge status={proposal.status} />
          {lowest ? (
            <Badge variant="outline" data-testid="lowest-total">
              {t("lowestTotal")}
            </Badge>
          ) : null}
        </div>
      </header>
      <dl className="grid grid-rows-subgrid" style={{ gridRow: `span ${COMPARE_ASPECTS.length}` }}>
        {COMPARE_ASPECTS.map((aspect) => (
          <div
            key={aspect}
            className="border-border min-w-0 border-t px-3 py-2"
            data-aspect={aspect}
          >
            <dt className="text-muted-foreground text-xs font-medium">
              {t(aspect === "total" ? "totalWithHst" : aspect)}
            </dt>
            <dd className="mt-0.5 text-sm wrap-anywhere">
              <CompareAspectValue
                aspect={aspect}
                proposal={proposal}
                category={category}
                location={location}
              />
            </dd>
          </div>
        ))}
      </dl>
      <div className="border-border border-t p-3 print:hidden">
        <DecisionButtons proposal={proposal} decisions={decisions} />
      </div>
    </section>
  );
}
