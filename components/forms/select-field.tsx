import { ChevronDown } from "lucide-react";
import { useRef } from "react";

import { fieldClassName } from "@/components/ui/input";
import { fieldValue, useValueBeforeHydration } from "@/lib/client/use-value-before-hydration";
import { cn } from "@/lib/utils";

/** One choice of a select; consecutive options with the same `group` show under it (an optgroup). */
export interface SelectOption {
  value: string;
  label: string;
  group?: string;
}

/**
 * A native select over a fixed list of options (value and label). Phones open their own picker,
 * keyboards and screen readers get the platform's behaviour, and it works before the page's
 * script has loaded: no select library to download or hydrate.
 */
export function SelectField({
  id,
  value,
  onChange,
  options,
  placeholder,
  invalid,
  describedBy,
}: {
  id: string;
  value: string | undefined;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const empty = !value;
  // A choice made before the page could listen is the choice. A value that is not one of the
  // options shows as the first one, which nobody chose: nothing to adopt then.
  const ref = useRef<HTMLSelectElement>(null);
  const known = !value || options.some((option) => option.value === value);
  useValueBeforeHydration(ref, (select) => (known ? fieldValue(select) : null), value, onChange);
  return (
    <div className="relative">
      <select
        ref={ref}
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-empty={empty || undefined}
        className={cn(
          fieldClassName,
          "data-empty:text-muted-foreground h-10 cursor-pointer appearance-none pr-9",
        )}
      >
        {empty ? (
          <option value="" disabled hidden>
            {placeholder ?? ""}
          </option>
        ) : null}
        {runsByGroup(options).flatMap(({ group, options: run }) =>
          group
            ? [
                <optgroup key={`group:${run[0]!.value}`} label={group} className="text-foreground">
                  {run.map(renderOption)}
                </optgroup>,
              ]
            : run.map(renderOption),
        )}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
        aria-hidden
      />
    </div>
  );
}

const renderOption = (option: SelectOption) => (
  <option key={option.value} value={option.value} className="text-foreground">
    {option.label}
  </option>
);

/** The options cut into runs of one group each (ungrouped options are runs of their own). */
function runsByGroup(options: readonly SelectOption[]) {
  const runs: { group?: string; options: SelectOption[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && option.group && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

/** Options whose value is the label itself (the stored value is what a person sees). */
export const labelOptions = (labels: readonly string[]) =>
  labels.map((label) => ({ value: label, label }));
