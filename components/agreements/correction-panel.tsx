"use client";

import { Check, PencilLine, X } from "lucide-react";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { correctionBody } from "@/lib/agreements/correction-input";
import type { Agreement, AgreementParty } from "@/lib/agreements/shapes";
import { answerCorrection, proposeCorrection } from "@/lib/agreements/client";
import { toast } from "@/lib/client/toast";
import { useMutationAction } from "@/lib/client/use-mutation-action";
import { formatCents, parseMoney } from "@/lib/money";
import { reportWriteError } from "@/lib/client/write-error";

/**
 * A pending correction of the terms: who proposed it and why, each term before and after, and
 * the other party's answer (the proposer may take it back). Nothing changes until it is accepted.
 */
export function PendingCorrection({
  agreement,
  party,
  token,
  onChange,
  className,
}: {
  agreement: Agreement;
  party: AgreementParty;
  token: string;
  onChange: (agreement: Agreement) => void;
  className?: string;
}) {
  const t = useTranslations("agreement");
  const correction = agreement.correction!;
  const mine = correction.by === party;
  const { run: send, pending } = useMutationAction(
    (answer: "accept" | "decline") => answerCorrection(agreement.id, answer, token),
    {
      onSuccess: (next, answer) => {
        toast.success(t(answer === "accept" ? "correctionAccepted" : "correctionDeclined"));
        onChange(next);
      },
      errorToast: t("saveError"),
    },
  );
  return (
    <section className={className} aria-labelledby="correction-title" data-testid="correction">
      <h2 id="correction-title" className="font-semibold">
        {t(`correctionBy.${mine ? "you" : correction.by}`)}
      </h2>
      <p className="text-sm">{t("correctionWhy")}</p>
      <blockquote className="border-border border-l-4 pl-3 text-sm whitespace-pre-line">
        {correction.note}
      </blockquote>
      <div
        className="overflow-x-auto"
        role="group"
        aria-label={t("correctionChanges")}
        tabIndex={0}
      >
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">
                {t("correctionTerm")}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t("correctionBefore")}
              </th>
              <th scope="col" className="py-1">
                {t("correctionAfter")}
              </th>
            </tr>
          </thead>
          <tbody>
            {correction.changes.map((change) => (
              <tr key={change.field} className="border-border border-t align-top">
                <th scope="row" className="py-1 pr-3 font-medium">
                  {t(`correctionField.${change.field}`)}
                </th>
                <td className="text-muted-foreground py-1 pr-3">{change.before}</td>
                <td className="py-1">{change.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm">{t(mine ? "correctionWaiting" : "correctionAnswer")}</p>
      <div className="flex flex-wrap gap-2">
        {mine ? null : (
          <Button disabled={pending} onClick={() => send("accept")}>
            <Check aria-hidden />
            {t("acceptCorrection")}
          </Button>
        )}
        <Button variant="outline" disabled={pending} onClick={() => send("decline")}>
          <X aria-hidden />
          {t(mine ? "withdrawCorrection" : "declineCorrection")}
        </Button>
      </div>
    </section>
  );
}

type Values = {
  lines: { quantity: string; unitPrice: string }[];
  startDate: string;
  completionDate: string;
  approach: string;
  note: string;
};

/**
 * Proposes a correction before both confirm: each line's quantity and price, the dates and the
 * description of the work, with the reason. The schedule's last payment takes up a change of
 * total; the server checks everything as it checks a proposal.
 */
export function CorrectionForm({
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
  const [open, setOpen] = useState(false);
  const { quote, proposal } = agreement.terms;
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    defaultValues: {
      lines: quote.lineItems.map((line) => ({
        quantity: String(line.quantity),
        unitPrice: formatCents(line.unitPriceCents),
      })),
      startDate: quote.startDate ?? "",
      completionDate: quote.completionDate ?? "",
      approach: proposal.approach,
      note: "",
    },
  });
  const { errors } = formState;
  if (!open) {
    return (
      <div className={className} data-testid="propose-correction">
        <h2 className="font-semibold">{t("proposeCorrectionTitle")}</h2>
        <p className="text-sm">{t("proposeCorrectionWhy")}</p>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <PencilLine aria-hidden />
          {t("proposeCorrection")}
        </Button>
      </div>
    );
  }
  return (
    <form
      className={className}
      noValidate
      data-testid="propose-correction"
      onSubmit={handleSubmit(async (values) => {
        const body = correctionBody(quote, {
          lines: values.lines.map((line) => ({
            quantity: Number(line.quantity),
            unitPriceCents: parseMoney(line.unitPrice) ?? -1,
          })),
          startDate: values.startDate || null,
          completionDate: values.completionDate || null,
          approach: values.approach,
          note: values.note,
        });
        try {
          const next = await proposeCorrection(agreement.id, body, token);
          toast.success(t("correctionSent"));
          setOpen(false);
          onChange(next);
        } catch (failure) {
          reportWriteError(
            failure,
            (field, message) => {
              const name = field === "note" || field === "approach" ? field : null;
              if (!name) return false;
              setError(name, { message });
              return true;
            },
            t("saveError"),
          );
        }
      })}
    >
      <h2 className="font-semibold">{t("proposeCorrectionTitle")}</h2>
      <p className="text-sm">{t("proposeCorrectionWhy")}</p>
      {quote.lineItems.map((line, index) => (
        <fieldset key={index} className="grid gap-3 sm:grid-cols-2">
          <legend className="text-sm font-medium">{line.description}</legend>
          <Field id={`correction-quantity-${index}`} label={t("lineQuantity", { n: index + 1 })}>
            <Input
              inputMode="decimal"
              {...register(`lines.${index}.quantity`)}
              {...fieldAria(`correction-quantity-${index}`)}
            />
          </Field>
          <Field id={`correction-price-${index}`} label={t("lineUnitPrice", { n: index + 1 })}>
            <Input
              inputMode="decimal"
              {...register(`lines.${index}.unitPrice`)}
              {...fieldAria(`correction-price-${index}`)}
            />
          </Field>
        </fieldset>
      ))}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="correction-start" label={t("startDate")}>
          <Input type="date" {...register("startDate")} {...fieldAria("correction-start")} />
        </Field>
        <Field id="correction-completion" label={t("completionDate")}>
          <Input
            type="date"
            {...register("completionDate")}
            {...fieldAria("correction-completion")}
          />
        </Field>
      </div>
      <Field
        id="correction-approach"
        label={t("correctionApproach")}
        error={errors.approach?.message}
      >
        <Textarea
          rows={4}
          {...register("approach")}
          {...fieldAria("correction-approach", errors.approach?.message)}
        />
      </Field>
      <Field id="correction-note" label={t("correctionNote")} error={errors.note?.message} required>
        <Textarea
          rows={3}
          {...register("note")}
          {...fieldAria("correction-note", errors.note?.message)}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          <PencilLine aria-hidden />
          {t("sendCorrection")}
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          {t("cancelCorrection")}
        </Button>
      </div>
    </form>
  );
}
