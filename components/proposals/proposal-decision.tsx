"use client";

import { Check, CheckCircle2, FileSignature, MessageSquare, X } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import { useState } from "react";

import Link from "@/components/common/link";
import { Field, fieldAria } from "@/components/forms/field";
import { HouseholdUseField } from "@/components/projects/household-use-field";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { cn } from "@/lib/utils";
import type { OwnerProposal } from "@/lib/proposals/shapes";
import type { ProposalStatus } from "@/lib/validation/options";
import { usePriceText } from "./quote-format";
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

/**
 * Accept and Decline, each asking first; neither is printed. Accept only on a pending proposal
 * while nobody is hired (one hire per project); Decline on a pending or the accepted proposal
 * (the server refuses once both parties confirmed its agreement). A declined or withdrawn proposal
 * has neither.
 */
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
  const format = useFormatter();
  const canAccept = proposal.status === "pending" && !decisions.hired && !proposal.lapsed;
  const canDecline = proposal.status === "pending" || proposal.status === "accepted";
  const hasAgreement = proposal.agreementId !== null && proposal.status === "accepted";
  // The conversation is open while the proposal waits and after the hire (lib/conversations).
  const canMessage = proposal.status === "pending" || proposal.status === "accepted";
  if (!canAccept && !canDecline && !hasAgreement && !canMessage) return null;
  // How long a pending proposal may be accepted; a lapsed one waits for its contractor's renewal.
  const validity =
    proposal.status === "pending" && proposal.validUntil
      ? t(proposal.lapsed ? "proposalLapsed" : "proposalStandsUntil", {
          date: format.dateTime(new Date(proposal.validUntil), { dateStyle: "long" }),
        })
      : null;
  return (
    <div className={cn("flex flex-wrap gap-2 print:hidden", className)}>
      {validity ? (
        <p className="text-muted-foreground w-full text-xs" data-testid="proposal-validity">
          {validity}
        </p>
      ) : null}
      {canAccept ? (
        <Button
          size="sm"
          disabled={decisions.pending}
          onClick={() => decisions.askToAccept(proposal)}
        >
          <Check aria-hidden />
          {t("accept")}
        </Button>
      ) : null}
      {canDecline ? (
        <Button
          size="sm"
          variant="outline"
          disabled={decisions.pending}
          onClick={() => decisions.askToDecline(proposal)}
        >
          <X aria-hidden />
          {t("decline")}
        </Button>
      ) : null}
      {canMessage ? (
        <Button size="sm" variant="outline" asChild>
          <Link
            href={`/proposal/${proposal.id}/messages#manage=${encodeURIComponent(decisions.token)}`}
            data-testid="proposal-message"
          >
            <MessageSquare aria-hidden />
            {t("message")}
          </Link>
        </Button>
      ) : null}
      {hasAgreement ? (
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

/**
 * The confirmation before accepting: it says only what accepting does. An itemised proposal
 * becomes a written agreement each party keeps by e-mail, so the dialog asks for the
 * homeowner's address when the project has none.
 */
export function AcceptProposalDialog({ decisions }: { decisions: ProposalDecisions }) {
  const t = useTranslations("manage");
  const priceText = usePriceText();
  const common = useTranslations("common");
  const { confirming } = decisions;
  const asksEmail = decisions.asksEmail(confirming);
  const [email, setEmail] = useState("");
  const error = decisions.emailError ?? undefined;
  const asksHouseholdUse = decisions.asksHouseholdUse(confirming);
  const [householdUse, setHouseholdUse] = useState<boolean | undefined>(undefined);
  return (
    <Dialog open={confirming !== null} onOpenChange={(open) => !open && decisions.cancelAccept()}>
      <DialogContent closeLabel={common("close")}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            decisions.confirmAccept(
              asksEmail ? email.trim() : undefined,
              asksHouseholdUse ? householdUse : undefined,
            );
          }}
        >
          <DialogHeader>
            <DialogTitle>
              {t("acceptConfirmTitle", { contractor: confirming?.contractorName ?? "" })}
            </DialogTitle>
            <DialogDescription>
              {t("acceptConfirmBid", {
                bid: confirming ? priceText(confirming) : "",
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
          {asksEmail ? (
            <Field
              id="accept-email"
              label={t("acceptEmail")}
              hint={t("acceptEmailHint")}
              error={error}
              required
            >
              <Input
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                {...fieldAria("accept-email", error, true)}
              />
            </Field>
          ) : null}
          {asksHouseholdUse ? (
            <HouseholdUseField
              id="accept-household-use"
              value={householdUse}
              onChange={setHouseholdUse}
              error={decisions.householdError ?? undefined}
            />
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={decisions.cancelAccept}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={decisions.pending}>
              <Check aria-hidden />
              {t("confirmAccept")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The confirmation before declining one proposal, or every pending one but the hire. */
export function DeclineProposalDialog({ decisions }: { decisions: ProposalDecisions }) {
  const t = useTranslations("manage");
  const common = useTranslations("common");
  const { declining, pendingOthers } = decisions;
  const others = declining === "others";
  return (
    <Dialog open={declining !== null} onOpenChange={(open) => !open && decisions.cancelDecline()}>
      <DialogContent closeLabel={common("close")}>
        <DialogHeader>
          <DialogTitle>
            {others
              ? t("declineOthersTitle", { count: pendingOthers.length })
              : t("declineConfirmTitle", {
                  contractor: declining?.contractorName ?? "",
                })}
          </DialogTitle>
          <DialogDescription>
            {others
              ? t("declineOthersBody", {
                  contractors: pendingOthers.map((p) => p.contractorName).join(", "),
                })
              : t("declineConfirmBody", { contractor: declining?.contractorName ?? "" })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={decisions.cancelDecline}>
            {t("cancel")}
          </Button>
          <Button
            variant="destructive"
            disabled={decisions.pending}
            onClick={decisions.confirmDecline}
          >
            <X aria-hidden />
            {others ? t("declineOthers", { count: pendingOthers.length }) : t("confirmDecline")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Once someone is hired: the other pending proposals can only be declined, in one step, each
 * contractor told by e-mail.
 */
export function DeclineOthersPanel({ decisions }: { decisions: ProposalDecisions }) {
  const t = useTranslations("manage");
  const count = decisions.pendingOthers.length;
  if (!decisions.hired || count === 0) return null;
  return (
    <div
      className="border-border bg-muted/40 mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4 text-sm print:hidden"
      data-testid="decline-others"
    >
      <p>{t("hiredOthers", { contractor: decisions.hired.contractorName, count })}</p>
      <Button
        size="sm"
        variant="outline"
        disabled={decisions.pending}
        onClick={decisions.askToDeclineOthers}
      >
        <X aria-hidden />
        {t("declineOthers", { count })}
      </Button>
    </div>
  );
}

/** What happens after an acceptance (DeclineOthersPanel says what is left to answer). */
export function AcceptedNotice({ accepted }: { accepted: OwnerProposal }) {
  const t = useTranslations("manage");
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
      </div>
    </div>
  );
}
