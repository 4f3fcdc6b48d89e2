import { FileSignature } from "lucide-react";
import { useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { TrackedProposal } from "@/lib/api-shapes";
import type { ProposalStatus } from "@/lib/validation/options";
import { TrackedHomeownerContact } from "./tracked-homeowner-contact";
import { TrackedProjectSummary } from "./tracked-project-summary";
import { TrackedProposalDetails } from "./tracked-proposal-details";
import { WithdrawProposalButton } from "./withdraw-proposal-button";

const STATUS_BADGE: Record<ProposalStatus | "hiredElsewhere", BadgeProps["variant"]> = {
  pending: "secondary",
  accepted: "success",
  declined: "outline",
  withdrawn: "outline",
  hiredElsewhere: "outline",
};

/** The tracked proposal: its status, the agreement once there is one, the contact, the project. */
export function TrackedProposalView({
  tracked,
  token,
  onChange,
}: {
  tracked: TrackedProposal;
  token: string;
  onChange: (tracked: TrackedProposal) => void;
}) {
  const t = useTranslations("tracker");
  const { proposal, project, homeowner } = tracked;
  // Still pending, but the homeowner accepted another proposal: theirs waits on that one.
  const shown =
    proposal.status === "pending" && project.proposalAccepted ? "hiredElsewhere" : proposal.status;
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
          {t(`statusNote.${shown}`)}
        </p>
        {proposal.status === "pending" ? (
          <WithdrawProposalButton proposalId={proposal.id} token={token} onWithdrawn={onChange} />
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
