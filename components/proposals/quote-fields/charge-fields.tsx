"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFieldArray } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { emptyCharge, fieldId } from "@/lib/proposals/form";
import { MAX_CHARGES } from "@/lib/proposals/pricing";
import { CellInput } from "./cell-input";
import { messageOf, type QuoteFormParts } from "./quote-form-parts";
import { QuoteGroup } from "./quote-sections";

/**
 * The additional charges (docs/decisions/0015-money-and-quote-pricing.md): each fixed (added to the total) or one that may
 * apply (an amount or how it is worked out, shown beside the total). None listed states that
 * none applies.
 */
export function ChargeFields({
  control,
  register,
  errors,
  quote,
}: Pick<QuoteFormParts, "control" | "register" | "errors" | "quote">) {
  const t = useTranslations("proposal");
  const charges = useFieldArray({ control, name: "structured.charges" });
  const listError = messageOf(errors, "structured.charges.root");
  return (
    <QuoteGroup legend={t("charges")}>
      <p className="text-muted-foreground text-xs">{t("chargesHint")}</p>
      {charges.fields.length === 0 ? (
        <p data-testid="charges-none" className="text-sm">
          {t("chargesNone")}
        </p>
      ) : (
        <ol className="space-y-3">
          {charges.fields.map((charge, index) => (
            <ChargeRow
              key={charge.id}
              index={index}
              mayApply={quote.charges?.[index]?.kind === "may-apply"}
              onRemove={() => charges.remove(index)}
              register={register}
              errors={errors}
            />
          ))}
        </ol>
      )}
      {listError ? (
        <p
          id={`${fieldId("structured.charges.root")}-error`}
          role="alert"
          className="text-destructive text-sm font-medium"
        >
          {listError}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={charges.fields.length >= MAX_CHARGES}
        onClick={() => charges.append(emptyCharge())}
      >
        <Plus aria-hidden />
        {t("addCharge")}
      </Button>
    </QuoteGroup>
  );
}

/** One charge: what it is for, its kind, its amount and, when it may apply, its basis. */
function ChargeRow({
  index,
  mayApply,
  onRemove,
  register,
  errors,
}: Pick<QuoteFormParts, "register" | "errors"> & {
  index: number;
  mayApply: boolean;
  onRemove: () => void;
}) {
  const t = useTranslations("proposal");
  const row = t("chargeNumber", { number: index + 1 });
  const cell = { row, errors, register, showLabel: true };
  const kindId = fieldId(`structured.charges.${index}.kind`);
  const kindError = messageOf(errors, `structured.charges.${index}.kind`);
  return (
    <li
      data-testid="charge"
      className="border-border relative grid grid-cols-1 gap-2 rounded-md border p-3 pr-12 sm:grid-cols-2"
    >
      <CellInput
        {...cell}
        name={`structured.charges.${index}.description`}
        label={t("chargeDescription")}
        placeholder={t("chargeDescriptionPlaceholder")}
        className="sm:col-span-2"
      />
      <div>
        <label htmlFor={kindId} className="mb-1 block text-sm font-medium">
          {t("chargeKind")}
          <span className="sr-only">, {row}</span>
        </label>
        <select
          id={kindId}
          data-testid="charge-kind"
          aria-invalid={kindError ? true : undefined}
          aria-describedby={kindError ? `${kindId}-error` : undefined}
          className="border-input bg-background h-10 w-full rounded-md border px-2 text-sm"
          {...register(`structured.charges.${index}.kind`)}
        >
          <option value="fixed">{t("chargeFixed")}</option>
          <option value="may-apply">{t("chargeMayApply")}</option>
        </select>
        {kindError ? (
          <p
            id={`${kindId}-error`}
            role="alert"
            className="text-destructive mt-1 text-sm font-medium"
          >
            {kindError}
          </p>
        ) : null}
      </div>
      <CellInput
        {...cell}
        name={`structured.charges.${index}.amount`}
        label={t("chargeAmount")}
        inputMode="decimal"
        placeholder={t("moneyPlaceholder")}
      />
      {mayApply ? (
        <CellInput
          {...cell}
          name={`structured.charges.${index}.basis`}
          label={t("chargeBasis")}
          placeholder={t("chargeBasisPlaceholder")}
          className="sm:col-span-2"
        />
      ) : null}
      <div className="absolute top-1 right-1">
        <Button type="button" variant="ghost" size="icon" onClick={onRemove}>
          <Trash2 aria-hidden />
          <span className="sr-only">{t("removeCharge", { number: index + 1 })}</span>
        </Button>
      </div>
    </li>
  );
}
