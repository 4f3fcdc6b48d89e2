"use client";

import { Check, CheckCircle2, FileSignature, X } from "lucide-react";
import { useTranslations } from "next-intl";

import Link from "@/components/common/link";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { cn } from "@/lib/utils";
import type { OwnerProposal } from "@/lib/api-shapes";
import type { ProposalStatus } from "@/lib/validation/options";
import type { ProposalDecisions } from "./use-proposal-decisions";

const STATUS_BADGE: Record<ProposalStatus, BadgeProps["variant"]> = {
  pending: "secondary",
  accepted: "success",
  declined: "outline",
  withdrawn: "outline",
};

/** Pending, Accepted, Declined or Withdrawn, as the owner reads it. */
export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const t = useTranslations("manage");
  return <Badge variant={STATUS_BADGE[status]}>{t(status)}</Badge>;
}

/** Accept (which asks first, in the one dialog) and Decline; neither is printed. */
export function DecisionButtons({
  proposal,
  decisions,
  className,
}: {
  proposal: OwnerProposal;
  decisions: ProposalDecisions;
  className?: string;
}) {
  const t = useTranslations("manage");
  const withdrawn = proposal.status === "withdrawn";
  return (
    <div className={cn("flex flex-wrap gap-2 print:hidden", className)}>
      <Button
        size="sm"
        disabled={proposal.status === "accepted" || withdrawn || decisions.pending}
        onClick={() => decisions.askToAccept(proposal)}
      >
        <Check aria-hidden />
        {t("accept")}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={proposal.status === "declined" || withdrawn || decisions.pending}
        onClick={() => decisions.decline(proposal)}
      >
        <X aria-hidden />
        {t("decline")}
      </Button>
      {proposal.agreementId && proposal.status === "accepted" ? (
        <Button size="sm" variant="accent" asChild>
          <Link
            href={`/agreement/${proposal.agreementId}#key=${encodeURIComponent(decisions.token)}`}
          >
            <FileSignature aria-hidden />
            {t("openAgreement")}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

/** The confirmation before accepting: it says only what accepting does. */
export function AcceptProposalDialog({ decisions }: { decisions: ProposalDecisions }) {
  const t = useTranslations("manage");
  const common = useTranslations("common");
  const { confirming } = decisions;
  return (
    <Dialog open={confirming !== null} onOpenChange={(open) => !open && decisions.cancelAccept()}>
      <DialogContent closeLabel={common("close")}>
        <DialogHeader>
          <DialogTitle>
            {t("acceptConfirmTitle", { contractor: confirming?.contractorName ?? "" })}
          </DialogTitle>
          <DialogDescription>
            {t("acceptConfirmBid", {
              bid: confirming?.bidAmount ?? "",
              timeline: confirming?.timeline ?? "",
            })}
          </DialogDescription>
        </DialogHeader>
        <ul className="text-muted-foreground list-disc space-y-1 pl-5 text-sm">
          <li>{t("acceptConfirmMail", { contractor: confirming?.contractorName ?? "" })}</li>
          <li>{t("acceptConfirmClosed")}</li>
          <li>{t("acceptConfirmOthers")}</li>
          {confirming?.structured ? <li>{t("acceptConfirmAgreement")}</li> : null}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={decisions.cancelAccept}>
            {t("cancel")}
          </Button>
          <Button disabled={decisions.pending} onClick={decisions.confirmAccept}>
            <Check aria-hidden />
            {t("confirmAccept")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** What happens after an acceptance, and how many proposals still await an answer. */
export function AcceptedNotice({
  accepted,
  proposals,
}: {
  accepted: OwnerProposal;
  proposals: readonly OwnerProposal[];
}) {
  const t = useTranslations("manage");
  const others = proposals.filter((p) => p.id !== accepted.id && p.status === "pending").length;
  return (
    <div
      role="status"
      className="border-success/40 bg-success/10 mb-4 flex gap-3 rounded-lg border p-4 text-sm"
      data-testid="accepted-next"
    >
      <CheckCircle2 className="text-success mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="space-y-1">
        <p className="font-semibold">
          {t("acceptedTitle", { contractor: accepted.contractorName })}
        </p>
        <p>{t("acceptedNext", { contractor: accepted.contractorName })}</p>
        {others > 0 ? (
          <p className="text-muted-foreground">{t("acceptedOthers", { count: others })}</p>
        ) : null}
      </div>
    </div>
  );
}
