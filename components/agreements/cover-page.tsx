"use client";

import { FileCheck2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { COVER_PAGE_ANSWERS, type CoverPageAnswer } from "@/content/agreement-scope";
import { agreementScopeCopy } from "@/content/agreement";
import type { Agreement } from "@/lib/agreements/shapes";
import { confirmCoverPage } from "@/lib/agreements/client";
import { toast } from "@/lib/client/toast";
import { useMutationAction } from "@/lib/client/use-mutation-action";

/**
 * The homeowner's confirmation of the O. Reg. 8/18 cover page that opens a restricted product's
 * agreement, with their answer to who asked for the visit: asked before anything else, since
 * neither party can confirm the agreement without it (docs/decisions/0018-agreements-and-ontario-consumer-law.md). Each answer
 * shows what it means before it is sent. The page itself is the document's first section. While
 * the answer is that the contractor came uninvited, the step stays so that it can be changed.
 */
export function CoverPageStep({
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
  const t = useTranslations("agreement.coverPageStep");
  const id = useId();
  const cover = agreement.coverPage;
  const [answer, setAnswer] = useState<CoverPageAnswer | null>(cover?.answer ?? null);
  const { run: confirm, pending } = useMutationAction(
    (chosen: CoverPageAnswer) => confirmCoverPage(agreement.id, token, chosen),
    {
      onSuccess: (next) => {
        toast.success(t("done"));
        onChange(next);
      },
      errorToast: t("error"),
    },
  );
  const open =
    !agreement.homeownerConfirmation &&
    !agreement.contractorConfirmation &&
    (agreement.state === "awaiting-details" || agreement.state === "awaiting-confirmation");
  if (!cover || !open || agreement.viewer !== "homeowner") return null;
  const answered = cover.confirmedAt && cover.answer;
  if (answered && cover.answer !== "uninvited") return null;
  const consequence = answer ? agreementScopeCopy.coverPage.consequence[answer] : null;
  return (
    <section className={className} aria-labelledby="cover-page-step" data-testid="cover-page-step">
      <h2 id="cover-page-step" className="font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm">{t("body")}</p>
      <a
        href="#agreement-cover-page"
        className="text-primary inline-block text-sm underline-offset-4 hover:underline"
      >
        {t("read")}
      </a>
      <fieldset className="space-y-2" aria-describedby={consequence ? `${id}-means` : undefined}>
        <legend className="text-sm font-medium">{t("question")}</legend>
        <div className="flex flex-col gap-2 pt-1">
          {COVER_PAGE_ANSWERS.map((option) => (
            <label key={option} className="flex items-start gap-2 text-base sm:text-sm">
              <input
                type="radio"
                name={`${id}-answer`}
                value={option}
                checked={answer === option}
                onChange={() => setAnswer(option)}
                className="accent-primary mt-0.5 size-4 shrink-0"
              />
              {t(`answers.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {consequence ? (
        <div
          id={`${id}-means`}
          className="border-border space-y-1 border-l-2 pl-3 text-sm"
          data-testid="cover-page-consequence"
          aria-live="polite"
        >
          <p className="font-medium">{consequence.heading}</p>
          <p>{consequence.body}</p>
          <p className="text-muted-foreground text-xs">{consequence.source}</p>
        </div>
      ) : null}
      <Button
        disabled={pending || !answer || (answered && answer === cover.answer) === true}
        onClick={() => {
          if (answer) confirm(answer);
        }}
      >
        <FileCheck2 aria-hidden />
        {answered ? t("change") : t("confirm")}
      </Button>
    </section>
  );
}
