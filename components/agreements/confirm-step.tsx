"use client";

import { CheckCircle2, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { confirmationStatement } from "@/content/agreement";
import { signerOf } from "@/lib/agreements/signature";
import type { Agreement, AgreementParty } from "@/lib/agreements/shapes";
import { ApiRequestError } from "@/lib/client/api";
import { confirmAgreement, fetchAgreement, giveAgreementDetails } from "@/lib/agreements/client";
import { toast } from "@/lib/client/toast";
import { canSign } from "./proof-notice";
import { reportWriteError } from "@/lib/client/write-error";

const PANEL = "bg-card border-border space-y-4 rounded-xl border p-5 print:hidden";

/** Whether the viewing party has their confirmation still to give (the step below the document). */
export function confirmStepOpen(agreement: Agreement): agreement is Agreement & {
  viewer: AgreementParty;
} {
  if (agreement.viewer === "operator" || agreement.state !== "awaiting-confirmation") return false;
  if (agreement.correction) return false;
  const mine =
    agreement.viewer === "homeowner"
      ? agreement.homeownerConfirmation
      : agreement.contractorConfirmation;
  return mine === null;
}

/**
 * The confirmation, after the whole document: what confirming does, the box "I have read the
 * whole agreement" and the typed name of the person who signs for the party (docs/decisions/0017-written-agreements.md). The
 * contractor names the person who signs for the business among the details, and may change them
 * here while nobody has confirmed.
 */
export function ConfirmStep({
  agreement,
  token,
  onChange,
}: {
  agreement: Agreement;
  token: string;
  onChange: (agreement: Agreement) => void;
}) {
  if (!confirmStepOpen(agreement)) return null;
  const party = agreement.viewer;
  const nobodyConfirmed = !agreement.homeownerConfirmation && !agreement.contractorConfirmation;
  return (
    <div className="space-y-4" id="confirm-step">
      {party === "contractor" && nobodyConfirmed ? (
        <SignerForm agreement={agreement} token={token} onChange={onChange} />
      ) : null}
      {canSign(agreement) ? (
        <ConfirmForm agreement={agreement} party={party} token={token} onChange={onChange} />
      ) : null}
    </div>
  );
}

function ConfirmForm({
  agreement,
  party,
  token,
  onChange,
}: {
  agreement: Agreement;
  party: AgreementParty;
  token: string;
  onChange: (agreement: Agreement) => void;
}) {
  const t = useTranslations("agreement.sign");
  const tAgreement = useTranslations("agreement");
  const signer = signerOf(party, agreement.terms, agreement.details);
  const { register, handleSubmit, formState, setError } = useForm<{
    name: string;
    read: boolean;
  }>({ defaultValues: { name: "", read: false } });
  const nameId = "confirm-agreement-name";
  const readId = "confirm-agreement-read";
  const nameError = formState.errors.name?.message;
  const readError = formState.errors.read?.message;
  return (
    <form
      className={PANEL}
      noValidate
      data-testid="confirm-agreement"
      aria-labelledby="confirm-agreement-title"
      onSubmit={handleSubmit(async ({ name, read }) => {
        try {
          const next = await confirmAgreement(
            agreement.id,
            { name, read, version: agreement.version },
            token,
          );
          toast.success(
            next.state === "confirmed" ? tAgreement("confirmedBoth") : tAgreement("confirmedYou"),
          );
          onChange(next);
        } catch (error) {
          // The terms changed since this page loaded: show the current version, to be read again.
          if (error instanceof ApiRequestError && error.status === 409) {
            onChange(await fetchAgreement(agreement.id, token));
            toast.error(tAgreement("versionChanged"));
            return;
          }
          reportWriteError(
            error,
            (field, message) => {
              if (field !== "name" && field !== "read") return false;
              setError(field, { message });
              return true;
            },
            tAgreement("saveError"),
          );
        }
      })}
    >
      <h2 id="confirm-agreement-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <div className="space-y-1 text-sm">
        <p className="font-medium">{t("whatItDoes")}</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t("does.record")}</li>
          <li>
            {t(
              `does.binds.${agreement.homeownerConfirmation || agreement.contractorConfirmation ? "last" : "first"}`,
            )}
          </li>
          <li>{t("does.fixed")}</li>
          <li>{t("does.copy")}</li>
        </ul>
      </div>
      <p className="text-sm">{confirmationStatement}</p>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={readId}
          className="accent-primary mt-0.5 size-4 shrink-0"
          {...register("read", { validate: (value) => value || t("readRequired") })}
          aria-invalid={readError ? true : undefined}
          aria-describedby={readError ? `${readId}-error` : undefined}
        />
        <div className="space-y-1">
          <label htmlFor={readId} className="text-sm font-medium">
            {t("read")}
          </label>
          {readError ? (
            <p id={`${readId}-error`} role="alert" className="text-destructive text-sm font-medium">
              {readError}
            </p>
          ) : null}
        </div>
      </div>
      <Field
        id={nameId}
        label={t("name")}
        hint={
          signer.role
            ? t("nameHintRole", { name: signer.name, role: signer.role })
            : t(`nameHint.${party}`, { name: signer.name })
        }
        error={nameError}
        required
      >
        <Input
          autoComplete="name"
          {...register("name", {
            validate: (value) => value.trim().length >= 2 || tAgreement("typedNameRequired"),
          })}
          {...fieldAria(nameId, nameError, true)}
        />
      </Field>
      <Button type="submit" disabled={formState.isSubmitting}>
        <CheckCircle2 aria-hidden />
        {tAgreement("confirm")}
      </Button>
    </form>
  );
}

/** The contractor names who confirms for the business (POST …/details with `signer`). */
export function SignerForm({
  agreement,
  token,
  onChange,
}: {
  agreement: Agreement;
  token: string;
  onChange: (agreement: Agreement) => void;
}) {
  const t = useTranslations("agreement.sign");
  const tAgreement = useTranslations("agreement");
  const stated = agreement.details.signer;
  const { register, handleSubmit, formState, setError } = useForm<{ name: string; role: string }>({
    defaultValues: { name: stated?.name ?? "", role: stated?.role ?? "" },
  });
  const errors = { name: formState.errors.name?.message, role: formState.errors.role?.message };
  return (
    <form
      className={PANEL}
      noValidate
      data-testid="agreement-signer"
      aria-labelledby="agreement-signer-title"
      onSubmit={handleSubmit(async (signer) => {
        try {
          onChange(await giveAgreementDetails(agreement.id, { signer }, token));
          toast.success(t("signerSaved"));
        } catch (error) {
          reportWriteError(
            error,
            (field, message) => {
              const key = field.replace(/^signer\./, "");
              if (key !== "name" && key !== "role") return false;
              setError(key, { message });
              return true;
            },
            tAgreement("saveError"),
          );
        }
      })}
    >
      <h2 id="agreement-signer-title" className="flex items-center gap-2 font-semibold">
        <UserRound className="size-4" aria-hidden />
        {t("signerTitle", { contractor: agreement.terms.contractor.name })}
      </h2>
      <p className="text-sm">{t("signerWhy", { contractor: agreement.terms.contractor.name })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {(["name", "role"] as const).map((field) => {
          const id = `agreement-signer-${field}`;
          return (
            <Field
              key={field}
              id={id}
              label={t(field === "name" ? "signerName" : "signerRole")}
              error={errors[field]}
              required
            >
              <Input
                autoComplete={field === "name" ? "name" : "organization-title"}
                {...register(field, {
                  validate: (value) => value.trim().length >= 2 || tAgreement("fieldRequired"),
                })}
                {...fieldAria(id, errors[field])}
              />
            </Field>
          );
        })}
      </div>
      <Button type="submit" variant="outline" disabled={formState.isSubmitting}>
        {t(stated ? "signerChange" : "signerSave")}
      </Button>
    </form>
  );
}
