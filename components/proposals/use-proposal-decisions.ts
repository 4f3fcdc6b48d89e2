"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { ApiRequestError, fetchProposals, setProposalStatus } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import type { OwnerProposal } from "@/lib/api-shapes";

/**
 * The owner's proposals on a posted project and the decisions on them: one query, one mutation
 * and one proposal awaiting confirmation, shared by the list and the comparison so both accept
 * through the same dialog. `onChanged` runs after a decision, so the page can show whether the
 * project still takes proposals.
 */
export function useProposalDecisions(rowId: number, token: string, onChanged?: () => void) {
  const t = useTranslations("manage");
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
    // A refusal the owner can act on (a confirmed agreement fixes the outcome) is shown as said.
    onError: (error) =>
      toast.error(t("proposalError"), {
        description:
          error instanceof ApiRequestError && error.status === 409
            ? error.message
            : t("proposalErrorBody"),
      }),
  });

  return {
    proposals,
    /** The owner's manage token, which also opens an accepted proposal's written agreement. */
    token,
    pending: decide.isPending,
    /** The proposal whose acceptance the dialog asks to confirm. */
    confirming,
    justAccepted,
    askToAccept: (proposal: OwnerProposal) => setConfirming(proposal),
    cancelAccept: () => setConfirming(null),
    confirmAccept: () => {
      if (confirming) decide.mutate({ id: confirming.id, status: "accepted" });
      setConfirming(null);
    },
    decline: (proposal: OwnerProposal) => decide.mutate({ id: proposal.id, status: "declined" }),
  };
}

export type ProposalDecisions = ReturnType<typeof useProposalDecisions>;
