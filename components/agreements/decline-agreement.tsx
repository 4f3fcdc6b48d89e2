"use client";

import { X } from "lucide-react";
import { useState } from "react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { Agreement } from "@/lib/agreements/shapes";
import { declineAgreement } from "@/lib/agreements/client";
import { toast } from "@/lib/client/toast";
import { useMutationAction } from "@/lib/client/use-mutation-action";

/**
 * The homeowner's way out before both have confirmed: nothing binds until then, and declining
 * withdraws the agreement (asked first).
 */
export function DeclineAgreement({
  agreement,
  token,
  onChange,
  className,
}: {
  agreement: Agreement;
  token: string;
  onChange: (agreement: Agreement) => void;
  className?: string;
}) {
  const t = useTranslations("agreement");
  const common = useTranslations("common");
  const [asking, setAsking] = useState(false);
  const contractor = agreement.terms.contractor.name;
  const { run: decline, pending } = useMutationAction(() => declineAgreement(agreement.id, token), {
    onSuccess: (next) => {
      setAsking(false);
      toast.success(t("declined", { contractor }));
      onChange(next);
    },
    errorToast: t("saveError"),
  });
  return (
    <section
      className={className}
      aria-labelledby="decline-agreement-title"
      data-testid="decline-agreement"
    >
      <h2 id="decline-agreement-title" className="font-semibold">
        {t("declineTitle")}
      </h2>
      <p className="text-sm">{t("declineBody", { contractor })}</p>
      <Button variant="outline" onClick={() => setAsking(true)}>
        <X aria-hidden />
        {t("decline")}
      </Button>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent closeLabel={common("close")}>
          <DialogHeader>
            <DialogTitle>{t("declineConfirm", { contractor })}</DialogTitle>
            <DialogDescription>{t("declineConfirmBody", { contractor })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setAsking(false)}>
              {t("declineKeep")}
            </Button>
            <Button variant="destructive" disabled={pending} onClick={() => decline()}>
              <X aria-hidden />
              {t("decline")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
