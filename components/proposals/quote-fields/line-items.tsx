"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFieldArray } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/money";
import { emptyLineItem } from "@/lib/proposals/form";
import { CellInput } from "./cell-input";
import type { QuoteFormParts } from "./quote-form-parts";

// Line items: a small card each on a phone, a row of a table from md up (the dialog is wide
// enough there for six columns).
const LINE_COLUMNS = "md:grid-cols-[minmax(0,1fr)_4.5rem_5.5rem_7rem_6.5rem_2.5rem]";

/** The quote's lines: description, quantity, unit and unit price, with each line's total. */
export function LineItems({
  control,
  register,
  errors,
  figures,
}: Pick<QuoteFormParts, "control" | "register" | "errors" | "figures">) {
  const t = useTranslations("proposal");
  const lines = useFieldArray({ control, name: "structured.lineItems" });
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold">{t("lineItems")}</legend>
      <div
        aria-hidden
        className={`text-muted-foreground hidden gap-2 text-xs font-medium md:grid ${LINE_COLUMNS}`}
      >
        <span>{t("lineDescription")}</span>
        <span>{t("lineQuantity")}</span>
        <span>{t("lineUnit")}</span>
        <span>{t("lineUnitPrice")}</span>
        <span className="text-right">{t("lineTotal")}</span>
      </div>
      <ol className="space-y-3 md:space-y-2">
        {lines.fields.map((line, index) => (
          <LineItemRow
            key={line.id}
            index={index}
            total={figures.lineTotalsCents[index]}
            onlyLine={lines.fields.length === 1}
            onRemove={() => lines.remove(index)}
            register={register}
            errors={errors}
          />
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => lines.append(emptyLineItem())}
      >
        <Plus aria-hidden />
        {t("addLine")}
      </Button>
    </fieldset>
  );
}

/** One line: its inputs (labelled per line for screen readers), its total and its removal. */
function LineItemRow({
  index,
  total,
  onlyLine,
  onRemove,
  register,
  errors,
}: Pick<QuoteFormParts, "register" | "errors"> & {
  index: number;
  total: number | undefined;
  onlyLine: boolean;
  onRemove: () => void;
}) {
  const t = useTranslations("proposal");
  const row = t("lineNumber", { number: index + 1 });
  const cell = { row, errors, register };
  return (
    <li
      data-testid="line-item"
      className={`border-border relative grid grid-cols-2 gap-2 rounded-md border p-3 md:items-start md:border-0 md:p-0 ${LINE_COLUMNS}`}
    >
      <CellInput
        {...cell}
        name={`structured.lineItems.${index}.description`}
        label={t("lineDescription")}
        placeholder={t("lineDescriptionPlaceholder")}
        className="col-span-2 md:col-span-1"
      />
      <CellInput
        {...cell}
        name={`structured.lineItems.${index}.quantity`}
        label={t("lineQuantity")}
        inputMode="decimal"
      />
      <CellInput
        {...cell}
        name={`structured.lineItems.${index}.unit`}
        label={t("lineUnit")}
        placeholder={t("unitPlaceholder")}
      />
      <CellInput
        {...cell}
        name={`structured.lineItems.${index}.unitPrice`}
        label={t("lineUnitPrice")}
        inputMode="decimal"
        placeholder={t("moneyPlaceholder")}
      />
      <p className="flex flex-col justify-end text-sm md:h-10 md:items-end md:justify-center">
        <span className="mb-1 text-sm font-medium md:sr-only">
          {t("lineTotal")}
          <span className="sr-only">, {row}</span>
        </span>
        <span
          data-testid="line-total"
          className="flex h-10 items-center font-medium tabular-nums md:h-auto"
        >
          {total === undefined ? "–" : formatCents(total)}
        </span>
      </p>
      <label className="col-span-2 grid min-w-0 gap-1 text-sm md:col-span-6 md:flex md:items-center md:gap-2">
        <span className="text-muted-foreground">
          {t("linePricing")}
          <span className="sr-only">, {row}</span>
        </span>
        <select
          className="border-input bg-background h-9 w-full min-w-0 rounded-md border px-2 text-sm md:w-auto"
          data-testid="line-pricing"
          {...register(`structured.lineItems.${index}.pricing`)}
        >
          <option value="fixed">{t("pricingFixed")}</option>
          <option value="estimate">{t("pricingEstimate")}</option>
          <option value="allowance">{t("pricingAllowance")}</option>
        </select>
      </label>
      {/* Top right of the card on a phone, the last column on a wider screen. */}
      <div className="absolute top-1 right-1 md:static">
        <Button type="button" variant="ghost" size="icon" disabled={onlyLine} onClick={onRemove}>
          <Trash2 aria-hidden />
          <span className="sr-only">{t("removeLine", { number: index + 1 })}</span>
        </Button>
      </div>
    </li>
  );
}
