"use client";

import { CheckCircle2, Clock, TriangleAlert } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";

import { Field, fieldAria } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { SITE_TIME_ZONE } from "@/i18n/config.mjs";
import type { Agreement, AgreementParty } from "@/lib/agreements/shapes";
import { torontoDay } from "@/lib/calendar-day";
import {
  answerAgreementCompletion,
  recordAgreementCompletion,
  setAgreementPhotoConsent,
} from "@/lib/agreements/client";
import { canSign } from "./proof-notice";
import { useMutationAction } from "@/lib/client/use-mutation-action";

type Kind = NonNullable<Agreement["completion"]>["kind"];
const KINDS: readonly Kind[] = [
  "completion",
  "substantial-performance",
  "abandonment",
  "termination",
];
const WORK_DONE: readonly Kind[] = ["completion", "substantial-performance"];

/**
 * How a confirmed agreement's work ended: either party records it and the day; the other
 * acknowledges or disputes it, and unanswered it stands 7 days later (then reviews open, and the
 * Construction Act's lien period is counted as the record says).
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
  if (agreement.viewer === "operator" || agreement.state !== "confirmed") return null;
  const record = agreement.completion;
  const party = agreement.viewer;
  const sign = canSign(agreement);
  return (
    <div className="space-y-3 print:hidden" data-testid="completion">
      {record ? <CompletionStatus agreement={agreement} party={party} /> : null}
      {record &&
      record.answer === null &&
      !record.stoodAt &&
      record.recordedBy !== party &&
      sign ? (
        <AnswerForm agreement={agreement} token={token} onChange={onChange} />
      ) : null}
      {(!record || record.answer === "disputed") && sign ? (
        <RecordForm agreement={agreement} token={token} onChange={onChange} />
      ) : null}
      {record &&
      party === "homeowner" &&
      WORK_DONE.includes(record.kind) &&
      sign &&
      agreement.projectPhotoCount > 0 ? (
        <PhotoConsent agreement={agreement} token={token} onChange={onChange} />
      ) : null}
    </div>
  );
}

/** The record, who made it, its answer or when it stands, and what it means for the holdback. */
function CompletionStatus({ agreement, party }: { agreement: Agreement; party: AgreementParty }) {
  const t = useTranslations("agreement.completion");
  const format = useFormatter();
  const record = agreement.completion!;
  const day = (value: string) =>
    format.dateTime(new Date(value.length === 10 ? `${value}T12:00:00Z` : value), {
      dateStyle: "long",
      timeZone: SITE_TIME_ZONE,
    });
  const Icon = record.answer === "disputed" ? TriangleAlert : record.stoodAt ? CheckCircle2 : Clock;
  const who = record.recordedBy === party ? "you" : record.recordedBy;
  return (
    <div
      role="status"
      className="border-border bg-card space-y-2 rounded-lg border p-4"
      data-testid="completion-recorded"
      data-answer={record.answer ?? (record.stoodAt ? "stood" : "waiting")}
    >
      <p className="flex items-start gap-2">
        <Icon className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
        {t("recorded", { who, what: t(`done.${record.kind}`), day: day(record.completedOn) })}
      </p>
      <p className="text-sm">
        {record.answer === "disputed"
          ? t("disputed", { note: record.answerNote ?? "" })
          : record.stoodAt
            ? t("stood", { day: day(record.stoodAt) })
            : record.recordedBy === party
              ? t("waitingOther", { day: day(record.standsOn!) })
              : t("waitingYou", { day: day(record.standsOn!) })}
      </p>
      {record.answer !== "disputed" ? (
        <p className="text-muted-foreground text-sm">
          {record.lienPeriod
            ? t("lien", {
                basis: record.lienPeriod.basis,
                from: day(record.lienPeriod.from),
                release: day(record.lienPeriod.releaseOn),
              })
            : t("lienNotStarted")}
        </p>
      ) : null}
    </div>
  );
}

function RecordForm({
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
  const [certificate, setCertificate] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [showPhotos, setShowPhotos] = useState(false);
  const offersPhotos =
    agreement.viewer === "homeowner" && agreement.projectPhotoCount > 0 && WORK_DONE.includes(kind);
  const { run: record, pending } = useMutationAction(
    (input: Parameters<typeof recordAgreementCompletion>[1]) =>
      recordAgreementCompletion(agreement.id, input, token),
    {
      onSuccess: onChange,
      errorToast: t("saveError"),
      onFieldError: (field, message) => {
        setError(message);
        return ["completedOn", "kind", "certificatePublishedOn"].includes(field);
      },
    },
  );
  return (
    <form
      noValidate
      className="border-border bg-card space-y-4 rounded-lg border p-6 shadow-sm"
      data-testid="completion-form"
      onSubmit={async (event) => {
        event.preventDefault();
        setError(undefined);
        record({
          kind,
          completedOn: day,
          ...(kind === "substantial-performance" && certificate
            ? { certificatePublishedOn: certificate }
            : {}),
          ...(offersPhotos ? { showPhotos } : {}),
        });
      }}
    >
      <h2 className="text-lg font-semibold">{t("title")}</h2>
      <p className="text-muted-foreground text-sm">{t("explain")}</p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("kindLabel")}</legend>
        {KINDS.map((value) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="completion-kind"
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
              className="mt-1"
            />
            <span>{t(`kind.${value}`)}</span>
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
      {kind === "substantial-performance" ? (
        <Field
          id="completion-certificate"
          label={t("certificateLabel")}
          hint={t("certificateHint")}
        >
          <Input
            {...fieldAria("completion-certificate", undefined, true)}
            type="date"
            value={certificate}
            max={torontoDay()}
            onChange={(event) => setCertificate(event.target.value)}
          />
        </Field>
      ) : null}
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

/** The other party's answer to the record: acknowledge it, or dispute it and say why. */
function AnswerForm({
  agreement,
  token,
  onChange,
}: {
  agreement: Agreement;
  token: string;
  onChange: (agreement: Agreement) => void;
}) {
  const t = useTranslations("agreement.completion");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { run: send, pending } = useMutationAction(
    (input: { answer: "acknowledged" | "disputed"; note?: string }) =>
      answerAgreementCompletion(agreement.id, input, token),
    {
      onSuccess: onChange,
      errorToast: t("answerError"),
      onFieldError: (field, message) => (field === "note" ? (setError(message), true) : false),
    },
  );
  const answer = (value: "acknowledged" | "disputed") => {
    setError(undefined);
    send({ answer: value, ...(note.trim() ? { note } : {}) });
  };
  return (
    <div
      className="border-border bg-card space-y-3 rounded-lg border p-6 shadow-sm"
      data-testid="completion-answer"
    >
      <h2 className="text-lg font-semibold">{t("answerTitle")}</h2>
      <Field id="completion-note" label={t("noteLabel")} error={error} hint={t("noteHint")}>
        <Textarea
          {...fieldAria("completion-note", error, true)}
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={pending} onClick={() => answer("acknowledged")}>
          {t("acknowledge")}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={pending}
          onClick={() => answer("disputed")}
        >
          {t("dispute")}
        </Button>
      </div>
    </div>
  );
}

/**
 * The homeowner's standing choice about the project's photos on the contractor's profile, and
 * the one button that changes it.
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
  const consent = agreement.photoConsent;
  const shown = consent !== null && consent.withdrawnAt === null;
  const { run: setConsent, pending } = useMutationAction(
    (show: boolean) => setAgreementPhotoConsent(agreement.id, show, token),
    { onSuccess: onChange, errorToast: t("consentError") },
  );
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
                timeZone: SITE_TIME_ZONE,
              }),
            })
          : t("photosNotShown")}
      </p>
      <Button
        type="button"
        size="sm"
        variant={shown ? "outline" : "default"}
        disabled={pending}
        onClick={() => setConsent(!shown)}
      >
        {shown ? t("withdrawConsent") : t("giveConsent")}
      </Button>
    </div>
  );
}
