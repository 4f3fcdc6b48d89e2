"use client";

import { useTranslations } from "next-intl";

import { SelectField } from "@/components/forms/select-field";
import { PROJECT_STATUSES } from "@/lib/validation/options";

/** The project status selector; `statuses` narrows it (the dashboard's quick dropdown). */
export function StatusSelect({
  id,
  value,
  onChange,
  statuses = PROJECT_STATUSES,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (status: (typeof PROJECT_STATUSES)[number]) => void;
  statuses?: readonly (typeof PROJECT_STATUSES)[number][];
  disabled?: boolean;
}) {
  const t = useTranslations("project.statusLabels");
  const options: { value: string; label: string }[] = statuses.map((status) => ({
    value: status,
    label: t(status),
  }));
  if (!statuses.includes(value as (typeof PROJECT_STATUSES)[number])) {
    options.unshift({ value, label: t.has(value) ? t(value) : value });
  }
  return (
    <div
      aria-disabled={disabled || undefined}
      className={disabled ? "pointer-events-none opacity-60" : undefined}
    >
      <SelectField
        id={id}
        value={value}
        onChange={(next) => onChange(next as (typeof PROJECT_STATUSES)[number])}
        options={options}
      />
    </div>
  );
}
