"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, CheckCircle2, X } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";

import { toast } from "@/lib/client/toast";
import { Badge } from "@/components/ui/badge";
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
import { fetchProposals, setProposalStatus } from "@/lib/client/api";
import type { OwnerProposal } from "@/lib/api-shapes";

/**
 * The owner's view of a posted project's proposals, with accept (after a confirmation that says
 * what happens) and decline. `onChanged` runs after a decision, so the page can show whether the
 * project still takes proposals.
 */
export function ProposalList({
  rowId,
  token,
  onChanged,
}: {
  rowId: number;
  token: string;
  onChanged?: () => void;
}) {
  const t = useTranslations("manage");
  const common = useTranslations("common");
  const format = useFormatter();
  const queryClient = useQueryClient();
  const key = ["proposals", rowId];
  const proposals = useQuery({ queryKey: key, queryFn: () => fetchProposals(rowId, token) });
  const [confirming, setConfirming] = useState<OwnerProposal | null>(null);
  const [justAccepted, setJustAccepted] = useState<OwnerProposal | null>(null);
  const decide = useMutation({
    mutationFn: ({ id, status }: { id: number; status: "accepted" | "declined" }) =>
      setProposalStatus(id, status, token),
    onSuccess: (updated) => {
      queryClient.setQueryData<OwnerProposal[]>(key, (list) =>
        list?.map((p) => (p.id === updated.id ? updated : p)),
      );
      setJustAccepted(updated.status === "accepted" ? updated : null);
      toast.success(t("proposalUpdated"));
      onChanged?.();
    },
    onError: () => toast.error(t("proposalError"), { description: t("proposalErrorBody") }),
  });

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

  const others = (accepted: OwnerProposal) =>
    proposals.data.filter((p) => p.id !== accepted.id && p.status === "pending").length;
  return (
    <>
      {justAccepted ? (
        <div
          role="status"
          className="border-success/40 bg-success/10 mb-4 flex gap-3 rounded-lg border p-4 text-sm"
          data-testid="accepted-next"
        >
          <CheckCircle2 className="text-success mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="space-y-1">
            <p className="font-semibold">
              {t("acceptedTitle", { contractor: justAccepted.contractorName })}
            </p>
            <p>{t("acceptedNext", { contractor: justAccepted.contractorName })}</p>
            {others(justAccepted) > 0 ? (
              <p className="text-muted-foreground">
                {t("acceptedOthers", { count: others(justAccepted) })}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
      <ul className="space-y-4" data-testid="proposal-list">
        {proposals.data.map((proposal) => (
          <li
            key={proposal.id}
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
                <p className="font-semibold">{proposal.contractorName}</p>
                <p className="text-muted-foreground text-xs">
                  {t("submitted", {
                    date: format.dateTime(new Date(proposal.submittedDate), {
                      dateStyle: "medium",
                    }),
                  })}
                </p>
              </div>
              <Badge
                variant={
                  proposal.status === "accepted"
                    ? "success"
                    : proposal.status === "pending"
                      ? "secondary"
                      : "outline"
                }
              >
                {t(proposal.status)}
              </Badge>
            </div>
            <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
              {[
                [t("bid"), proposal.bidAmount],
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
            <div className="mt-4 flex gap-2">
              <Button
                size="sm"
                disabled={
                  proposal.status === "accepted" ||
                  proposal.status === "withdrawn" ||
                  decide.isPending
                }
                onClick={() => setConfirming(proposal)}
              >
                <Check aria-hidden />
                {t("accept")}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={
                  proposal.status === "declined" ||
                  proposal.status === "withdrawn" ||
                  decide.isPending
                }
                onClick={() => decide.mutate({ id: proposal.id, status: "declined" })}
              >
                <X aria-hidden />
                {t("decline")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
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
          </ul>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              {t("cancel")}
            </Button>
            <Button
              disabled={decide.isPending}
              onClick={() => {
                if (confirming) decide.mutate({ id: confirming.id, status: "accepted" });
                setConfirming(null);
              }}
            >
              <Check aria-hidden />
              {t("confirmAccept")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
