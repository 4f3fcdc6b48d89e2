import type { FieldErrors, UseFormRegister } from "react-hook-form";

import { fieldId, type ProposalFormValues } from "@/lib/proposals/form";
import { messageOf, type FieldName } from "./quote-form-parts";

/** A question with two or three answers, as radio buttons in a fieldset. */
export function ChoiceField({
  name,
  legend,
  options,
  register,
  errors,
}: {
  name: FieldName;
  legend: string;
  options: readonly { value: string; label: string }[];
  register: UseFormRegister<ProposalFormValues>;
  errors: FieldErrors<ProposalFormValues>;
}) {
  const id = fieldId(name);
  const error = messageOf(errors, name);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option, index) => {
          // The first answer carries the field's id, so the error summary can focus it.
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className="flex items-center gap-2 text-sm"
            >
              <input
                type="radio"
                id={optionId}
                value={option.value}
                {...register(name)}
                className="accent-primary size-4 shrink-0"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive mt-2 text-sm font-medium">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
