"use client";

import { MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { SignInInput } from "@/lib/accounts/schema";
import { ApiRequestError, requestSignInLink } from "@/lib/client/api";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";

const empty: SignInInput = { email: "", website: "" };

/** Asks for a one-time sign-in link; the answer is the same for every address. */
export function SignInForm() {
  const t = useTranslations("proSignIn");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<SignInInput, unknown, SignInInput>({
    resolver: lazyZodResolver(() =>
      import("@/lib/accounts/schema").then((module) => module.signInSchema),
    ),
    defaultValues: empty,
  });
  const errors = formState.errors;

  const onValid = async (values: SignInInput) => {
    setFailure(null);
    try {
      await requestSignInLink(values);
      reset(empty);
      setSentTo(values.email);
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : -1;
      setFailure(t(status === 429 ? "rateLimited" : status === 0 ? "network" : "failed"));
    }
  };

  if (sentTo) {
    return (
      <div
        role="status"
        className="border-success/40 bg-card space-y-4 rounded-lg border p-6 shadow-sm"
        data-testid="sign-in-sent"
      >
        <div className="flex items-start gap-3">
          <MailCheck className="text-success mt-0.5 size-6 shrink-0" aria-hidden />
          <div className="space-y-1">
            <h2 className="text-xl font-semibold">{t("sentTitle")}</h2>
            <p className="text-muted-foreground">{t("sent", { email: sentTo })}</p>
          </div>
        </div>
        <Button variant="outline" onClick={() => setSentTo(null)}>
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
      <Field id="sign-in-email" label={t("email")} error={errors.email?.message} required>
        <Input
          type="email"
          autoComplete="email"
          maxLength={254}
          placeholder={t("emailPlaceholder")}
          {...register("email")}
          {...fieldAria("sign-in-email", errors.email?.message)}
        />
      </Field>
      <HoneypotField id="sign-in-website" {...register("website")} />
      {failure ? (
        <p
          role="alert"
          className="border-destructive/40 bg-destructive/10 rounded-md border p-3 text-sm"
        >
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={formState.isSubmitting} className="w-full sm:w-auto">
        {formState.isSubmitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
