"use client";

import { CheckCircle2 } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";

import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { Agreement } from "@/lib/api-shapes";
import { torontoDay } from "@/lib/calendar-day";
import { recordAgreementCompletion, setAgreementPhotoConsent } from "@/lib/client/api";
import { reportWriteError } from "./report-write-error";

type Kind = "substantial-performance" | "completion";

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
  const [day, setDay] = useState(torontoDay());
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [showPhotos, setShowPhotos] = useState(false);
  const offersPhotos = agreement.projectPhotoCount > 0;

  if (agreement.completionKind) {
    return (
      <div className="space-y-3 print:hidden">
        <p
          role="status"
          className="border-success/40 bg-card flex items-start gap-2 rounded-lg border p-4"
          data-testid="completion-recorded"
        >
          <CheckCircle2 className="text-success mt-0.5 size-5 shrink-0" aria-hidden />
          {t(
            agreement.completionKind === "completion"
              ? "recordedCompletion"
              : "recordedSubstantial",
            {
              day: agreement.completedOn ?? "",
            },
          )}
        </p>
        {agreement.viewer === "homeowner" && offersPhotos ? (
          <PhotoConsent agreement={agreement} token={token} onChange={onChange} />
        ) : null}
      </div>
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
            await recordAgreementCompletion(
              agreement.id,
              { kind, completedOn: day, ...(offersPhotos ? { showPhotos } : {}) },
              token,
            ),
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
          max={torontoDay()}
          onChange={(event) => setDay(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </Field>
      {offersPhotos ? (
        <div className="space-y-1">
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              checked={showPhotos}
              onChange={(event) => setShowPhotos(event.target.checked)}
              aria-describedby="completion-photos-hint"
              className="mt-1"
            />
            <span>{t("showPhotos")}</span>
          </label>
          <p id="completion-photos-hint" className="text-muted-foreground pl-6 text-xs">
            {t("showPhotosHint")}
          </p>
        </div>
      ) : null}
      <p className="text-muted-foreground text-xs">{t("notAdvice")}</p>
      <Button type="submit" disabled={pending}>
        <CheckCircle2 aria-hidden />
        {t("submit")}
      </Button>
    </form>
  );
}

/**
 * After completion, the homeowner's standing choice about the project's photos on the
 * contractor's profile, and the one button that changes it.
 */
function PhotoConsent({
  agreement,
  token,
  onChange,
}: {
  agreement: Agreement;
  token: string;
  onChange: (agreement: Agreement) => void;
}) {
  const t = useTranslations("agreement.completion");
  const format = useFormatter();
  const [pending, setPending] = useState(false);
  const consent = agreement.photoConsent;
  const shown = consent !== null && consent.withdrawnAt === null;
  return (
    <div
      className="border-border bg-card space-y-3 rounded-lg border p-4"
      data-testid="photo-consent"
    >
      <p className="text-sm">
        {shown
          ? t("photosShown", {
              day: format.dateTime(new Date(consent.givenAt), {
                dateStyle: "long",
                timeZone: "America/Toronto",
              }),
            })
          : t("photosNotShown")}
      </p>
      <Button
        type="button"
        size="sm"
        variant={shown ? "outline" : "default"}
        disabled={pending}
        onClick={async () => {
          setPending(true);
          try {
            onChange(await setAgreementPhotoConsent(agreement.id, !shown, token));
          } catch (failure) {
            reportWriteError(failure, () => false, t("consentError"));
          } finally {
            setPending(false);
          }
        }}
      >
        {shown ? t("withdrawConsent") : t("giveConsent")}
      </Button>
    </div>
  );
}
