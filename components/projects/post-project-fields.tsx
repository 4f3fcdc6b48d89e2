import { useTranslations } from "next-intl";
import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { labelOptions } from "@/components/forms/select-field";
import { SelectFormField } from "@/components/forms/select-form-field";
import { Input } from "@/components/ui/input";
import {
  BUDGET_OPTIONS,
  CATEGORY_NAMES,
  TIMELINE_OPTIONS,
  URGENCY_OPTIONS,
} from "@/lib/validation/options";
import type { CreateProject, CreateProjectInput } from "@/lib/projects/schema";

/** Category, budget, timeline, urgency, place, the homeowner and how to reach them. */
export function ProjectRequestFields({
  control,
  register,
  errors,
}: {
  control: Control<CreateProjectInput, unknown, CreateProject>;
  register: UseFormRegister<CreateProjectInput>;
  errors: FieldErrors<CreateProjectInput>;
}) {
  const t = useTranslations("postProject");
  const urgencyLabels = useTranslations("project.urgencyLabels");
  // The stored value stays the English option the API documents; the label is translated.
  const timelineLabels = useTranslations("project.timelineLabels");
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <SelectFormField
        control={control}
        name="category"
        label={t("category")}
        options={labelOptions(CATEGORY_NAMES)}
        placeholder={t("categoryPlaceholder")}
        required
      />
      <SelectFormField
        control={control}
        name="budget"
        label={t("budget")}
        options={labelOptions(BUDGET_OPTIONS)}
        placeholder={t("budgetPlaceholder")}
        required
      />
      <SelectFormField
        control={control}
        name="timeline"
        label={t("timeline")}
        options={TIMELINE_OPTIONS.map((value) => ({ value, label: timelineLabels(value) }))}
        placeholder={t("timelinePlaceholder")}
        required
      />
      <SelectFormField
        control={control}
        name="urgency"
        label={t("urgency")}
        options={URGENCY_OPTIONS.map((value) => ({ value, label: urgencyLabels(value) }))}
      />
      <Field
        id="location"
        label={t("location")}
        error={errors.location?.message}
        required
        className="sm:col-span-2"
      >
        <Input
          autoComplete="address-level2"
          {...register("location")}
          {...fieldAria("location", errors.location?.message)}
          maxLength={120}
          placeholder={t("locationPlaceholder")}
        />
      </Field>
      <HomeownerFields register={register} errors={errors} />
    </div>
  );
}

/** The homeowner's name, their optional e-mail and their consent to news. */
function HomeownerFields({
  register,
  errors,
}: {
  register: UseFormRegister<CreateProjectInput>;
  errors: FieldErrors<CreateProjectInput>;
}) {
  const t = useTranslations("postProject");
  return (
    <>
      <Field id="homeowner" label={t("homeowner")} error={errors.homeowner?.message} required>
        <Input
          {...register("homeowner")}
          {...fieldAria("homeowner", errors.homeowner?.message)}
          maxLength={100}
          placeholder={t("homeownerPlaceholder")}
          autoComplete="name"
        />
      </Field>
      <Field
        id="homeownerEmail"
        label={t("email")}
        error={errors.homeownerEmail?.message}
        hint={t("emailHint")}
        required
      >
        <Input
          type="email"
          {...register("homeownerEmail")}
          {...fieldAria("homeownerEmail", errors.homeownerEmail?.message, true)}
          maxLength={254}
          placeholder={t("emailPlaceholder")}
          autoComplete="email"
        />
      </Field>
      <div className="flex items-start gap-3 sm:col-span-2">
        <input
          type="checkbox"
          id="newsConsent"
          {...register("newsConsent")}
          className="accent-primary mt-0.5 size-4 shrink-0"
        />
        <label htmlFor="newsConsent" className="text-sm">
          {t("newsConsent")}
        </label>
      </div>
    </>
  );
}
