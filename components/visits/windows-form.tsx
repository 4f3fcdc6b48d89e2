"use client";

import { Plus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiRequestError } from "@/lib/client/api";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { toast } from "@/lib/client/toast";
import {
  EARLIEST,
  LATEST,
  MAX_WINDOWS,
  MIN_WINDOWS,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  REASON_MAX_LENGTH,
  torontoWall,
  type LocalWindow,
} from "@/lib/visits/rules";

export interface WindowsValues {
  name?: string;
  note?: string;
  reason?: string;
  windows: LocalWindow[];
}

/** Days from today in Toronto, as a date field holds them. */
const dayFromNow = (days: number) => torontoWall(new Date(Date.now() + days * 86_400_000)).date;

const defaultWindow = (index: number): LocalWindow => ({
  date: dayFromNow(2 + index),
  from: index === 1 ? "16:00" : "09:00",
  to: index === 1 ? "17:00" : "10:00",
});

/**
 * Two or three windows in Toronto time, checked by the schema the API applies: the contractor's
 * request (with who will come and a note) or new windows for a visit (with a reason).
 */
export function WindowsForm<Result>({
  id,
  kind,
  submitLabel,
  send,
  onSent,
  footer,
}: {
  id: string;
  kind: "request" | "offer";
  submitLabel: string;
  send: (values: WindowsValues) => Promise<Result>;
  onSent: (result: Result) => void;
  footer?: ReactNode;
}) {
  const t = useTranslations("visits");
  const [count, setCount] = useState(MIN_WINDOWS);
  const [pending, setPending] = useState(false);
  const form = useForm<WindowsValues, unknown, WindowsValues>({
    resolver: lazyZodResolver(() =>
      import("@/lib/visits/schema").then(
        (module) =>
          (kind === "request"
            ? module.requestVisitSchema
            : module.offerWindowsSchema.omit({ action: true })) as never,
      ),
    ),
    shouldUnregister: true,
    defaultValues: {
      windows: [0, 1, 2].map(defaultWindow),
      ...(kind === "request" ? { name: "", note: "" } : { reason: "" }),
    },
  });
  const errors = form.formState.errors;
  const windowsError =
    (errors.windows as { message?: string; root?: { message?: string } } | undefined)?.message ??
    errors.windows?.root?.message;
  const today = dayFromNow(0);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(async (values) => {
        setPending(true);
        try {
          onSent(await send({ ...values, windows: values.windows.slice(0, count) }));
        } catch (failure) {
          const issues = failure instanceof ApiRequestError ? failure.issues : undefined;
          if (issues?.length) {
            for (const issue of issues) {
              form.setError(issue.path as "windows", { message: issue.message });
            }
          } else toast.error(t("sendError"), { description: (failure as Error).message });
        } finally {
          setPending(false);
        }
      })}
    >
      {kind === "request" ? (
        <Field
          id={`${id}-name`}
          label={t("nameLabel")}
          hint={t("nameHint")}
          error={errors.name?.message}
        >
          <Input
            {...form.register("name")}
            {...fieldAria(`${id}-name`, errors.name?.message, true)}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="name"
          />
        </Field>
      ) : null}
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t("windowsLegend")}</legend>
        <p className="text-muted-foreground text-xs" id={`${id}-windows-hint`}>
          {t("windowsHint", { earliest: EARLIEST, latest: LATEST })}
        </p>
        {Array.from({ length: count }, (_, index) => {
          const error = errors.windows?.[index];
          const message = error?.date?.message ?? error?.from?.message ?? error?.to?.message;
          return (
            <div
              key={index}
              className="border-border space-y-2 rounded-md border p-3"
              data-testid="window-fields"
            >
              <div className="flex items-center justify-between">
                <p className="text-sm font-medium">{t("windowNumber", { number: index + 1 })}</p>
                {index >= MIN_WINDOWS ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => setCount(MIN_WINDOWS)}
                  >
                    <X aria-hidden />
                    {t("removeWindow")}
                  </Button>
                ) : null}
              </div>
              <div className="grid gap-2 sm:grid-cols-3">
                <Field id={`${id}-w${index}-date`} label={t("day")} error={error?.date?.message}>
                  <Input
                    type="date"
                    min={today}
                    {...form.register(`windows.${index}.date`)}
                    {...fieldAria(`${id}-w${index}-date`, error?.date?.message)}
                  />
                </Field>
                <Field id={`${id}-w${index}-from`} label={t("from")} error={error?.from?.message}>
                  <Input
                    type="time"
                    step={900}
                    {...form.register(`windows.${index}.from`)}
                    {...fieldAria(`${id}-w${index}-from`, error?.from?.message)}
                  />
                </Field>
                <Field
                  id={`${id}-w${index}-to`}
                  label={t("to")}
                  error={error?.to?.message && !error?.from?.message ? error.to.message : undefined}
                >
                  <Input
                    type="time"
                    step={900}
                    {...form.register(`windows.${index}.to`)}
                    {...fieldAria(`${id}-w${index}-to`, message)}
                  />
                </Field>
              </div>
            </div>
          );
        })}
        {count < MAX_WINDOWS ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setCount(MAX_WINDOWS)}>
            <Plus aria-hidden />
            {t("addWindow")}
          </Button>
        ) : null}
        {windowsError ? (
          <p
            role="alert"
            className="text-destructive text-sm font-medium"
            data-testid="windows-error"
          >
            {windowsError}
          </p>
        ) : null}
      </fieldset>
      {kind === "request" ? (
        <Field id={`${id}-note`} label={t("noteLabel")} hint={t("noteHint")}>
          <Textarea
            {...form.register("note")}
            {...fieldAria(`${id}-note`, errors.note?.message, true)}
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
          />
        </Field>
      ) : (
        <Field
          id={`${id}-reason`}
          label={t("offerReasonLabel")}
          hint={t("offerReasonHint")}
          error={errors.reason?.message}
        >
          <Textarea
            {...form.register("reason")}
            {...fieldAria(`${id}-reason`, errors.reason?.message, true)}
            rows={2}
            maxLength={REASON_MAX_LENGTH}
          />
        </Field>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {footer}
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
