import { useTranslations } from "next-intl";
import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { labelOptions, type SelectOption } from "@/components/forms/select-field";
import { SelectFormField } from "@/components/forms/select-form-field";
import { Input } from "@/components/ui/input";
import { municipalities, municipalityBySlug } from "@/content/municipalities";
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
      <PlaceFields control={control} register={register} errors={errors} />
      <HomeownerFields register={register} errors={errors} />
    </div>
  );
}

/**
 * Where the work is: the municipality (required, for matching), an optional postal code (its
 * first three characters are kept) and the neighbourhood or street as the listing shows it.
 */
function PlaceFields({
  control,
  register,
  errors,
}: {
  control: Control<CreateProjectInput, unknown, CreateProject>;
  register: UseFormRegister<CreateProjectInput>;
  errors: FieldErrors<CreateProjectInput>;
}) {
  const t = useTranslations("postProject");
  const options = useMunicipalityOptions();
  return (
    <>
      <SelectFormField
        control={control}
        name="municipality"
        label={t("municipality")}
        options={options}
        placeholder={t("municipalityPlaceholder")}
        required
      />
      <Field
        id="postalCode"
        label={t("postalCode")}
        error={errors.postalCode?.message}
        hint={t("postalCodeHint")}
      >
        <Input
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          {...register("postalCode")}
          {...fieldAria("postalCode", errors.postalCode?.message, true)}
          maxLength={7}
        />
      </Field>
      <Field
        id="location"
        label={t("location")}
        error={errors.location?.message}
        hint={t("locationHint")}
        required
        className="sm:col-span-2"
      >
        <Input
          autoComplete="address-level2"
          {...register("location")}
          {...fieldAria("location", errors.location?.message, true)}
          maxLength={120}
          placeholder={t("locationPlaceholder")}
        />
      </Field>
    </>
  );
}

/**
 * The municipalities under their regions, in the catalogue's order; Toronto's former
 * municipalities read as areas of Toronto. "Elsewhere in Ontario" comes last, in no group.
 */
function useMunicipalityOptions(): SelectOption[] {
  const t = useTranslations("postProject");
  return [
    ...municipalities.map(({ slug, name, region, within }) => {
      const city = within ? municipalityBySlug(within) : undefined;
      return {
        value: slug,
        label: city ? t("municipalityArea", { city: city.name, area: name }) : name,
        group: t.has(`regions.${region}`) ? t(`regions.${region}`) : region,
      };
    }),
    { value: "elsewhere", label: t("municipalityElsewhere") },
  ];
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
