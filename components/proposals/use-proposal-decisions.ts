"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { ApiRequestError } from "@/lib/client/api";
import { fetchProposals, setProposalStatus } from "@/lib/proposals/client";
import { toast } from "@/lib/client/toast";
import type { OwnerProposal } from "@/lib/proposals/shapes";

/**
 * The owner's proposals on a posted project and the decisions on them: one query, one mutation
 * and one proposal awaiting confirmation, shared by the list and the comparison so both accept
 * through the same dialog. `onChanged` runs after a decision, so the page can show whether the
 * project still takes proposals.
 */
export function useProposalDecisions(
  rowId: number,
  token: string,
  onChanged?: () => void,
  hasEmail = true,
  hasHouseholdUse = true,
) {
  const t = useTranslations("manage");
  const queryClient = useQueryClient();
  const key = ["proposals", rowId];
  const proposals = useQuery({ queryKey: key, queryFn: () => fetchProposals(rowId, token) });
  const [confirming, setConfirming] = useState<OwnerProposal | null>(null);
  // A decline asks first too: one proposal, or every pending one but the hire ("others").
  const [declining, setDeclining] = useState<OwnerProposal | "others" | null>(null);
  const [justAccepted, setJustAccepted] = useState<OwnerProposal | null>(null);
  // An itemised proposal's agreement needs the homeowner's e-mail: the accept dialog asks for it
  // when the project has none (or the server said so), and shows the server's word on it.
  const [emailKnown, setEmailKnown] = useState(hasEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  // Likewise the household-use answer of a project posted before the question was asked.
  const [householdKnown, setHouseholdKnown] = useState(hasHouseholdUse);
  const [householdError, setHouseholdError] = useState<string | null>(null);
  const replace = (updated: readonly OwnerProposal[]) =>
    queryClient.setQueryData<OwnerProposal[]>(key, (list) =>
      list?.map((p) => updated.find((u) => u.id === p.id) ?? p),
    );
  const decide = useMutation({
    mutationFn: ({
      id,
      status,
      homeownerEmail,
      householdUse,
    }: {
      id: number;
      status: "accepted" | "declined";
      homeownerEmail?: string;
      householdUse?: boolean;
    }) => setProposalStatus(id, status, token, homeownerEmail, householdUse),
    onSuccess: (updated, { homeownerEmail, householdUse }) => {
      replace([updated]);
      setJustAccepted(updated.status === "accepted" ? updated : null);
      if (homeownerEmail && updated.status === "accepted") setEmailKnown(true);
      if (householdUse !== undefined && updated.status === "accepted") setHouseholdKnown(true);
      setConfirming(null);
      setEmailError(null);
      setHouseholdError(null);
      toast.success(
        t("proposalUpdated"),
        updated.contractorNotified === false ? { description: t("contractorNotNotified") } : {},
      );
      onChanged?.();
    },
    // A refusal the owner can act on (a confirmed agreement fixes the outcome) is shown as said;
    // a missing or wrong e-mail address under the dialog's field, which stays open.
    onError: (error) => {
      const issues = error instanceof ApiRequestError ? (error.issues ?? []) : [];
      const email = issues.find((issue) => issue.path === "homeownerEmail");
      const household = issues.find((issue) => issue.path === "householdUse");
      if (email) {
        setEmailKnown(false);
        setEmailError(email.message);
      }
      if (household) {
        setHouseholdKnown(false);
        setHouseholdError(household.message);
      }
      if (email || household) return;
      setConfirming(null);
      toast.error(t("proposalError"), {
        description:
          error instanceof ApiRequestError && error.status === 409
            ? error.message
            : t("proposalErrorBody"),
      });
    },
  });

  const declineOthers = useDeclineOthers(
    token,
    replace,
    () => {
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onChanged,
  );
  const hired = proposals.data?.find((p) => p.status === "accepted") ?? null;
  const pendingOthers = proposals.data?.filter((p) => p.status === "pending") ?? [];

  return {
    proposals,
    /** The accepted proposal, if any: no other may be accepted while it is. */
    hired,
    /** Pending proposals besides the hire. */
    pendingOthers: hired ? pendingOthers : [],
    /** The owner's manage token, which also opens an accepted proposal's written agreement. */
    token,
    pending: decide.isPending || declineOthers.isPending,
    /** The proposal whose acceptance the dialog asks to confirm. */
    confirming,
    justAccepted,
    /** Whether accepting this proposal needs the homeowner's e-mail address first. */
    asksEmail: (proposal: OwnerProposal | null) => Boolean(proposal?.structured) && !emailKnown,
    emailError,
    /** Whether accepting this proposal needs the household-use answer first. */
    asksHouseholdUse: (proposal: OwnerProposal | null) =>
      Boolean(proposal?.structured) && !householdKnown,
    householdError,
    askToAccept: (proposal: OwnerProposal) => {
      setEmailError(null);
      setHouseholdError(null);
      setConfirming(proposal);
    },
    cancelAccept: () => setConfirming(null),
    /** Accepts the proposal in the dialog; it closes once the server has answered. */
    confirmAccept: (homeownerEmail?: string, householdUse?: boolean) => {
      if (confirming) {
        decide.mutate({ id: confirming.id, status: "accepted", homeownerEmail, householdUse });
      }
    },
    /** What the decline dialog asks about. */
    declining,
    askToDecline: (proposal: OwnerProposal) => setDeclining(proposal),
    askToDeclineOthers: () => setDeclining("others"),
    cancelDecline: () => setDeclining(null),
    confirmDecline: () => {
      if (declining === "others") declineOthers.mutate(pendingOthers.map((p) => p.id));
      else if (declining) decide.mutate({ id: declining.id, status: "declined" });
      setDeclining(null);
    },
  };
}

export type ProposalDecisions = ReturnType<typeof useProposalDecisions>;

/**
 * Every pending proposal but the hire, declined one after the other: each contractor is e-mailed.
 * After a failure part-way, `refetch` shows what the server holds.
 */
function useDeclineOthers(
  token: string,
  replace: (updated: readonly OwnerProposal[]) => void,
  refetch: () => void,
  onChanged?: () => void,
) {
  const t = useTranslations("manage");
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const updated: OwnerProposal[] = [];
      for (const id of ids) updated.push(await setProposalStatus(id, "declined", token));
      return updated;
    },
    onSuccess: (updated) => {
      replace(updated);
      toast.success(t("othersDeclined", { count: updated.length }));
      onChanged?.();
    },
    onError: () => {
      refetch();
      toast.error(t("proposalError"), { description: t("proposalErrorBody") });
    },
  });
}
