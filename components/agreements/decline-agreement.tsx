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
import { reportWriteError } from "@/lib/client/write-error";

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
  const [pending, setPending] = useState(false);
  const contractor = agreement.terms.contractor.name;
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
            <Button
              variant="destructive"
              disabled={pending}
              onClick={async () => {
                setPending(true);
                try {
                  const next = await declineAgreement(agreement.id, token);
                  setAsking(false);
                  toast.success(t("declined", { contractor }));
                  onChange(next);
                } catch (failure) {
                  reportWriteError(failure, () => false, t("saveError"));
                } finally {
                  setPending(false);
                }
              }}
            >
              <X aria-hidden />
              {t("decline")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
