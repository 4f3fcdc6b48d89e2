import type { FieldErrors, UseFormRegister } from "react-hook-form";

import { fieldAria } from "@/components/forms/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { fieldId, type ProposalFormValues } from "@/lib/proposals/form";
import { messageOf, type FieldName } from "./quote-form-parts";

/** One input of a line or milestone: its label shows on a phone and is read out on a desktop. */
export function CellInput({
  name,
  label,
  row,
  errors,
  register,
  className,
  showLabel = false,
  ...input
}: {
  name: FieldName;
  label: string;
  /** "line 2": tells the rows' fields apart for screen readers. */
  row: string;
  errors: FieldErrors<ProposalFormValues>;
  register: UseFormRegister<ProposalFormValues>;
  className?: string;
  /** Keep the label on a wide screen too (a list with no column headings). */
  showLabel?: boolean;
  inputMode?: "decimal" | "text";
  placeholder?: string;
  describedBy?: string;
}) {
  const id = fieldId(name);
  const error = messageOf(errors, name);
  const { describedBy, ...rest } = input;
  const aria = fieldAria(id, error);
  return (
    <div className={className}>
      <Label htmlFor={id} className={showLabel ? "mb-1 block" : "mb-1 block md:sr-only"}>
        {label}
        <span className="sr-only">, {row}</span>
      </Label>
      <Input
        {...register(name)}
        {...aria}
        aria-describedby={
          [aria["aria-describedby"], describedBy].filter(Boolean).join(" ") || undefined
        }
        autoComplete="off"
        {...rest}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive mt-1 text-sm font-medium">
          {error}
        </p>
      ) : null}
    </div>
  );
}
