"use client";

import { MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import type { Agreement, AgreementParty } from "@/lib/agreements/shapes";
import { sendAgreementLink } from "@/lib/agreements/client";
import { toast } from "@/lib/client/toast";

/** Whether the viewer may sign here (confirm, change orders, completion, review). */
export const canSign = (agreement: Agreement) =>
  agreement.viewer !== "operator" && agreement.viewerProven !== false;

/**
 * Opened with the project's manage link or the proposal's tracking link, which anyone who posted
 * or sent may hold: the party reads and fills in the agreement, but signs only from the link
 * e-mailed to it (or, as the contractor, signed in to the proposal's account). One button e-mails
 * that link again.
 */
export function ProofNotice({ agreement, token }: { agreement: Agreement; token: string }) {
  const t = useTranslations("agreement.proof");
  const [state, setState] = useState<"idle" | "sending" | "sent" | "held">("idle");
  if (agreement.viewer === "operator" || agreement.viewerProven !== false) return null;
  const party: AgreementParty = agreement.viewer;
  return (
    <div
      role="status"
      className="border-primary/40 bg-muted space-y-3 rounded-lg border p-4 print:hidden"
      data-testid="proof-notice"
    >
      <p className="flex items-start gap-2 text-sm">
        <MailCheck className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
        {t(`explain.${party}`)}
      </p>
      {state === "sent" ? (
        <p className="text-sm font-medium" data-testid="proof-link-sent">
          {t("sent")}
        </p>
      ) : state === "held" ? (
        <p className="text-sm font-medium">{t("held")}</p>
      ) : (
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={state === "sending"}
          onClick={async () => {
            setState("sending");
            try {
              const { emailed } = await sendAgreementLink(agreement.id, token);
              setState(emailed ? "sent" : "held");
            } catch (error) {
              setState("idle");
              toast.error(error instanceof Error ? error.message : t("error"));
            }
          }}
        >
          {state === "sending" ? t("sending") : t("send")}
        </Button>
      )}
    </div>
  );
}
