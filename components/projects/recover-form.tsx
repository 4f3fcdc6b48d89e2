"use client";

import { MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiRequestError, requestManageLinks } from "@/lib/client/api";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import type { RecoveryInput } from "@/lib/projects/recovery-schema";

const empty: RecoveryInput = { email: "", website: "" };

/**
 * Lost-link recovery: the server e-mails the manage links of the projects posted with the
 * address. Its answer is the same for every address, and so is this page's confirmation.
 */
export function RecoverForm() {
  const t = useTranslations("recover");
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<
    RecoveryInput,
    unknown,
    RecoveryInput
  >({
    resolver: lazyZodResolver(() =>
      import("@/lib/projects/recovery-schema").then((module) => module.recoverySchema),
    ),
    defaultValues: empty,
  });
  const errors = formState.errors;

  const onValid = async (values: RecoveryInput) => {
    setFailure(null);
    try {
      await requestManageLinks(values);
      reset(empty);
      setSent(true);
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : -1;
      setFailure(t(status === 429 ? "rateLimited" : status === 0 ? "network" : "failed"));
    }
  };

  if (sent) {
    return (
      <div
        role="status"
        className="border-success/40 bg-card space-y-4 rounded-lg border p-6 shadow-sm"
        data-testid="recover-done"
      >
        <div className="flex items-start gap-3">
          <MailCheck className="text-success mt-0.5 size-6 shrink-0" aria-hidden />
          <div className="space-y-1">
            <h2 className="text-xl font-semibold">{t("doneTitle")}</h2>
            <p className="text-muted-foreground">{t("done")}</p>
          </div>
        </div>
        <Button variant="outline" onClick={() => setSent(false)}>
          {t("again")}
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={handleSubmit(onValid)}
      noValidate
      className="border-border bg-card space-y-5 rounded-lg border p-6 shadow-sm"
    >
      <div className="space-y-1">
        <h2 className="text-xl font-semibold">{t("heading")}</h2>
        <p className="text-muted-foreground text-sm">{t("intro")}</p>
      </div>
      <Field id="recover-email" label={t("email")} error={errors.email?.message} required>
        <Input
          type="email"
          autoComplete="email"
          maxLength={254}
          placeholder={t("emailPlaceholder")}
          {...register("email")}
          {...fieldAria("recover-email", errors.email?.message)}
        />
      </Field>
      <HoneypotField id="recover-website" {...register("website")} />
      {failure ? (
        <p
          role="alert"
          className="border-destructive/40 bg-destructive/10 rounded-md border p-3 text-sm"
          data-testid="recover-error"
        >
          <span className="font-semibold">{t("errorTitle")}: </span>
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={formState.isSubmitting} className="w-full sm:w-auto">
        {formState.isSubmitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
