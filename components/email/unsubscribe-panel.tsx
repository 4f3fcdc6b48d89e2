"use client";

import { CheckCircle2, MailX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { site } from "@/content/site";
import { ApiRequestError } from "@/lib/client/api";
import { blockAddress, unsubscribeAddress } from "@/lib/mail/client";

type Step = "ask" | "sending" | "done" | "invalid" | "failed";

/**
 * One button for the address the link's token belongs to: stop notices ("unsubscribe"), or stop
 * every e-mail to it ("notMe", the link in first messages to an address someone typed in).
 */
export function UnsubscribePanel({
  token,
  kind = "unsubscribe",
}: {
  token: string;
  kind?: "unsubscribe" | "notMe";
}) {
  const t = useTranslations(kind);
  const [step, setStep] = useState<Step>("ask");
  const [stopped, setStopped] = useState<{ kind: string | null; notices: boolean } | null>(null);

  const unsubscribe = async () => {
    setStep("sending");
    try {
      if (kind === "notMe") await blockAddress(token);
      else setStopped(await unsubscribeAddress(token));
      setStep("done");
    } catch (error) {
      setStep(error instanceof ApiRequestError && error.status === 404 ? "invalid" : "failed");
    }
  };

  if (step === "done") {
    return (
      <div
        role="status"
        className="border-success/40 bg-card flex items-start gap-3 rounded-lg border p-6 shadow-sm"
        data-testid="unsubscribe-done"
      >
        <CheckCircle2 className="text-success mt-0.5 size-6 shrink-0" aria-hidden />
        {stopped ? (
          <div className="space-y-2">
            <p>
              {t("done", {
                kind:
                  stopped.kind && t.has(`kinds.${stopped.kind}`)
                    ? t(`kinds.${stopped.kind}`)
                    : t("kindUnknown"),
              })}
            </p>
            {stopped.notices ? <p>{t("doneNotices")}</p> : null}
            <p className="text-muted-foreground text-sm" data-testid="unsubscribe-still">
              {t("stillArrive", { brand: site.brand, email: site.email })}
            </p>
          </div>
        ) : (
          <p>{t("done")}</p>
        )}
      </div>
    );
  }
  if (step === "invalid") {
    return (
      <p
        role="alert"
        className="border-destructive/40 bg-destructive/10 rounded-lg border p-4"
        data-testid="unsubscribe-invalid"
      >
        {t("invalid")}
      </p>
    );
  }
  return (
    <div className="border-border bg-card space-y-4 rounded-lg border p-6 shadow-sm">
      <div className="flex items-start gap-3">
        <MailX className="text-primary mt-0.5 size-6 shrink-0" aria-hidden />
        <div className="space-y-1">
          <h2 className="text-xl font-semibold">{t("question")}</h2>
          <p className="text-muted-foreground text-sm">{t("explain", { brand: site.brand })}</p>
        </div>
      </div>
      {step === "failed" ? (
        <p
          role="alert"
          className="border-destructive/40 bg-destructive/10 rounded-md border p-3 text-sm"
        >
          {t("failed")}
        </p>
      ) : null}
      <Button onClick={() => void unsubscribe()} disabled={step === "sending"}>
        {step === "sending" ? t("submitting") : t("submit")}
      </Button>
    </div>
  );
}
