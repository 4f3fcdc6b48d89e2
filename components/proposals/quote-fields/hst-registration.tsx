import { useTranslations } from "next-intl";

import { smallSupplierNote } from "@/content/credentials";
import { ChoiceField } from "./choice-field";
import { QuoteField } from "./quote-field";
import type { QuoteFormParts } from "./quote-form-parts";
import { QuotePart } from "./quote-sections";

/** Whether the contractor charges HST: their number if so, the small-supplier note if not. */
export function HstRegistration({
  register,
  errors,
  registered,
}: Pick<QuoteFormParts, "register" | "errors"> & { registered: boolean }) {
  const t = useTranslations("proposal");
  return (
    <QuotePart>
      <ChoiceField
        name="structured.hstRegistered"
        legend={t("hstRegistered")}
        options={[
          { value: "yes", label: t("yes") },
          { value: "no", label: t("no") },
        ]}
        register={register}
        errors={errors}
      />
      {registered ? (
        <QuoteField
          name="structured.hstNumber"
          label={t("hstNumber")}
          hint={t("hstNumberHint")}
          required
          placeholder={t("hstNumberPlaceholder")}
          autoComplete="off"
          register={register}
          errors={errors}
          className="sm:max-w-xs"
        />
      ) : (
        <p data-testid="small-supplier" className="text-muted-foreground text-sm">
          {smallSupplierNote}
        </p>
      )}
    </QuotePart>
  );
}
