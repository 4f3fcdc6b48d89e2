import { z } from "zod";

import { MUNICIPALITY_SLUGS } from "@/content/municipalities";
import { torontoDay } from "@/lib/calendar-day";
import { BUDGET_OPTIONS } from "@/lib/validation/options";
import { invalid } from "@/lib/validation/messages";

/** A day that exists ("2031-02-30" does not: Date would roll it over to March). */
const isCalendarDay = (day: string) => {
  const moment = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(moment.getTime()) && moment.toISOString().slice(0, 10) === day;
};

export const ALERT_DELIVERIES = ["off", "instant", "daily"] as const;
export type AlertDelivery = (typeof ALERT_DELIVERIES)[number];
export const RADIUS_KM = { min: 5, max: 100 } as const;

const AREAS = invalid("alertAreas");
const RADIUS = invalid("alertRadius");

// PUT /api/pro/alerts: where and what a signed-in contractor with a profile takes, and how new
// matching projects reach them. The trades are the profile's.
export const alertSettingsSchema = z
  .object({
    areas: z
      .array(z.enum(MUNICIPALITY_SLUGS, { error: AREAS }), { error: AREAS })
      .max(MUNICIPALITY_SLUGS.length, { error: AREAS })
      .transform((areas) => [...new Set(areas)]),
    baseArea: z.enum(MUNICIPALITY_SLUGS, { error: RADIUS }).nullable().default(null),
    radiusKm: z
      .number({ error: RADIUS })
      .int({ error: RADIUS })
      .min(RADIUS_KM.min, { error: RADIUS })
      .max(RADIUS_KM.max, { error: RADIUS })
      .nullable()
      .default(null),
    minBudget: z
      .enum(BUDGET_OPTIONS, { error: invalid("chooseBudget") })
      .nullable()
      .default(null),
    urgentOk: z.boolean({ error: invalid("invalidInput") }).default(true),
    alerts: z.enum(ALERT_DELIVERIES, { error: invalid("alertDelivery") }),
    alertHour: z
      .number({ error: invalid("alertHour") })
      .int({ error: invalid("alertHour") })
      .min(0, { error: invalid("alertHour") })
      .max(23, { error: invalid("alertHour") })
      .default(7),
    /** No alerts before this day (Toronto time); null: not paused. */
    pausedUntil: z
      .string({ error: invalid("alertPause") })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: invalid("alertPause") })
      // A real day after today in Toronto (the site's calendar).
      .refine((day) => isCalendarDay(day) && day > torontoDay(), { error: invalid("alertPause") })
      .nullable()
      .default(null),
  })
  .refine((value) => (value.baseArea === null) === (value.radiusKm === null), {
    error: RADIUS,
    path: ["radiusKm"],
  })
  .refine((value) => value.areas.length > 0 || value.baseArea !== null, {
    error: AREAS,
    path: ["areas"],
  });
export type AlertSettingsInput = z.input<typeof alertSettingsSchema>;
export type AlertSettings = z.output<typeof alertSettingsSchema>;
