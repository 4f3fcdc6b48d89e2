import { useFormatter, useTranslations } from "next-intl";

import type { TrackedProposal } from "@/lib/proposals/shapes";
import { formatCents } from "@/lib/money";
import { shownCredentialChecks } from "@/lib/proposals/compare";
import { CredentialList } from "./credential-list";
import { ItemisedQuote } from "./itemised-quote";

/**
 * The proposal as sent: its figures, its terms and the contractor's own words, then its itemised
 * quote and the credentials for the work, as the homeowner's list shows them.
 */
export function TrackedProposalDetails({
  proposal,
  project,
}: {
  proposal: TrackedProposal["proposal"];
  project: Pick<TrackedProposal["project"], "category" | "location">;
}) {
  const t = useTranslations("tracker");
  const format = useFormatter();
  const quote = proposal.structured;
  const details = [
    ...(quote
      ? [
          [t("total"), formatCents(quote.totalCents)],
          [t("subtotal"), formatCents(quote.subtotalCents)],
          [t("hst"), quote.hstRegistered ? formatCents(quote.hstCents) : t("noHst")],
        ]
      : [[t("bid"), proposal.bidAmount]]),
    [t("timeline"), proposal.timeline],
    [t("email"), proposal.contractorEmail],
    [t("phone"), proposal.contractorPhone],
    [t("warranty"), proposal.warranty],
    [t("materials"), proposal.materials],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  const writing = [
    [t("approach"), proposal.approach],
    [t("experience"), proposal.experience],
    [t("notes"), proposal.additionalNotes],
  ] as const;

  return (
    <section
      aria-labelledby="tracked-proposal"
      className="border-border bg-card space-y-4 rounded-lg border p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="tracked-proposal" className="text-lg font-semibold">
          {t("proposalHeading")}
        </h2>
        <p className="text-muted-foreground text-sm">
          {proposal.contractorName} ·{" "}
          {t("submitted", {
            date: format.dateTime(new Date(proposal.submittedDate), { dateStyle: "long" }),
          })}
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" data-testid="proposal-details">
        {details.map(([label, value]) => (
          <div key={label} className="flex min-w-0 gap-2">
            <dt className="text-muted-foreground shrink-0">{label}:</dt>
            <dd className="min-w-0 font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {writing
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="space-y-1 text-sm">
            <h3 className="font-medium">{label}</h3>
            <p className="text-muted-foreground whitespace-pre-line">{value}</p>
          </div>
        ))}
      {quote ? <ItemisedQuote quote={quote} /> : null}
      <CredentialList
        checks={shownCredentialChecks(proposal, project.category, project.location)}
        category={project.category}
      />
    </section>
  );
}
