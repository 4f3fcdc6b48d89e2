import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";

import { Field } from "@/components/forms/field";
import { SelectField, type SelectOption } from "@/components/forms/select-field";

/**
 * A form's select with its label and error message, bound to react-hook-form. Its own file, so
 * the filter selects of catalogue pages (SelectField alone) do not load react-hook-form.
 */
export function SelectFormField<Values extends FieldValues, Context, Transformed>({
  control,
  name,
  id = name,
  label,
  options,
  placeholder,
  required,
  hint,
}: {
  control: Control<Values, Context, Transformed>;
  name: Path<Values>;
  /** The select's id, which also names its error element; the field's name unless given. */
  id?: string;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  required?: boolean;
  hint?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => (
        <Field id={id} label={label} error={error?.message} required={required} hint={hint}>
          <SelectField
            id={id}
            value={field.value}
            onChange={field.onChange}
            options={options}
            placeholder={placeholder}
            invalid={Boolean(error)}
            describedBy={
              [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") ||
              undefined
            }
          />
        </Field>
      )}
    />
  );
}
