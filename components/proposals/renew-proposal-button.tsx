"use client";

import { RefreshCw } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";

import { Button } from "@/components/ui/button";
import type { TrackedProposal } from "@/lib/proposals/shapes";
import { renewProposal } from "@/lib/proposals/client";
import { toast } from "@/lib/client/toast";
import { useMutationAction } from "@/lib/client/use-mutation-action";
import { PROPOSAL_VALID_DAYS } from "@/lib/validation/options";

/**
 * Renews a pending proposal for the days its contractor chose, in one click; the reminder's link
 * (`#track=…&renew`) opens the page with this button focused.
 */
export function RenewProposalButton({
  proposalId,
  token,
  days,
  focused,
  onRenewed,
}: {
  proposalId: number;
  token: string;
  days: number | null;
  focused: boolean;
  onRenewed: (tracked: TrackedProposal) => void;
}) {
  const t = useTranslations("tracker");
  const format = useFormatter();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focused) return;
    button.current?.scrollIntoView({ block: "center" });
    button.current?.focus({ preventScroll: true });
  }, [focused]);
  const { run: renew, pending } = useMutationAction(() => renewProposal(proposalId, token), {
    onSuccess: (tracked) => {
      const until = tracked.proposal.validUntil;
      toast.success(
        t("renewed", {
          date: until ? format.dateTime(new Date(until), { dateStyle: "long" }) : "",
        }),
      );
      onRenewed(tracked);
    },
    errorToast: t("renewError"),
  });
  return (
    <Button
      ref={button}
      variant="outline"
      disabled={pending}
      onClick={() => renew()}
      data-testid="renew-proposal"
    >
      <RefreshCw aria-hidden />
      {pending ? t("renewing") : t("renew", { days: days ?? PROPOSAL_VALID_DAYS.default })}
    </Button>
  );
}
