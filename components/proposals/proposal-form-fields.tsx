import { useTranslations } from "next-intl";
import type { FieldErrors, UseFormRegister } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { ProposalFormValues } from "@/lib/proposals/form";

interface FieldsProps {
  register: UseFormRegister<ProposalFormValues>;
  errors: FieldErrors<ProposalFormValues>;
}

type TextName = "contractorName" | "contractorEmail" | "contractorPhone" | "materials" | "warranty";

/** A one-line field of the proposal; the contractor's name and e-mail are required. */
function ProposalTextField({
  name,
  type = "text",
  autoComplete,
  register,
  errors,
}: FieldsProps & { name: TextName; type?: string; autoComplete?: string }) {
  const t = useTranslations("proposal");
  return (
    <Field
      id={`proposal-${name}`}
      label={t(name)}
      error={errors[name]?.message}
      required={name === "contractorName" || name === "contractorEmail"}
      className={name === "contractorPhone" ? "sm:col-span-2" : undefined}
    >
      <Input
        type={type}
        autoComplete={autoComplete}
        {...register(name)}
        {...fieldAria(`proposal-${name}`, errors[name]?.message)}
      />
    </Field>
  );
}

/** The contractor's own words: approach, experience, materials, warranty and notes. */
export function ProposalWritingFields({
  register,
  errors,
  itemised,
}: FieldsProps & { itemised: boolean }) {
  const t = useTranslations("proposal");
  const fields = { register, errors };
  return (
    <>
      <Field id="proposal-approach" label={t("approach")} error={errors.approach?.message} required>
        <Textarea
          rows={3}
          placeholder={t("approachPlaceholder")}
          {...register("approach")}
          {...fieldAria("proposal-approach", errors.approach?.message)}
        />
      </Field>
      <Field
        id="proposal-experience"
        label={t("experience")}
        error={errors.experience?.message}
        required
      >
        <Textarea
          rows={3}
          placeholder={t("experiencePlaceholder")}
          {...register("experience")}
          {...fieldAria("proposal-experience", errors.experience?.message)}
        />
      </Field>
      {/* An itemised quote has its own warranty terms: one warranty section, not two. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <ProposalTextField {...fields} name="materials" />
        {itemised ? null : <ProposalTextField {...fields} name="warranty" />}
      </div>
      <Field
        id="proposal-additionalNotes"
        label={t("additionalNotes")}
        error={errors.additionalNotes?.message}
      >
        <Textarea
          rows={2}
          {...register("additionalNotes")}
          {...fieldAria("proposal-additionalNotes", errors.additionalNotes?.message)}
        />
      </Field>
    </>
  );
}

/** Who sends the proposal and how the homeowner reaches them once it is accepted. */
export function ContractorContactFields({ register, errors }: FieldsProps) {
  const fields = { register, errors };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ProposalTextField {...fields} name="contractorName" autoComplete="name" />
      <ProposalTextField {...fields} name="contractorEmail" type="email" autoComplete="email" />
      <ProposalTextField {...fields} name="contractorPhone" type="tel" autoComplete="tel" />
    </div>
  );
}
