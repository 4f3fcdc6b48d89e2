"use client";

import { Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { TrackedProposal } from "@/lib/proposals/shapes";
import { withdrawProposal } from "@/lib/proposals/client";
import { toast } from "@/lib/client/toast";
import { useMutationAction } from "@/lib/client/use-mutation-action";

/** Withdraw proposal, after a confirmation; the page then shows the withdrawn state. */
export function WithdrawProposalButton({
  proposalId,
  token,
  onWithdrawn,
}: {
  proposalId: number;
  token: string;
  onWithdrawn: (tracked: TrackedProposal) => void;
}) {
  const t = useTranslations("tracker");
  const common = useTranslations("common");
  const [open, setOpen] = useState(false);
  const { run: confirm, pending } = useMutationAction(() => withdrawProposal(proposalId, token), {
    onSuccess: (tracked) => {
      setOpen(false);
      toast.success(t("withdrawn"));
      onWithdrawn(tracked);
    },
    errorToast: t("withdrawError"),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Undo2 aria-hidden />
          {t("withdraw")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={common("close")}>
        <DialogHeader>
          <DialogTitle>{t("withdrawTitle")}</DialogTitle>
          <DialogDescription>{t("withdrawBody")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
          <Button variant="destructive" disabled={pending} onClick={() => confirm()}>
            {pending ? t("withdrawing") : t("confirmWithdraw")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
