import { useTranslations } from "next-intl";

import { depositAdvice } from "@/content/credentials";
import { formatCents } from "@/lib/money";
import { ChoiceField } from "./choice-field";
import { QuoteField } from "./quote-field";
import type { QuoteFormParts } from "./quote-form-parts";
import { QuotePart } from "./quote-sections";

/** The deposit: none, an amount or a share of the total, with the advice above a high one. */
export function DepositFields({
  register,
  errors,
  quote,
  figures,
}: Pick<QuoteFormParts, "register" | "errors" | "quote" | "figures">) {
  const t = useTranslations("proposal");
  const field = { register, errors, inputMode: "decimal", className: "sm:max-w-xs" } as const;
  return (
    <QuotePart>
      <ChoiceField
        name="structured.depositKind"
        legend={t("deposit")}
        options={[
          { value: "none", label: t("depositNone") },
          { value: "amount", label: t("depositByAmount") },
          { value: "percent", label: t("depositByPercent") },
        ]}
        register={register}
        errors={errors}
      />
      {quote.depositKind === "amount" ? (
        <QuoteField
          {...field}
          name="structured.depositAmount"
          label={t("depositAmount")}
          placeholder={t("moneyPlaceholder")}
        />
      ) : null}
      {quote.depositKind === "percent" ? (
        <QuoteField
          {...field}
          name="structured.depositPercent"
          label={t("depositPercent")}
          placeholder={t("depositPercentPlaceholder")}
        />
      ) : null}
      {quote.depositKind !== "none" && figures.depositCents !== undefined ? (
        <p data-testid="deposit-cents" className="text-sm tabular-nums">
          {t("depositIs", {
            deposit: formatCents(figures.depositCents),
            total: formatCents(figures.totalCents),
          })}
        </p>
      ) : null}
      <div role="status">
        {quote.depositKind !== "none" && figures.depositAboveAdvice ? (
          <p
            data-testid="deposit-advice"
            className="border-accent bg-accent/10 rounded-md border p-3 text-sm"
          >
            {depositAdvice}
          </p>
        ) : null}
      </div>
    </QuotePart>
  );
}
