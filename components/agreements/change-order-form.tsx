"use client";

import { useTranslations } from "next-intl";
import { useForm, useWatch, type FieldErrors, type UseFormRegister } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { changeOrderStatement } from "@/content/agreement";
import { signedCents } from "@/lib/agreements/document";
import type { Agreement } from "@/lib/agreements/shapes";
import { proposeChangeOrder } from "@/lib/agreements/client";
import { toast } from "@/lib/client/toast";
import { formatCents, parseMoney } from "@/lib/money";
import { reportWriteError } from "@/lib/client/write-error";

interface ChangeOrderValues {
  description: string;
  direction: "add" | "remove";
  amount: string;
  startDate: string;
  completionDate: string;
  name: string;
}

const EMPTY: ChangeOrderValues = {
  description: "",
  direction: "add",
  amount: "",
  startDate: "",
  completionDate: "",
  name: "",
};

/** The server's name of a refused field, as this form calls it; null for one it does not show. */
function formField(path: string): Exclude<keyof ChangeOrderValues, "direction"> | null {
  const name = path === "priceChangeCents" ? "amount" : path;
  const shown = ["description", "amount", "startDate", "completionDate", "name"] as const;
  return (shown as readonly string[]).includes(name) ? (name as (typeof shown)[number]) : null;
}

/** A new change order to a confirmed agreement, signed by the party who proposes it. */
export function ChangeOrderForm({
  agreement,
  token,
  onChange,
  className,
}: {
  agreement: Agreement;
  token: string;
  onChange: (agreement: Agreement) => void;
  className: string;
}) {
  const t = useTranslations("agreement");
  const { register, handleSubmit, formState, setError, reset, control } =
    useForm<ChangeOrderValues>({ defaultValues: EMPTY });
  const errors = formState.errors;
  const [amount, direction] = useWatch({ control, name: ["amount", "direction"] });
  const cents = parseMoney(amount ?? "");
  const signed = cents === undefined ? undefined : direction === "remove" ? -cents : cents;
  const send = async (values: ChangeOrderValues) => {
    try {
      const next = await proposeChangeOrder(
        agreement.id,
        {
          description: values.description,
          priceChangeCents: signed ?? 0,
          ...(values.startDate ? { startDate: values.startDate } : {}),
          ...(values.completionDate ? { completionDate: values.completionDate } : {}),
          name: values.name,
        },
        token,
      );
      toast.success(t("changeOrderSent", { number: next.changeOrders.length }));
      reset();
      onChange(next);
    } catch (error) {
      const show = (path: string, message: string) => {
        const name = formField(path);
        if (name) setError(name, { message });
        return name !== null;
      };
      reportWriteError(error, show, t("saveError"));
    }
  };
  return (
    <form
      className={className}
      noValidate
      data-testid="change-order-form"
      onSubmit={handleSubmit(send)}
    >
      <h2 className="font-semibold">
        {t("changeOrderTitle", { number: agreement.changeOrders.length + 1 })}
      </h2>
      <p className="text-muted-foreground text-sm">
        {t("changeOrderWhy", { total: formatCents(agreement.currentTotalCents) })}
      </p>
      <ChangeOrderTerms register={register} errors={errors} />
      {signed !== undefined ? (
        <p className="text-sm" data-testid="change-preview">
          {t("changePreview", { change: signedCents(signed) })}
        </p>
      ) : null}
      <p className="text-sm">{changeOrderStatement}</p>
      <Field id="change-name" label={t("typedName")} error={errors.name?.message} required>
        <Input
          autoComplete="name"
          {...register("name", {
            validate: (value) => value.trim().length >= 2 || t("typedNameRequired"),
          })}
          {...fieldAria("change-name", errors.name?.message)}
        />
      </Field>
      <Button type="submit" disabled={formState.isSubmitting}>
        {t("sendChangeOrder")}
      </Button>
    </form>
  );
}

/** What changes: the description, the price up or down, and new dates if any. */
function ChangeOrderTerms({
  register,
  errors,
}: {
  register: UseFormRegister<ChangeOrderValues>;
  errors: FieldErrors<ChangeOrderValues>;
}) {
  const t = useTranslations("agreement");
  return (
    <>
      <Field
        id="change-description"
        label={t("changeDescription")}
        error={errors.description?.message}
        required
      >
        <Textarea
          rows={3}
          {...register("description", {
            validate: (value) => value.trim().length >= 10 || t("changeDescriptionRequired"),
          })}
          {...fieldAria("change-description", errors.description?.message)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="change-direction" label={t("changeDirection")}>
          <select
            id="change-direction"
            className="border-input bg-background h-10 w-full rounded-md border px-3 text-sm"
            {...register("direction")}
          >
            <option value="add">{t("changeAdd")}</option>
            <option value="remove">{t("changeRemove")}</option>
          </select>
        </Field>
        <Field id="change-amount" label={t("changeAmount")} error={errors.amount?.message} required>
          <Input
            inputMode="decimal"
            placeholder={t("changeAmountPlaceholder")}
            {...register("amount", {
              validate: (value) => parseMoney(value) !== undefined || t("changeAmountInvalid"),
            })}
            {...fieldAria("change-amount", errors.amount?.message)}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="change-start" label={t("changeStart")} error={errors.startDate?.message}>
          <Input
            type="date"
            {...register("startDate")}
            {...fieldAria("change-start", errors.startDate?.message)}
          />
        </Field>
        <Field
          id="change-completion"
          label={t("changeCompletion")}
          error={errors.completionDate?.message}
        >
          <Input
            type="date"
            {...register("completionDate")}
            {...fieldAria("change-completion", errors.completionDate?.message)}
          />
        </Field>
      </div>
      <p className="text-muted-foreground text-sm">{t("changeStartWhy")}</p>
    </>
  );
}
