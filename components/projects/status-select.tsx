"use client";

import { useTranslations } from "next-intl";

import { SelectField } from "@/components/forms/select-field";
import { shownAfter, statusMoves, type StatusFacts } from "@/lib/projects/status";
import type { ProjectStatus } from "@/lib/validation/options";

/**
 * The owner's status selector: only the moves that make sense from where the project stands
 * (lib/projects/status.ts), each named as the project will then be shown.
 */
export function StatusSelect({
  id,
  project,
  value = project.status,
  onChange,
  disabled,
}: {
  id: string;
  project: StatusFacts;
  /** The chosen status, when it is not yet saved (the edit dialog). */
  value?: string;
  onChange: (status: ProjectStatus) => void;
  disabled?: boolean;
}) {
  const t = useTranslations("project.statusLabels");
  const options = statusMoves(project).map((status) => ({
    value: status,
    label: t(shownAfter(project, status)),
  }));
  return (
    <div
      aria-disabled={disabled || undefined}
      className={disabled ? "pointer-events-none opacity-60" : undefined}
    >
      <SelectField
        id={id}
        value={value}
        onChange={(next) => onChange(next as ProjectStatus)}
        options={options}
      />
    </div>
  );
}
