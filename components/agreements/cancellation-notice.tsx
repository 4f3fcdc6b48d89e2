"use client";

import { FileX } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { agreementScopeCopy } from "@/content/agreement";
import { CANCELLATION_REASONS, type CancellationReason } from "@/content/agreement-scope";
import { SITE_TIME_ZONE } from "@/i18n/config.mjs";
import type { Agreement } from "@/lib/agreements/shapes";
import { giveCancellationNotice } from "@/lib/agreements/client";
import { toast } from "@/lib/client/toast";
import { canSign } from "./proof-notice";
import { reportWriteError } from "@/lib/client/write-error";

interface NoticeValues {
  reason: CancellationReason | "";
  explanation: string;
}

/**
 * The homeowner's notice of cancellation of a confirmed consumer agreement (Consumer Protection
 * Act, 2002, ss. 92 and 96; docs/decisions/0018-agreements-and-ontario-consumer-law.md), once given: dated, at the top of the page for
 * both parties. The site records the notice; it does not decide whether it is valid.
 */
export function CancellationNoticeGiven({
  agreement,
  className,
}: {
  agreement: Agreement;
  className: string;
}) {
  const t = useTranslations("agreement.cancellation");
  const format = useFormatter();
  const notice = agreement.cancellationNotice;
  if (!notice) return null;
  const at = new Date(notice.givenAt);
  return (
    <section className={className} role="status" data-testid="cancellation-notice-given">
      <h2 className="flex items-center gap-2 font-semibold">
        <FileX className="size-5 shrink-0" aria-hidden />
        {t("given", { date: format.dateTime(at, { dateStyle: "long", timeZone: SITE_TIME_ZONE }) })}
      </h2>
      <p className="text-sm">
        {t("givenDetail", {
          who: agreement.viewer === "homeowner" ? "you" : "homeowner",
          time: format.dateTime(at, { timeStyle: "short", timeZone: SITE_TIME_ZONE }),
          reason: agreementScopeCopy.cancellationNotice.reason[notice.reason],
        })}
      </p>
    </section>
  );
}

/**
 * Until a notice is given, the homeowner of a confirmed consumer agreement, from the link
 * e-mailed to them, may give it, with a reason, after a dialog that asks first. It is the
 * consumer's right, so the contractor is offered none.
 */
export function CancellationNoticeOffer(props: {
  agreement: Agreement;
  token: string;
  onChange: (agreement: Agreement) => void;
  className: string;
}) {
  const { agreement } = props;
  const offered =
    !agreement.cancellationNotice &&
    agreement.viewer === "homeowner" &&
    agreement.state === "confirmed" &&
    agreement.consumer &&
    canSign(agreement);
  return offered ? <GiveNotice {...props} /> : null;
}

function GiveNotice({
  agreement,
  token,
  onChange,
  className,
}: {
  agreement: Agreement;
  token: string;
  onChange: (agreement: Agreement) => void;
  className: string;
}) {
  const t = useTranslations("agreement.cancellation");
  const common = useTranslations("common");
  const [asking, setAsking] = useState(false);
  const { register, handleSubmit, formState, setError, reset } = useForm<NoticeValues>({
    defaultValues: { reason: "", explanation: "" },
  });
  const errors = formState.errors;
  const contractor = agreement.terms.contractor.name;
  const send = async (values: NoticeValues) => {
    try {
      const next = await giveCancellationNotice(
        agreement.id,
        {
          reason: values.reason as CancellationReason,
          ...(values.explanation.trim() ? { explanation: values.explanation } : {}),
        },
        token,
      );
      setAsking(false);
      reset();
      toast.success(t("sent", { contractor }));
      onChange(next);
    } catch (failure) {
      reportWriteError(
        failure,
        (path, message) => {
          if (path !== "reason" && path !== "explanation") return false;
          setError(path, { message });
          return true;
        },
        t("error"),
      );
    }
  };
  return (
    <section
      className={className}
      aria-labelledby="cancellation-notice-title"
      data-testid="cancellation-notice"
    >
      <h2 id="cancellation-notice-title" className="font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm">{t("body")}</p>
      <Button variant="outline" onClick={() => setAsking(true)}>
        <FileX aria-hidden />
        {t("open")}
      </Button>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent closeLabel={common("close")}>
          <form noValidate onSubmit={handleSubmit(send)} className="space-y-4">
            <DialogHeader>
              <DialogTitle>{t("dialogTitle", { contractor })}</DialogTitle>
              <DialogDescription>
                {t("dialogBody", { contractor, title: agreement.terms.project.title })}
              </DialogDescription>
            </DialogHeader>
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm font-medium">{t("reasonLegend")}</legend>
              {CANCELLATION_REASONS.map((reason) => (
                <label key={reason} className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    value={reason}
                    className="mt-1"
                    aria-describedby={`cancellation-reason-${reason}-source`}
                    {...register("reason", { required: t("reasonRequired") })}
                  />
                  <span>
                    {t(`reasons.${reason}`)}
                    <span
                      id={`cancellation-reason-${reason}-source`}
                      className="text-muted-foreground block text-xs"
                    >
                      {t(`sources.${reason}`)}
                    </span>
                  </span>
                </label>
              ))}
              {errors.reason?.message ? (
                <p role="alert" className="text-destructive text-sm font-medium">
                  {errors.reason.message}
                </p>
              ) : null}
            </fieldset>
            <Field
              id="cancellation-explanation"
              label={t("explanation")}
              hint={t("explanationHint")}
              error={errors.explanation?.message}
            >
              <Textarea
                rows={3}
                {...register("explanation")}
                {...fieldAria("cancellation-explanation", errors.explanation?.message, true)}
              />
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setAsking(false)}>
                {t("keep")}
              </Button>
              <Button type="submit" variant="destructive" disabled={formState.isSubmitting}>
                <FileX aria-hidden />
                {t("give")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
