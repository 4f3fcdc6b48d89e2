"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFieldArray } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { formatCents } from "@/lib/money";
import { centsToInput, emptyMilestone, fieldId, restOfSchedule } from "@/lib/proposals/form";
import { CellInput } from "./cell-input";
import { messageOf, type QuoteFormParts } from "./quote-form-parts";
import { QuoteGroup } from "./quote-sections";

const MILESTONE_COLUMNS = "md:grid-cols-[minmax(0,1fr)_9rem_2.5rem]";

/** The payment schedule: milestones with their amounts, which add up to the total. */
export function PaymentSchedule({
  control,
  register,
  setValue,
  errors,
  quote,
  figures,
}: QuoteFormParts) {
  const t = useTranslations("proposal");
  const milestones = useFieldArray({ control, name: "structured.schedule" });
  const scheduleError = messageOf(errors, "structured.schedule.root");
  const scheduleErrorId = `${fieldId("structured.schedule.root")}-error`;
  const lastMilestone = milestones.fields.length - 1;
  const rest = restOfSchedule(quote, figures);
  return (
    <QuoteGroup legend={t("schedule")}>
      <p className="text-muted-foreground text-xs">{t("scheduleHint")}</p>
      {milestones.fields.length > 0 ? (
        <ol className="space-y-3 md:space-y-2">
          {milestones.fields.map((milestone, index) => (
            <MilestoneRow
              key={milestone.id}
              index={index}
              describedBy={scheduleError ? scheduleErrorId : undefined}
              onRemove={() => milestones.remove(index)}
              register={register}
              errors={errors}
            />
          ))}
        </ol>
      ) : null}
      {milestones.fields.length > 0 ? (
        <p data-testid="schedule-sum" className="text-sm tabular-nums">
          {t("scheduleSum", {
            scheduled: formatCents(figures.scheduledCents),
            total: formatCents(figures.totalCents),
          })}
        </p>
      ) : null}
      {scheduleError ? (
        <p id={scheduleErrorId} role="alert" className="text-destructive text-sm font-medium">
          {scheduleError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => milestones.append(emptyMilestone())}
        >
          <Plus aria-hidden />
          {t("addMilestone")}
        </Button>
        {milestones.fields.length > 0 ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={rest === undefined}
            onClick={() =>
              setValue(`structured.schedule.${lastMilestone}.amount`, centsToInput(rest!), {
                shouldDirty: true,
              })
            }
          >
            {t("fillRest")}
          </Button>
        ) : null}
      </div>
    </QuoteGroup>
  );
}

/** One milestone: what is paid for and how much, and its removal. */
function MilestoneRow({
  index,
  describedBy,
  onRemove,
  register,
  errors,
}: Pick<QuoteFormParts, "register" | "errors"> & {
  index: number;
  /** The schedule's own error, which an amount also answers to. */
  describedBy: string | undefined;
  onRemove: () => void;
}) {
  const t = useTranslations("proposal");
  const row = t("milestoneNumber", { number: index + 1 });
  const cell = { row, errors, register };
  return (
    <li
      data-testid="milestone"
      className={`border-border grid grid-cols-[minmax(0,1fr)_auto] gap-2 rounded-md border p-3 md:items-start md:border-0 md:p-0 ${MILESTONE_COLUMNS}`}
    >
      <CellInput
        {...cell}
        name={`structured.schedule.${index}.description`}
        label={t("milestoneDescription")}
        placeholder={t("milestoneDescriptionPlaceholder")}
        className="col-span-2 md:col-span-1"
      />
      <CellInput
        {...cell}
        name={`structured.schedule.${index}.amount`}
        label={t("milestoneAmount")}
        inputMode="decimal"
        placeholder={t("moneyPlaceholder")}
        describedBy={describedBy}
      />
      <div className="flex items-end md:items-start">
        <Button type="button" variant="ghost" size="icon" onClick={onRemove}>
          <Trash2 aria-hidden />
          <span className="sr-only">{t("removeMilestone", { number: index + 1 })}</span>
        </Button>
      </div>
    </li>
  );
}
