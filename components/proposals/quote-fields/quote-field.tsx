import type { FieldErrors, UseFormRegister } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { Input } from "@/components/ui/input";
import { fieldId, type ProposalFormValues } from "@/lib/proposals/form";
import { messageOf, type FieldName } from "./quote-form-parts";

/** A single-line field of the quote with its label, hint and message. */
export function QuoteField({
  name,
  label,
  hint,
  required,
  register,
  errors,
  className,
  ...input
}: {
  name: FieldName;
  label: string;
  hint?: string;
  required?: boolean;
  register: UseFormRegister<ProposalFormValues>;
  errors: FieldErrors<ProposalFormValues>;
  className?: string;
  type?: string;
  inputMode?: "decimal" | "numeric" | "text";
  placeholder?: string;
  autoComplete?: string;
  min?: number;
  max?: number;
}) {
  const id = fieldId(name);
  const error = messageOf(errors, name);
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <Input
        {...register(name)}
        {...fieldAria(id, error, Boolean(hint))}
        aria-required={required || undefined}
        {...input}
      />
    </Field>
  );
}
