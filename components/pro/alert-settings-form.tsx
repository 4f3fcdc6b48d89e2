"use client";

import { ChevronDown } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState, type ComponentProps } from "react";
import { useForm, useWatch, type FieldError } from "react-hook-form";

import { Field, fieldAria } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { fieldClassName, Input } from "@/components/ui/input";
import { municipalities, municipalityBySlug, type Municipality } from "@/content/municipalities";
import { SITE_TIME_ZONE } from "@/i18n/config.mjs";
import { dayAtNoonUtc, torontoDay } from "@/lib/calendar-day";
import { ApiRequestError } from "@/lib/client/api";
import { saveAlertSettings, type AlertSettingsAnswer } from "@/lib/matching/client";
import { lazyZodResolver } from "@/lib/client/lazy-resolver";
import { coveredSlugs } from "@/lib/matching/coverage";
// Types only: the schema module (and zod) loads when the form is first sent.
import type {
  AlertDelivery,
  AlertSettings,
  AlertSettingsInput,
  RADIUS_KM,
} from "@/lib/matching/schema";
import { invalid } from "@/lib/validation/messages";
import { BUDGET_OPTIONS } from "@/lib/validation/options";
import { cn } from "@/lib/utils";

const DELIVERIES = ["off", "instant", "daily"] as const satisfies readonly AlertDelivery[];
const RADIUS: typeof RADIUS_KM = { min: 5, max: 100 };
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${hour}:00`;

const FIELDS = [
  "areas",
  "baseArea",
  "radiusKm",
  "minBudget",
  "urgentOk",
  "alerts",
  "alertHour",
  "pausedUntil",
] as const satisfies readonly (keyof AlertSettingsInput)[];
type FieldName = (typeof FIELDS)[number];
/** The form field an API issue's path ("areas.2", "radiusKm") names, if any. */
const fieldOf = (path: string) => FIELDS.find((name) => name === path.split(".")[0]) ?? null;

/** The municipalities by region, in the catalogue's order; Toronto's former ones under Toronto. */
const REGIONS = municipalities.reduce<{ name: string; places: Municipality[] }[]>(
  (regions, place) => {
    if (place.within) return regions;
    const region = regions.find((entry) => entry.name === place.region);
    if (region) region.places.push(place);
    else regions.push({ name: place.region, places: [place] });
    return regions;
  },
  [],
);
const partsOf = (slug: string) => municipalities.filter((place) => place.within === slug);
const regionSlugs = (places: readonly Municipality[]) =>
  places.flatMap((place) => [place.slug, ...partsOf(place.slug).map((part) => part.slug)]);

/** The first day a pause can run to: tomorrow in Toronto. */
function tomorrowInToronto(): string {
  const next = dayAtNoonUtc(torontoDay());
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

const emptyToNull = (value: unknown) => (value === "" || value == null ? null : value);
const numberOrNull = (value: unknown) =>
  value === "" || value == null ? null : Number(value as string);

/** An array field's message: its own, its root's, or its first refused item's (an unknown area). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const field = error as Partial<FieldError> & { root?: FieldError };
  if (typeof field.message === "string") return field.message;
  if (field.root?.message) return field.root.message;
  return Object.values(error).find(
    (item): item is FieldError => typeof (item as FieldError | undefined)?.message === "string",
  )?.message;
}

/**
 * Where and what a signed-in contractor with a profile takes, and how new matching projects
 * reach them: the areas, a base and radius, the smallest budget, urgent work, alerts and a pause.
 */
export function AlertSettingsForm({
  initial,
  email,
}: {
  initial: AlertSettingsAnswer;
  /** The account's address, where alerts go. */
  email: string;
}) {
  const t = useTranslations("alertSettings");
  const format = useFormatter();
  const [tomorrow] = useState(tomorrowInToronto);
  const [stored, setStored] = useState(initial);
  const [saved, setSaved] = useState<AlertSettingsAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // A pause that has run out is no pause: the form starts without it, so it can be sent again.
  const start: AlertSettingsInput = {
    ...initial.settings,
    pausedUntil:
      initial.settings.pausedUntil && initial.settings.pausedUntil >= tomorrow
        ? initial.settings.pausedUntil
        : null,
  };
  const { register, handleSubmit, formState, control, setError, reset } = useForm<
    AlertSettingsInput,
    unknown,
    AlertSettings
  >({
    resolver: lazyZodResolver(() =>
      import("@/lib/matching/schema").then(({ alertSettingsSchema }) =>
        // The shared schema checks the day's form; a pause ending today or earlier pauses nothing.
        alertSettingsSchema.refine(
          (value) => value.pausedUntil === null || value.pausedUntil >= tomorrowInToronto(),
          { error: invalid("alertPause"), path: ["pausedUntil"] },
        ),
      ),
    ),
    defaultValues: start,
  });
  const errors = formState.errors;
  const [areas, baseArea, radiusKm] = useWatch({
    control,
    name: ["areas", "baseArea", "radiusKm"],
  });

  const chosen = Array.isArray(areas) ? areas : [];
  const base = baseArea ? municipalityBySlug(baseArea) : undefined;
  const radius =
    typeof radiusKm === "number" &&
    Number.isInteger(radiusKm) &&
    radiusKm >= RADIUS.min &&
    radiusKm <= RADIUS.max
      ? radiusKm
      : null;
  const byRadius = base && radius !== null ? coveredSlugs([], base.slug, radius).length : null;
  const total = coveredSlugs(
    chosen,
    byRadius === null ? null : (base?.slug ?? null),
    byRadius === null ? null : radius,
  ).length;

  const onValid = async (values: AlertSettings) => {
    setFailure(null);
    setSaved(null);
    try {
      const answer = await saveAlertSettings(values);
      setStored(answer);
      setSaved(answer);
      reset(answer.settings);
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : -1;
      const issues = error instanceof ApiRequestError && status === 400 ? (error.issues ?? []) : [];
      let focused = false;
      const elsewhere = issues.filter((issue) => {
        const name: FieldName | null = fieldOf(issue.path);
        if (name) {
          setError(name, { message: issue.message }, { shouldFocus: !focused });
          focused = true;
        }
        return !name;
      });
      setFailure(
        status === 400 && issues.length > 0
          ? [t("invalid"), ...elsewhere.map((issue) => issue.message)].join(" ")
          : status === 409 && error instanceof ApiRequestError && error.code === "profile_required"
            ? t("profileRequired")
            : status === 401
              ? t("signedOut")
              : status === 0
                ? t("network")
                : t("failed"),
      );
    }
  };

  const areasError = messageOf(errors.areas);
  const radiusError = errors.radiusKm?.message;
  const baseError = errors.baseArea?.message;
  const budgetError = errors.minBudget?.message;
  const alertsError = errors.alerts?.message;
  const hourError = errors.alertHour?.message;
  const pauseError = errors.pausedUntil?.message;
  const alertsOn = stored.settings.alerts !== "off";
  const regionName = (name: string) => (t.has(`regions.${name}`) ? t(`regions.${name}`) : name);
  const checkbox = "accent-primary mt-0.5 size-4 shrink-0";

  return (
    <form
      onSubmit={handleSubmit(onValid)}
      noValidate
      className="space-y-6"
      data-testid="alert-settings-form"
    >
      <fieldset
        className="min-w-0 space-y-2"
        aria-describedby={cn("alert-areas-hint", areasError && "alert-areas-error")}
        aria-invalid={areasError ? true : undefined}
      >
        <legend className="text-sm font-semibold">{t("areas")}</legend>
        <p id="alert-areas-hint" className="text-muted-foreground text-sm">
          {t("areasHint")}
        </p>
        <div className="border-border divide-border divide-y rounded-md border">
          {REGIONS.map((region) => {
            const slugs = regionSlugs(region.places);
            const count = chosen.filter((slug) => slugs.includes(slug)).length;
            const startsOpen =
              region.name === "Toronto" || slugs.some((slug) => start.areas.includes(slug));
            return (
              <details key={region.name} open={startsOpen} className="group">
                <summary className="hover:bg-muted/50 flex cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
                  <ChevronDown
                    className="size-4 shrink-0 -rotate-90 opacity-60 transition-transform group-open:rotate-0"
                    aria-hidden
                  />
                  <span className="min-w-0 flex-1">{regionName(region.name)}</span>
                  {count > 0 ? (
                    <span className="text-muted-foreground text-xs font-normal">
                      {t("chosenInRegion", { count })}
                    </span>
                  ) : null}
                </summary>
                <ul className="grid gap-2 px-3 pt-1 pb-3 sm:grid-cols-2 lg:grid-cols-3">
                  {region.places.map((place) => {
                    const parts = partsOf(place.slug);
                    return (
                      <li
                        key={place.slug}
                        className={parts.length > 0 ? "sm:col-span-full" : undefined}
                      >
                        <label className="flex items-start gap-2 text-sm">
                          <input
                            type="checkbox"
                            value={place.slug}
                            defaultChecked={start.areas.includes(place.slug)}
                            className={checkbox}
                            aria-describedby={
                              parts.length > 0 ? `alert-area-${place.slug}-hint` : undefined
                            }
                            {...register("areas")}
                          />
                          <span className="min-w-0 break-words">{place.name}</span>
                        </label>
                        {parts.length > 0 ? (
                          <>
                            <p
                              id={`alert-area-${place.slug}-hint`}
                              className="text-muted-foreground mt-1 pl-6 text-xs"
                            >
                              {t("wholeCityHint", { city: place.name, count: parts.length })}
                            </p>
                            <ul className="border-border mt-2 ml-2 grid gap-2 border-l pl-4 sm:grid-cols-2 lg:grid-cols-3">
                              {parts.map((part) => (
                                <li key={part.slug}>
                                  <label className="flex items-start gap-2 text-sm">
                                    <input
                                      type="checkbox"
                                      value={part.slug}
                                      defaultChecked={start.areas.includes(part.slug)}
                                      className={checkbox}
                                      {...register("areas")}
                                    />
                                    <span className="min-w-0 break-words">{part.name}</span>
                                  </label>
                                </li>
                              ))}
                            </ul>
                          </>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              </details>
            );
          })}
        </div>
        {areasError ? (
          <p id="alert-areas-error" role="alert" className="text-destructive text-sm font-medium">
            {areasError}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="min-w-0 space-y-3">
        <legend className="text-sm font-semibold">{t("radius")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="alert-base" label={t("base")} error={baseError}>
            <NativeSelect
              defaultValue={start.baseArea ?? ""}
              {...register("baseArea", { setValueAs: emptyToNull })}
              {...fieldAria("alert-base", baseError)}
            >
              <option value="">{t("noBase")}</option>
              {REGIONS.map((region) => (
                <optgroup key={region.name} label={regionName(region.name)}>
                  {region.places.flatMap((place) =>
                    [place, ...partsOf(place.slug)].map((option) => (
                      <option key={option.slug} value={option.slug}>
                        {option.name}
                      </option>
                    )),
                  )}
                </optgroup>
              ))}
            </NativeSelect>
          </Field>
          <Field
            id="alert-radius"
            label={t("radiusKm")}
            hint={
              base && radius !== null && byRadius !== null
                ? t("radiusCovers", { radius, base: base.name, count: byRadius })
                : t("radiusHint", { min: RADIUS.min, max: RADIUS.max })
            }
            error={radiusError}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={RADIUS.min}
              max={RADIUS.max}
              step={1}
              defaultValue={start.radiusKm ?? ""}
              {...register("radiusKm", { setValueAs: numberOrNull })}
              {...fieldAria("alert-radius", radiusError, true)}
            />
          </Field>
        </div>
      </fieldset>
      <p className="text-sm font-medium" aria-live="polite" data-testid="alert-covers">
        {t("total", { count: total })}
      </p>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="alert-budget"
          label={t("minBudget")}
          hint={t("minBudgetHint")}
          error={budgetError}
        >
          <NativeSelect
            defaultValue={start.minBudget ?? ""}
            {...register("minBudget", { setValueAs: emptyToNull })}
            {...fieldAria("alert-budget", budgetError, true)}
          >
            <option value="">{t("anyBudget")}</option>
            {BUDGET_OPTIONS.map((budget) => (
              <option key={budget} value={budget}>
                {budget}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="space-y-1.5 sm:pt-6">
          <label className="flex items-start gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className={checkbox}
              defaultChecked={start.urgentOk}
              aria-describedby="alert-urgent-hint"
              {...register("urgentOk")}
            />
            {t("urgentOk")}
          </label>
          <p id="alert-urgent-hint" className="text-muted-foreground pl-6 text-xs">
            {t("urgentOkHint")}
          </p>
        </div>
      </div>

      <fieldset
        className="min-w-0 space-y-3"
        aria-describedby={cn("alert-terms", alertsError && "alert-delivery-error")}
        aria-invalid={alertsError ? true : undefined}
      >
        <legend className="text-sm font-semibold">{t("alerts")}</legend>
        <ul
          id="alert-terms"
          className="text-muted-foreground list-disc space-y-1 pl-5 text-sm wrap-anywhere"
        >
          <li>{t("termsAddress", { email })}</li>
          <li>{t("termsMatching")}</li>
          <li>{t("termsContact")}</li>
          <li>{t("termsStop")}</li>
          <li>{t("termsConsent")}</li>
        </ul>
        <div className="space-y-2">
          {DELIVERIES.map((delivery) => (
            <div key={delivery}>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  value={delivery}
                  defaultChecked={start.alerts === delivery}
                  className={checkbox}
                  {...register("alerts")}
                />
                <span>
                  <span className="font-medium">{t(`delivery.${delivery}`)}</span>
                  <span className="text-muted-foreground block text-xs">
                    {t(`deliveryHint.${delivery}`)}
                  </span>
                </span>
              </label>
              {delivery === "daily" ? (
                <div className="mt-2 flex flex-wrap items-center gap-2 pl-6 text-sm">
                  <label htmlFor="alert-hour">{t("hour")}</label>
                  <NativeSelect
                    className="w-28"
                    defaultValue={String(start.alertHour ?? 7)}
                    {...register("alertHour", { setValueAs: numberOrNull })}
                    id="alert-hour"
                    aria-invalid={hourError ? true : undefined}
                    aria-describedby={cn("alert-hour-zone", hourError && "alert-hour-error")}
                  >
                    {HOURS.map((hour) => (
                      <option key={hour} value={hour}>
                        {hourLabel(hour)}
                      </option>
                    ))}
                  </NativeSelect>
                  <span id="alert-hour-zone" className="text-muted-foreground">
                    {t("torontoTime")}
                  </span>
                  {hourError ? (
                    <p
                      id="alert-hour-error"
                      role="alert"
                      className="text-destructive w-full text-sm font-medium"
                    >
                      {hourError}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </div>
          ))}
        </div>
        {alertsError ? (
          <p
            id="alert-delivery-error"
            role="alert"
            className="text-destructive text-sm font-medium"
          >
            {alertsError}
          </p>
        ) : null}
        <p className="text-sm" data-testid="alerts-consent">
          {alertsOn && stored.alertsConsentAt
            ? t("onSince", {
                date: format.dateTime(new Date(stored.alertsConsentAt), {
                  dateStyle: "long",
                  timeZone: SITE_TIME_ZONE,
                }),
              })
            : alertsOn
              ? t("on")
              : t("off")}
        </p>
      </fieldset>

      <Field id="alert-pause" label={t("pause")} hint={t("pauseHint")} error={pauseError}>
        <Input
          type="date"
          min={tomorrow}
          className="sm:w-56"
          defaultValue={start.pausedUntil ?? ""}
          {...register("pausedUntil", { setValueAs: emptyToNull })}
          {...fieldAria("alert-pause", pauseError, true)}
        />
      </Field>

      {failure ? (
        <p
          role="alert"
          className="border-destructive/40 bg-destructive/10 rounded-md border p-3 text-sm"
        >
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("saving") : t("save")}
        </Button>
        {saved ? (
          <span role="status" className="text-success text-sm font-medium">
            {t("saved", {
              alerts: saved.settings.alerts,
              hour: hourLabel(saved.settings.alertHour),
              count: saved.covers,
            })}
          </span>
        ) : null}
      </div>
    </form>
  );
}

/** A native select styled as the form's fields, with its own arrow (register's ref passes through). */
function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select className={cn(fieldClassName, "h-10 cursor-pointer appearance-none pr-9")} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
        aria-hidden
      />
    </div>
  );
}
