"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";

import { useValueBeforeHydration } from "@/lib/client/use-value-before-hydration";
import { cn } from "@/lib/utils";

/**
 * Whether the work is for the homeowner's own home or household use: it decides whether the
 * written agreement is a consumer agreement under Ontario's Consumer Protection Act, 2002 or a
 * contract for business purposes (docs/decisions/0018-agreements-and-ontario-consumer-law.md).
 */
export function HouseholdUseField({
  id,
  value,
  onChange,
  error,
  className,
}: {
  id: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  error?: string;
  className?: string;
}) {
  const t = useTranslations("householdUse");
  // An answer given before the page could listen is the answer.
  const ref = useRef<HTMLFieldSetElement>(null);
  useValueBeforeHydration(
    ref,
    (fieldset) => fieldset.querySelector<HTMLInputElement>("input:checked")?.value,
    value === undefined ? "" : value ? "yes" : "no",
    (answer) => onChange(answer === "yes"),
  );
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <fieldset
      ref={ref}
      className={cn("space-y-2", className)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      data-testid="household-use"
    >
      <legend className="text-sm leading-none font-medium">
        {t("legend")}
        <span className="text-destructive" aria-hidden>
          {" "}
          *
        </span>
      </legend>
      <div className="flex flex-col gap-2 pt-1">
        {([true, false] as const).map((answer) => (
          <label key={String(answer)} className="flex items-start gap-2 text-base sm:text-sm">
            <input
              type="radio"
              name={id}
              value={answer ? "yes" : "no"}
              checked={value === answer}
              onChange={() => onChange(answer)}
              required
              className="accent-primary mt-0.5 size-4 shrink-0"
            />
            {answer ? t("yes") : t("no")}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {t("hint")}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm font-medium">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
