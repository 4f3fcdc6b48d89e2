"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { claimProposal } from "@/lib/proposals/client";
import { toast } from "@/lib/client/toast";

/**
 * "Add to my account", beside a proposal sent with the account's address by someone who was not
 * signed in: the sign-in link proved the address, so the account may claim it; only then does it
 * count on the profile.
 */
export function ClaimProposalButton({ proposalId }: { proposalId: number }) {
  const t = useTranslations("proPage.claim");
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        try {
          await claimProposal(proposalId);
          toast.success(t("claimed"));
          router.refresh();
        } catch (error) {
          toast.error(error instanceof Error ? error.message : t("error"));
        } finally {
          setPending(false);
        }
      }}
    >
      {t("button")}
    </Button>
  );
}
