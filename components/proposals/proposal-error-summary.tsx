"use client";

import { AlertCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import type { Ref } from "react";

import { fieldId } from "@/lib/proposals/form";

/** A field to fix: its message, and the element that fixes it (null when none does). */
export interface SummaryEntry {
  name: string;
  target: string | null;
  message: string;
}

/** The element a summary entry focuses: a list's message goes to the field that fixes it. */
export function summaryTarget(name: string, milestones: number): string | null {
  if (name === "root") return null;
  if (name === "structured.lineItems.root") return fieldId("structured.lineItems.0.description");
  if (name === "structured.schedule.root") {
    return fieldId(`structured.schedule.${Math.max(milestones - 1, 0)}.amount`);
  }
  return fieldId(name);
}

/** Every field to fix, each a link that focuses it; focused itself after a refused send. */
export function ProposalErrorSummary({
  entries,
  ref,
}: {
  entries: SummaryEntry[];
  ref: Ref<HTMLDivElement>;
}) {
  const t = useTranslations("proposal");
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="proposal-errors-title"
      data-testid="proposal-errors"
      className="border-destructive/50 bg-destructive/5 focus-visible:outline-ring rounded-md border p-3 text-sm focus-visible:outline-2"
    >
      <p
        id="proposal-errors-title"
        className="text-destructive flex items-center gap-2 font-semibold"
      >
        <AlertCircle className="size-4 shrink-0" aria-hidden />
        {t("validationTitle")}
      </p>
      <ul className="mt-1.5 list-disc space-y-0.5 pl-10">
        {entries.map(({ name, target, message }) => (
          <li key={name}>
            {target ? (
              <a
                href={`#${target}`}
                className="underline underline-offset-4"
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(target)?.focus();
                }}
              >
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
