"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import {
  get,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input, fieldClassName } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import {
  credentialNotice,
  credentials,
  credentialsFor,
  depositAdvice,
  smallSupplierNote,
} from "@/content/credentials";
import { formatCents } from "@/lib/money";
import { bidRangeOf } from "@/lib/validation/options";
import type { CreateProposalInput } from "@/lib/proposals/schema";
import {
  centsToInput,
  emptyLineItem,
  emptyMilestone,
  fieldId,
  PERMITS_BY_OPTIONS,
  restOfSchedule,
  type ProjectPlace,
  type ProposalFormValues,
  type QuoteFigures,
  type QuoteValues,
} from "@/lib/proposals/form";

/** What the quote's parts share with the form: its controls, its errors, the live figures. */
export interface QuoteFormParts {
  control: Control<ProposalFormValues, unknown, CreateProposalInput>;
  register: UseFormRegister<ProposalFormValues>;
  setValue: UseFormSetValue<ProposalFormValues>;
  errors: FieldErrors<ProposalFormValues>;
  quote: QuoteValues;
  figures: QuoteFigures;
}

type Name = Parameters<UseFormRegister<ProposalFormValues>>[0];

export const messageOf = (errors: FieldErrors<ProposalFormValues>, name: string) =>
  (get(errors, name) as { message?: string } | undefined)?.message;

// Line items: a small card each on a phone, a row of a table from md up (the dialog is wide
// enough there for six columns).
const LINE_COLUMNS = "md:grid-cols-[minmax(0,1fr)_4.5rem_5.5rem_7rem_6.5rem_2.5rem]";
const MILESTONE_COLUMNS = "md:grid-cols-[minmax(0,1fr)_9rem_2.5rem]";

/** One input of a line or milestone: its label shows on a phone and is read out on a desktop. */
function CellInput({
  name,
  label,
  row,
  errors,
  register,
  className,
  ...input
}: {
  name: Name;
  label: string;
  /** "line 2": tells the rows' fields apart for screen readers. */
  row: string;
  errors: FieldErrors<ProposalFormValues>;
  register: UseFormRegister<ProposalFormValues>;
  className?: string;
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
      <Label htmlFor={id} className="mb-1 block md:sr-only">
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

/** A question with two or three answers, as radio buttons in a fieldset. */
function Choice({
  name,
  legend,
  options,
  register,
  errors,
}: {
  name: Name;
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

/** A titled group of the quote, set off from the one before by a rule. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <div className="border-border border-t pt-4">
      <fieldset className="space-y-3">
        <legend className="mb-3 text-sm font-semibold">{legend}</legend>
        {children}
      </fieldset>
    </div>
  );
}

/** A part of the quote set off by a rule, its first question naming it. */
function Part({ children }: { children: ReactNode }) {
  return <div className="border-border space-y-3 border-t pt-4">{children}</div>;
}

/** A single-line field of the quote with its label, hint and message. */
function QuoteField({
  name,
  label,
  hint,
  required,
  register,
  errors,
  className,
  ...input
}: {
  name: Name;
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

/**
 * The price part of the itemised quote: line items with their totals, subtotal, HST and total,
 * HST registration, the deposit and the payment schedule. Every figure is computed in cents.
 */
export function QuotePrice({
  control,
  register,
  setValue,
  errors,
  quote,
  figures,
}: QuoteFormParts) {
  const t = useTranslations("proposal");
  const lines = useFieldArray({ control, name: "structured.lineItems" });
  const milestones = useFieldArray({ control, name: "structured.schedule" });
  const registered = quote.hstRegistered === "yes";
  const linesError = messageOf(errors, "structured.lineItems.root");
  const scheduleError = messageOf(errors, "structured.schedule.root");
  const scheduleErrorId = `${fieldId("structured.schedule.root")}-error`;
  const lastMilestone = milestones.fields.length - 1;
  const rest = restOfSchedule(quote, figures);

  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold">{t("lineItems")}</legend>
        <div
          aria-hidden
          className={`text-muted-foreground hidden gap-2 text-xs font-medium md:grid ${LINE_COLUMNS}`}
        >
          <span>{t("lineDescription")}</span>
          <span>{t("lineQuantity")}</span>
          <span>{t("lineUnit")}</span>
          <span>{t("lineUnitPrice")}</span>
          <span className="text-right">{t("lineTotal")}</span>
        </div>
        <ol className="space-y-3 md:space-y-2">
          {lines.fields.map((line, index) => {
            const row = t("lineNumber", { number: index + 1 });
            const total = figures.lineTotalsCents[index];
            const cell = { row, errors, register };
            return (
              <li
                key={line.id}
                data-testid="line-item"
                className={`border-border relative grid grid-cols-2 gap-2 rounded-md border p-3 md:items-start md:border-0 md:p-0 ${LINE_COLUMNS}`}
              >
                <CellInput
                  {...cell}
                  name={`structured.lineItems.${index}.description`}
                  label={t("lineDescription")}
                  placeholder={t("lineDescriptionPlaceholder")}
                  className="col-span-2 md:col-span-1"
                />
                <CellInput
                  {...cell}
                  name={`structured.lineItems.${index}.quantity`}
                  label={t("lineQuantity")}
                  inputMode="decimal"
                />
                <CellInput
                  {...cell}
                  name={`structured.lineItems.${index}.unit`}
                  label={t("lineUnit")}
                  placeholder={t("unitPlaceholder")}
                />
                <CellInput
                  {...cell}
                  name={`structured.lineItems.${index}.unitPrice`}
                  label={t("lineUnitPrice")}
                  inputMode="decimal"
                  placeholder={t("moneyPlaceholder")}
                />
                <p className="flex flex-col justify-end text-sm md:h-10 md:items-end md:justify-center">
                  <span className="mb-1 text-sm font-medium md:sr-only">
                    {t("lineTotal")}
                    <span className="sr-only">, {row}</span>
                  </span>
                  <span
                    data-testid="line-total"
                    className="flex h-10 items-center font-medium tabular-nums md:h-auto"
                  >
                    {total === undefined ? "–" : formatCents(total)}
                  </span>
                </p>
                {/* Top right of the card on a phone, the last column on a wider screen. */}
                <div className="absolute top-1 right-1 md:static">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={lines.fields.length === 1}
                    onClick={() => lines.remove(index)}
                  >
                    <Trash2 aria-hidden />
                    <span className="sr-only">{t("removeLine", { number: index + 1 })}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => lines.append(emptyLineItem())}
        >
          <Plus aria-hidden />
          {t("addLine")}
        </Button>
      </fieldset>

      {figures.complete ? null : <p className="text-muted-foreground text-xs">{t("notCounted")}</p>}
      <dl
        data-testid="quote-totals"
        className="border-border bg-muted/40 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 rounded-md border p-3 text-sm sm:ml-auto sm:max-w-xs"
      >
        <dt>{t("subtotal")}</dt>
        <dd data-testid="quote-subtotal" className="text-right tabular-nums">
          {formatCents(figures.subtotalCents)}
        </dd>
        {registered ? (
          <>
            <dt>{t("hst")}</dt>
            <dd data-testid="quote-hst" className="text-right tabular-nums">
              {formatCents(figures.hstCents)}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{t("total")}</dt>
        <dd data-testid="quote-total" className="text-right font-semibold tabular-nums">
          {formatCents(figures.totalCents)}
        </dd>
      </dl>
      {linesError ? (
        <p
          id={`${fieldId("structured.lineItems.root")}-error`}
          role="alert"
          className="text-destructive text-sm font-medium"
        >
          {linesError}
        </p>
      ) : null}

      <Part>
        <Choice
          name="structured.hstRegistered"
          legend={t("hstRegistered")}
          options={[
            { value: "yes", label: t("yes") },
            { value: "no", label: t("no") },
          ]}
          register={register}
          errors={errors}
        />
        {registered ? (
          <QuoteField
            name="structured.hstNumber"
            label={t("hstNumber")}
            hint={t("hstNumberHint")}
            required
            placeholder="123456789RT0001"
            autoComplete="off"
            register={register}
            errors={errors}
            className="sm:max-w-xs"
          />
        ) : (
          <p data-testid="small-supplier" className="text-muted-foreground text-sm">
            {smallSupplierNote}
          </p>
        )}
      </Part>

      <Part>
        <Choice
          name="structured.depositKind"
          legend={t("deposit")}
          options={[
            { value: "none", label: t("depositNone") },
            { value: "amount", label: t("depositByAmount") },
            { value: "percent", label: t("depositByPercent") },
          ]}
          register={register}
          errors={errors}
        />
        {quote.depositKind === "amount" ? (
          <QuoteField
            name="structured.depositAmount"
            label={t("depositAmount")}
            inputMode="decimal"
            placeholder={t("moneyPlaceholder")}
            register={register}
            errors={errors}
            className="sm:max-w-xs"
          />
        ) : null}
        {quote.depositKind === "percent" ? (
          <QuoteField
            name="structured.depositPercent"
            label={t("depositPercent")}
            inputMode="decimal"
            placeholder="10"
            register={register}
            errors={errors}
            className="sm:max-w-xs"
          />
        ) : null}
        {quote.depositKind !== "none" && figures.depositCents !== undefined ? (
          <p data-testid="deposit-cents" className="text-sm tabular-nums">
            {t("depositIs", {
              deposit: formatCents(figures.depositCents),
              total: formatCents(figures.totalCents),
            })}
          </p>
        ) : null}
        <div role="status">
          {quote.depositKind !== "none" && figures.depositAboveAdvice ? (
            <p
              data-testid="deposit-advice"
              className="border-accent bg-accent/10 rounded-md border p-3 text-sm"
            >
              {depositAdvice}
            </p>
          ) : null}
        </div>
      </Part>

      <Group legend={t("schedule")}>
        <p className="text-muted-foreground text-xs">{t("scheduleHint")}</p>
        {milestones.fields.length > 0 ? (
          <ol className="space-y-3 md:space-y-2">
            {milestones.fields.map((milestone, index) => {
              const row = t("milestoneNumber", { number: index + 1 });
              const cell = { row, errors, register };
              return (
                <li
                  key={milestone.id}
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
                    describedBy={scheduleError ? scheduleErrorId : undefined}
                  />
                  <div className="flex items-end md:items-start">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      onClick={() => milestones.remove(index)}
                    >
                      <Trash2 aria-hidden />
                      <span className="sr-only">{t("removeMilestone", { number: index + 1 })}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
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
      </Group>
    </div>
  );
}

/** In place of the bid select: the range the server derives from the quote's total. */
export function DerivedBid({ figures }: { figures: QuoteFigures }) {
  const t = useTranslations("proposal");
  const id = fieldId("derivedBid");
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t("bidDerived")}</Label>
      <output
        id={id}
        data-testid="derived-bid"
        className="border-border bg-muted/40 flex min-h-10 items-center rounded-md border px-3 py-2 text-sm"
      >
        {figures.complete
          ? t("bidDerivedValue", {
              range: bidRangeOf(figures.totalCents),
              total: formatCents(figures.totalCents),
            })
          : t("bidDerivedEmpty")}
      </output>
    </div>
  );
}

/**
 * The terms of the itemised quote: dates, warranty, permits, the business, and the licences that
 * apply to the project's category and location, each with the registry where it can be checked.
 */
export function QuoteTerms({
  register,
  errors,
  project,
}: Pick<QuoteFormParts, "register" | "errors"> & { project: ProjectPlace }) {
  const t = useTranslations("proposal");
  const rules = credentialsFor(project.category, project.location);
  const permitsId = fieldId("structured.permitsBy");
  const permitsError = messageOf(errors, "structured.permitsBy");
  const coversId = fieldId("structured.warrantyCovers");
  const coversError = messageOf(errors, "structured.warrantyCovers");
  const addressId = fieldId("structured.businessAddress");
  const field = { register, errors };
  return (
    <div className="space-y-4">
      <Group legend={t("terms")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <QuoteField {...field} name="structured.startDate" label={t("startDate")} type="date" />
          <QuoteField
            {...field}
            name="structured.completionDate"
            label={t("completionDate")}
            type="date"
          />
          <QuoteField
            {...field}
            name="structured.warrantyMonths"
            label={t("warrantyMonths")}
            type="number"
            inputMode="numeric"
            min={0}
            max={120}
          />
          <Field id={permitsId} label={t("permitsBy")} error={permitsError}>
            <select
              {...register("structured.permitsBy")}
              {...fieldAria(permitsId, permitsError)}
              className={`${fieldClassName} h-10 cursor-pointer`}
            >
              <option value="">{t("permitsNotStated")}</option>
              {PERMITS_BY_OPTIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`permits-${value}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id={coversId} label={t("warrantyCovers")} error={coversError}>
          <Textarea
            rows={2}
            {...register("structured.warrantyCovers")}
            {...fieldAria(coversId, coversError)}
          />
        </Field>
      </Group>

      <Group legend={t("business")}>
        <p id={`${addressId}-hint`} className="text-muted-foreground text-xs">
          {t("businessHint")}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <QuoteField
            {...field}
            name="structured.businessName"
            label={t("businessName")}
            autoComplete="organization"
          />
          <QuoteField
            {...field}
            name="structured.businessAddress"
            label={t("businessAddress")}
            autoComplete="street-address"
          />
        </div>
      </Group>

      {rules.length > 0 ? (
        <Group legend={t("credentials")}>
          <p data-testid="credential-notice" className="text-muted-foreground text-sm">
            {credentialNotice}
          </p>
          {rules.map((rule) => {
            const credential = credentials[rule.kind];
            const name = `structured.credentials.${rule.kind}` as const;
            const id = fieldId(name);
            const error = messageOf(errors, name);
            return (
              <div key={rule.kind} className="space-y-1.5" data-testid="credential">
                <Label htmlFor={id} className="block">
                  {credential.name}
                  {rule.required ? (
                    <span className="text-destructive" aria-hidden>
                      {" "}
                      *
                    </span>
                  ) : (
                    <span className="text-muted-foreground font-normal"> {t("optional")}</span>
                  )}
                </Label>
                <Input
                  {...register(name)}
                  {...fieldAria(id, error, true)}
                  aria-required={rule.required || undefined}
                  autoComplete="off"
                  className="sm:max-w-xs"
                />
                <p id={`${id}-hint`} className="text-muted-foreground text-xs">
                  {credential.why}{" "}
                  <a
                    href={credential.registryUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary font-medium underline underline-offset-4"
                  >
                    {t("credentialWhere", { issuer: credential.issuer })}
                    <span className="sr-only"> {t("newTab")}</span>
                  </a>
                </p>
                {error ? (
                  <p
                    id={`${id}-error`}
                    role="alert"
                    className="text-destructive text-sm font-medium"
                  >
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </Group>
      ) : null}
    </div>
  );
}
