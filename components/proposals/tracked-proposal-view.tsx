import { FileSignature, MessageSquare } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { TrackedProposal } from "@/lib/proposals/shapes";
import type { ProposalStatus } from "@/lib/validation/options";
import { TrackedHomeownerContact } from "./tracked-homeowner-contact";
import { TrackedProjectSummary } from "./tracked-project-summary";
import { TrackedProposalDetails } from "./tracked-proposal-details";
import { RenewProposalButton } from "./renew-proposal-button";
import { WithdrawProposalButton } from "./withdraw-proposal-button";

const STATUS_BADGE: Record<
  ProposalStatus | "hiredElsewhere" | "projectClosed",
  BadgeProps["variant"]
> = {
  pending: "secondary",
  accepted: "success",
  declined: "outline",
  withdrawn: "outline",
  hiredElsewhere: "outline",
  projectClosed: "outline",
};

/** The tracked proposal: its status, the agreement once there is one, the contact, the project. */
export function TrackedProposalView({
  tracked,
  token,
  renew = false,
  onChange,
}: {
  tracked: TrackedProposal;
  token: string;
  /** Opened from the reminder's renewal link: the renew button takes the focus. */
  renew?: boolean;
  onChange: (tracked: TrackedProposal) => void;
}) {
  const t = useTranslations("tracker");
  const { proposal, project, homeowner } = tracked;
  const format = useFormatter();
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "long" });
  // Still pending, but the homeowner accepted another proposal (theirs waits on that one), or
  // closed the project without a hire here.
  const pending = proposal.status === "pending";
  const closed = pending && project.closedReason !== null;
  const shown = closed
    ? "projectClosed"
    : pending && project.proposalAccepted
      ? "hiredElsewhere"
      : proposal.status;
  const open = pending && !closed && !project.proposalAccepted;
  // A posted project's homeowner (not an example request's) takes messages while the proposal
  // waits and after the hire.
  const canMessage = project.displayId >= 3000 && (pending || proposal.status === "accepted");
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="proposal-status-heading"
        className="border-border bg-card space-y-3 rounded-lg border p-5 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="proposal-status-heading" className="text-lg font-semibold">
            {t("statusHeading")}
          </h2>
          <Badge
            variant={STATUS_BADGE[shown]}
            className="px-3 py-1 text-sm"
            data-testid="proposal-status"
          >
            {t(`status.${shown}`)}
          </Badge>
        </div>
        <p className="text-muted-foreground" data-testid="proposal-status-note">
          {closed ? t(`closedNote.${project.closedReason!}`) : t(`statusNote.${shown}`)}
        </p>
        {open && proposal.validUntil ? (
          <p
            className={proposal.lapsed ? "text-destructive font-medium" : "text-muted-foreground"}
            data-testid="proposal-validity"
          >
            {t(proposal.lapsed ? "lapsed" : "standsUntil", { date: day(proposal.validUntil) })}
          </p>
        ) : null}
        {open && project.proposalsPaused ? (
          <p className="text-muted-foreground" data-testid="proposal-paused">
            {t("paused")}
          </p>
        ) : null}
        {pending ? (
          <div className="flex flex-wrap gap-3">
            {open && proposal.validUntil ? (
              <RenewProposalButton
                proposalId={proposal.id}
                token={token}
                days={proposal.validDays}
                focused={renew}
                onRenewed={onChange}
              />
            ) : null}
            <WithdrawProposalButton proposalId={proposal.id} token={token} onWithdrawn={onChange} />
          </div>
        ) : null}
        {canMessage ? (
          <Button variant="outline" asChild>
            <Link
              href={`/proposal/${proposal.id}/messages#track=${encodeURIComponent(token)}`}
              data-testid="tracker-message"
            >
              <MessageSquare aria-hidden />
              {t("messageHomeowner")}
            </Link>
          </Button>
        ) : null}
      </section>

      {proposal.agreementId ? (
        <section
          aria-labelledby="agreement-heading"
          className="border-primary/40 bg-card space-y-3 rounded-lg border p-5 shadow-sm sm:p-6"
          data-testid="tracker-agreement"
        >
          <h2 id="agreement-heading" className="flex items-center gap-2 text-lg font-semibold">
            <FileSignature className="text-primary size-5" aria-hidden />
            {t("agreementHeading")}
          </h2>
          <p className="text-muted-foreground text-sm">{t("agreementBody")}</p>
          <Button asChild>
            <Link href={`/agreement/${proposal.agreementId}#key=${encodeURIComponent(token)}`}>
              {t("agreementOpen")}
            </Link>
          </Button>
        </section>
      ) : null}

      {homeowner ? <TrackedHomeownerContact homeowner={homeowner} /> : null}
      <TrackedProjectSummary project={project} />
      <TrackedProposalDetails proposal={proposal} project={project} />
    </div>
  );
}
