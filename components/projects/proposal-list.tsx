"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import Link from "@/components/common/link";
import { CredentialList } from "@/components/proposals/credential-list";
import { ItemisedQuote } from "@/components/proposals/itemised-quote";
import {
  AcceptedNotice,
  AcceptProposalDialog,
  DeclineOthersPanel,
  DeclineProposalDialog,
  DecisionButtons,
  ProposalStatusBadge,
} from "@/components/proposals/proposal-decision";
import { ProposalComparison } from "@/components/proposals/proposal-comparison";
import { usePriceText } from "@/components/proposals/quote-format";
import {
  useProposalDecisions,
  type ProposalDecisions,
} from "@/components/proposals/use-proposal-decisions";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { credentialNotice } from "@/content/credentials";
import { cn } from "@/lib/utils";
import { canCompare, credentialChecks, shownCredentialChecks } from "@/lib/proposals/compare";
import type { OwnerProposal } from "@/lib/proposals/shapes";

/**
 * The owner's view of a posted project's proposals, with accept (after a confirmation that says
 * what happens) and decline; with two proposals or more, a side-by-side comparison too. The
 * project's category and location say which licences apply. `onChanged` runs after a decision,
 * so the page can show whether the project still takes proposals.
 */
export function ProposalList({
  rowId,
  token,
  category,
  location,
  hasEmail,
  hasHouseholdUse,
  onChanged,
}: {
  rowId: number;
  token: string;
  category: string;
  location: string;
  /** Whether the project has the homeowner's e-mail; unknown counts as yes (the server asks). */
  hasEmail?: boolean;
  /** Whether the project has the household-use answer; unknown counts as yes (the server asks). */
  hasHouseholdUse?: boolean;
  onChanged?: () => void;
}) {
  const t = useTranslations("manage");
  const decisions = useProposalDecisions(
    rowId,
    token,
    onChanged,
    hasEmail ?? true,
    hasHouseholdUse ?? true,
  );
  const [view, setView] = useState("list");
  const { proposals } = decisions;
  // Opened from a notice of new proposals (#proposals once the token is read): the page goes to
  // them when they are in, past the owner's controls.
  const loaded = proposals.isSuccess;
  useEffect(() => {
    if (loaded && window.location.hash === "#proposals") {
      document.getElementById("proposals")?.scrollIntoView({ block: "start" });
    }
  }, [loaded]);

  if (proposals.isPending)
    return <p className="text-muted-foreground text-sm">{t("loadingProposals")}</p>;
  if (proposals.isError)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("proposalsError")}
      </p>
    );
  if (proposals.data.length === 0)
    return <p className="text-muted-foreground text-sm">{t("noProposals")}</p>;

  const cards = (
    <ProposalCards
      proposals={proposals.data}
      category={category}
      location={location}
      decisions={decisions}
    />
  );
  return (
    <>
      {decisions.justAccepted ? <AcceptedNotice accepted={decisions.justAccepted} /> : null}
      <DeclineOthersPanel decisions={decisions} />
      {canCompare(proposals.data) ? (
        <Tabs value={view} onValueChange={setView}>
          <TabsList className="print:hidden">
            <TabsTrigger value="list">{t("listTab")}</TabsTrigger>
            <TabsTrigger value="compare">{t("compareTab")}</TabsTrigger>
          </TabsList>
          <TabsContent value="list" className="mt-4">
            {cards}
          </TabsContent>
          <TabsContent value="compare" className="mt-4">
            <ProposalComparison
              proposals={proposals.data}
              category={category}
              location={location}
              decisions={decisions}
            />
          </TabsContent>
        </Tabs>
      ) : (
        cards
      )}
      <AcceptProposalDialog decisions={decisions} />
      <DeclineProposalDialog decisions={decisions} />
    </>
  );
}

function ProposalCards({
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
  const showNotice = credentialChecks(null, category, location).length > 0;
  return (
    <>
      {showNotice ? (
        <p className="text-muted-foreground mb-4 text-sm" data-testid="credential-notice">
          {credentialNotice}
        </p>
      ) : null}
      <ul className="space-y-4" data-testid="proposal-list">
        {proposals.map((proposal) => (
          <ProposalCard
            key={proposal.id}
            proposal={proposal}
            category={category}
            location={location}
            decisions={decisions}
          />
        ))}
      </ul>
    </>
  );
}

function ProposalCard({
  proposal,
  category,
  location,
  decisions,
}: {
  proposal: OwnerProposal;
  category: string;
  location: string;
  decisions: ProposalDecisions;
}) {
  const t = useTranslations("manage");
  const format = useFormatter();
  const priceText = usePriceText();
  const checks = shownCredentialChecks(proposal, category, location);
  return (
    <li
      className={
        proposal.status === "accepted"
          ? "border-success bg-success/5 ring-success/30 rounded-lg border p-4 ring-2"
          : "border-border bg-background rounded-lg border p-4"
      }
      data-testid="proposal"
      data-status={proposal.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{proposal.contractorName}</h3>
          {proposal.profileSlug ? (
            <Link
              href={`/pros/${proposal.profileSlug}`}
              className="text-primary text-sm font-medium underline underline-offset-4"
              data-testid="proposal-profile-link"
            >
              {t("profileLink")}
            </Link>
          ) : null}
          <p className="text-muted-foreground text-xs">
            {t("submitted", {
              date: format.dateTime(new Date(proposal.submittedDate), { dateStyle: "long" }),
            })}
          </p>
        </div>
        <ProposalStatusBadge status={proposal.status} />
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {[
          [proposal.structured ? t("price") : t("bid"), priceText(proposal)],
          [t("timeline"), proposal.timeline],
          [t("email"), proposal.contractorEmail],
          [t("phone"), proposal.contractorPhone],
          [t("warranty"), proposal.warranty],
          [t("materials"), proposal.materials],
        ]
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div
              key={label}
              className={cn("flex min-w-0 gap-2", label === t("email") && "sm:col-span-2")}
            >
              <dt className="text-muted-foreground shrink-0 whitespace-nowrap">{label}:</dt>
              <dd className="min-w-0 font-medium wrap-anywhere">{value}</dd>
            </div>
          ))}
      </dl>
      <p className="mt-3 text-sm">
        <span className="font-medium">{t("approach")}:</span> {proposal.approach}
      </p>
      <p className="mt-1 text-sm">
        <span className="font-medium">{t("experience")}:</span> {proposal.experience}
      </p>
      {proposal.additionalNotes ? (
        <p className="mt-1 text-sm">
          <span className="font-medium">{t("notes")}:</span> {proposal.additionalNotes}
        </p>
      ) : null}
      {proposal.structured ? <ItemisedQuote quote={proposal.structured} /> : null}
      <CredentialList checks={checks} category={category} className="mt-3" />
      <DecisionButtons proposal={proposal} decisions={decisions} className="mt-4" />
    </li>
  );
}
