"use client";

import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiRequestError } from "@/lib/client/api";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import type { EmailLinkInput } from "@/lib/validation/common";

const empty: EmailLinkInput = { email: "", website: "" };

/** The messages both forms' namespaces hold under the same keys. */
type SharedKey =
  | "heading"
  | "intro"
  | "email"
  | "emailPlaceholder"
  | "submit"
  | "submitting"
  | "again"
  | "rateLimited"
  | "network"
  | "failed";

export type EmailLinkTexts = {
  /** The form's namespace, for the keys above. */
  t: (key: SharedKey) => string;
  sentTitle: string;
  /** What the confirmation says, given the address the link went to. */
  sent: (email: string) => string;
  /** Written before a failure, when the form names it. */
  errorTitle?: string;
};

/**
 * Asks the server to e-mail a link to an address (sign-in, lost manage links). The server's
 * answer is the same for every address, and so is the confirmation.
 */
export function EmailLinkForm({
  id,
  texts,
  send,
  testIds,
}: {
  /** Prefix of the fields' ids. */
  id: string;
  texts: EmailLinkTexts;
  send: (values: EmailLinkInput) => Promise<unknown>;
  testIds: { sent: string; error?: string };
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<
    EmailLinkInput,
    unknown,
    EmailLinkInput
  >({
    resolver: lazyZodResolver(() =>
      import("@/lib/validation/common").then((module) => module.emailLinkSchema),
    ),
    defaultValues: empty,
  });
  const errors = formState.errors;

  const onValid = async (values: EmailLinkInput) => {
    setFailure(null);
    try {
      await send(values);
      reset(empty);
      setSentTo(values.email);
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : -1;
      setFailure(texts.t(status === 429 ? "rateLimited" : status === 0 ? "network" : "failed"));
    }
  };

  if (sentTo !== null) {
    return (
      <div
        role="status"
        className="border-success/40 bg-card space-y-4 rounded-lg border p-6 shadow-sm"
        data-testid={testIds.sent}
      >
        <div className="flex items-start gap-3">
          <MailCheck className="text-success mt-0.5 size-6 shrink-0" aria-hidden />
          <div className="space-y-1">
            <h2 className="text-xl font-semibold">{texts.sentTitle}</h2>
            <p className="text-muted-foreground">{texts.sent(sentTo)}</p>
          </div>
        </div>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          {texts.t("again")}
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
        <h2 className="text-xl font-semibold">{texts.t("heading")}</h2>
        <p className="text-muted-foreground text-sm">{texts.t("intro")}</p>
      </div>
      <Field id={`${id}-email`} label={texts.t("email")} error={errors.email?.message} required>
        <Input
          type="email"
          autoComplete="email"
          maxLength={254}
          placeholder={texts.t("emailPlaceholder")}
          {...register("email")}
          {...fieldAria(`${id}-email`, errors.email?.message)}
        />
      </Field>
      <HoneypotField id={`${id}-website`} {...register("website")} />
      {failure ? (
        <p
          role="alert"
          className="border-destructive/40 bg-destructive/10 rounded-md border p-3 text-sm"
          data-testid={testIds.error}
        >
          {texts.errorTitle ? <span className="font-semibold">{texts.errorTitle}: </span> : null}
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={formState.isSubmitting} className="w-full sm:w-auto">
        {formState.isSubmitting ? texts.t("submitting") : texts.t("submit")}
      </Button>
    </form>
  );
}
