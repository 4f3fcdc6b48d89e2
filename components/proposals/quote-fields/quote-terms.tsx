import { useTranslations } from "next-intl";

import { Field, fieldAria } from "@/components/forms/field";
import { fieldClassName } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { asksGasWork, credentialsFor } from "@/content/credentials";
import {
  fieldId,
  gasWorkOf,
  PERMITS_BY_OPTIONS,
  type ProjectPlace,
  type QuoteValues,
} from "@/lib/proposals/form";
import { CredentialFields } from "./credential-fields";
import { QuoteField } from "./quote-field";
import { messageOf, type QuoteFormParts } from "./quote-form-parts";
import { QuoteGroup } from "./quote-sections";

/**
 * The terms of the itemised quote: dates, warranty, permits, the business, and the licences that
 * apply to the project's category and location, and to its work where the category asks whether
 * it includes gas, each with the registry where it can be checked.
 */
export function QuoteTerms({
  register,
  errors,
  project,
  gasWork,
}: Pick<QuoteFormParts, "register" | "errors"> & {
  project: ProjectPlace;
  /** The answer given so far to "Does this work include gas?". */
  gasWork: QuoteValues["gasWork"];
}) {
  const t = useTranslations("proposal");
  const rules = credentialsFor(project.category, project.location, {
    gasWork: gasWorkOf({ gasWork }, project),
  });
  const permitsId = fieldId("structured.permitsBy");
  const permitsError = messageOf(errors, "structured.permitsBy");
  const coversId = fieldId("structured.warrantyCovers");
  const coversError = messageOf(errors, "structured.warrantyCovers");
  const addressId = fieldId("structured.businessAddress");
  const field = { register, errors };
  return (
    <div className="space-y-4">
      <QuoteGroup legend={t("terms")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <QuoteField {...field} name="structured.startDate" label={t("startDate")} type="date" />
          <QuoteField
            {...field}
            name="structured.completionDate"
            label={t("completionDate")}
            type="date"
          />
          <QuoteField
            {...field}
            name="structured.warrantyMonths"
            label={t("warrantyMonths")}
            type="number"
            inputMode="numeric"
            min={0}
            max={120}
          />
          <Field id={permitsId} label={t("permitsBy")} error={permitsError}>
            <select
              {...register("structured.permitsBy")}
              {...fieldAria(permitsId, permitsError)}
              className={`${fieldClassName} h-10 cursor-pointer`}
            >
              <option value="">{t("permitsNotStated")}</option>
              {PERMITS_BY_OPTIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`permits-${value}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id={coversId} label={t("warrantyCovers")} error={coversError}>
          <Textarea
            rows={2}
            {...register("structured.warrantyCovers")}
            {...fieldAria(coversId, coversError)}
          />
        </Field>
      </QuoteGroup>

      <QuoteGroup legend={t("business")}>
        <p id={`${addressId}-hint`} className="text-muted-foreground text-xs">
          {t("businessHint")}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <QuoteField
            {...field}
            name="structured.businessName"
            label={t("businessName")}
            autoComplete="organization"
          />
          <QuoteField
            {...field}
            name="structured.businessAddress"
            label={t("businessAddress")}
            autoComplete="street-address"
          />
        </div>
      </QuoteGroup>

      {rules.length > 0 ? (
        <CredentialFields
          rules={rules}
          register={register}
          errors={errors}
          askGasWork={asksGasWork(project.category)}
        />
      ) : null}
    </div>
  );
}
