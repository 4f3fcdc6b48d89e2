"use client";

import { CheckCircle2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { reportWriteError } from "@/lib/client/write-error";

/** A confirmation by typed full name, under the statement it agrees to. */
export function TypedNameForm({
  statement,
  title,
  submitLabel,
  onSubmit,
  className,
  testId,
}: {
  statement: string;
  title: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<void>;
  className?: string;
  testId: string;
}) {
  const t = useTranslations("agreement");
  const { register, handleSubmit, formState, setError } = useForm<{ name: string }>({
    defaultValues: { name: "" },
  });
  const id = `${testId}-name`;
  const error = formState.errors.name?.message;
  return (
    <form
      className={className}
      noValidate
      data-testid={testId}
      onSubmit={handleSubmit(async ({ name }) => {
        try {
          await onSubmit(name);
        } catch (failure) {
          reportWriteError(
            failure,
            (field, message) => {
              if (field !== "name") return false;
              setError("name", { message });
              return true;
            },
            t("saveError"),
          );
        }
      })}
    >
      <h2 className="font-semibold">{title}</h2>
      <p className="text-sm">{statement}</p>
      <Field id={id} label={t("typedName")} error={error} required>
        <Input
          autoComplete="name"
          {...register("name", {
            validate: (value) => value.trim().length >= 2 || t("typedNameRequired"),
          })}
          {...fieldAria(id, error)}
        />
      </Field>
      <Button type="submit" disabled={formState.isSubmitting}>
        <CheckCircle2 aria-hidden />
        {submitLabel}
      </Button>
    </form>
  );
}
