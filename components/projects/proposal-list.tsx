"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, X } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import { toast } from "@/lib/client/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { fetchProposals, setProposalStatus } from "@/lib/client/api";
import type { OwnerProposal } from "@/lib/api-shapes";

/** The owner's view of a posted project's proposals, with accept and decline. */
export function ProposalList({ rowId, token }: { rowId: number; token: string }) {
  const t = useTranslations("manage");
  const format = useFormatter();
  const queryClient = useQueryClient();
  const key = ["proposals", rowId];
  const proposals = useQuery({ queryKey: key, queryFn: () => fetchProposals(rowId, token) });
  const decide = useMutation({
    mutationFn: ({ id, status }: { id: number; status: "accepted" | "declined" }) =>
      setProposalStatus(id, status, token),
    onSuccess: (updated) => {
      queryClient.setQueryData<OwnerProposal[]>(key, (list) =>
        list?.map((p) => (p.id === updated.id ? updated : p)),
      );
      toast.success(t("proposalUpdated"));
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

  return (
    <ul className="space-y-4" data-testid="proposal-list">
      {proposals.data.map((proposal) => (
        <li
          key={proposal.id}
          className="border-border bg-background rounded-lg border p-4"
          data-testid="proposal"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <p className="font-semibold">{proposal.contractorName}</p>
              <p className="text-muted-foreground text-xs">
                {t("submitted", {
                  date: format.dateTime(new Date(proposal.submittedDate), { dateStyle: "medium" }),
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
                <div key={label} className="flex gap-2">
                  <dt className="text-muted-foreground">{label}:</dt>
                  <dd className="font-medium break-all">{value}</dd>
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
              onClick={() => decide.mutate({ id: proposal.id, status: "accepted" })}
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
  );
}
