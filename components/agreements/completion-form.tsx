"use client";

import { CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { Agreement } from "@/lib/api-shapes";
import { recordAgreementCompletion } from "@/lib/client/api";
import { reportWriteError } from "./report-write-error";

type Kind = "substantial-performance" | "completion";

/** Today in Toronto, YYYY-MM-DD: the latest day the form offers. */
const torontoToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());

/**
 * The homeowner's completion step on a confirmed agreement: the work substantially performed or
 * completed, and the day, from which the holdback's 60 days run. Recorded once.
 */
export function CompletionForm({
  agreement,
  token,
  onChange,
}: {
  agreement: Agreement;
  token: string;
  onChange: (agreement: Agreement) => void;
}) {
  const t = useTranslations("agreement.completion");
  const [kind, setKind] = useState<Kind>("completion");
  const [day, setDay] = useState(torontoToday());
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  if (agreement.completionKind) {
    return (
      <p
        role="status"
        className="border-success/40 bg-card flex items-start gap-2 rounded-lg border p-4 print:hidden"
        data-testid="completion-recorded"
      >
        <CheckCircle2 className="text-success mt-0.5 size-5 shrink-0" aria-hidden />
        {t(
          agreement.completionKind === "completion" ? "recordedCompletion" : "recordedSubstantial",
          {
            day: agreement.completedOn ?? "",
          },
        )}
      </p>
    );
  }
  if (agreement.viewer !== "homeowner" || agreement.state !== "confirmed") return null;
  return (
    <form
      noValidate
      className="border-border bg-card space-y-4 rounded-lg border p-6 shadow-sm print:hidden"
      data-testid="completion-form"
      onSubmit={async (event) => {
        event.preventDefault();
        setPending(true);
        setError(undefined);
        try {
          onChange(
            await recordAgreementCompletion(agreement.id, { kind, completedOn: day }, token),
          );
        } catch (failure) {
          reportWriteError(
            failure,
            (field, message) => {
              setError(message);
              return field === "completedOn" || field === "kind";
            },
            t("saveError"),
          );
        } finally {
          setPending(false);
        }
      }}
    >
      <h2 className="text-lg font-semibold">{t("title")}</h2>
      <p className="text-muted-foreground text-sm">{t("explain")}</p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("kindLabel")}</legend>
        {(["substantial-performance", "completion"] as const).map((value) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="completion-kind"
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
              className="mt-1"
            />
            <span>{t(value === "completion" ? "kindCompletion" : "kindSubstantial")}</span>
          </label>
        ))}
      </fieldset>
      <Field id="completion-day" label={t("dayLabel")} error={error} required>
        <Input
          id="completion-day"
          type="date"
          value={day}
          max={torontoToday()}
          onChange={(event) => setDay(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </Field>
      <p className="text-muted-foreground text-xs">{t("notAdvice")}</p>
      <Button type="submit" disabled={pending}>
        <CheckCircle2 aria-hidden />
        {t("submit")}
      </Button>
    </form>
  );
}
