import { z } from "zod";

import { optionalText, personName, requiredText } from "@/lib/validation/common";
import { invalid } from "@/lib/validation/messages";
import {
  ADDRESS_MAX_LENGTH,
  MAX_WINDOWS,
  MIN_WINDOWS,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  REASON_MAX_LENGTH,
  windowShapeProblem,
  windowsProblem,
} from "./rules";

// The bodies of the site visit calls, shared by the forms and the route handlers. Windows are
// Toronto wall-clock times; "now" is read when a body is parsed.

const calendarDay = z
  .string({ error: invalid("visitDate") })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: invalid("visitDate") })
  .refine(
    (value) => {
      // A day that exists: 2026-02-31 does not.
      const [year, month, day] = value.split("-").map(Number);
      return new Date(Date.UTC(year!, month! - 1, day!)).getUTCDate() === day;
    },
    { error: invalid("visitDate") },
  );
const clockTime = z
  .string({ error: invalid("visitTime") })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: invalid("visitTime") });

const SHAPE_MESSAGES = {
  order: invalid("visitOrder"),
  hours: invalid("visitHours"),
  length: invalid("visitLength"),
} as const;
const SET_MESSAGES = {
  "too-soon": invalid("visitTooSoon"),
  "too-far": invalid("visitTooFar"),
  overlap: invalid("visitOverlap"),
} as const;

export const visitWindowSchema = z
  .object({ date: calendarDay, from: clockTime, to: clockTime })
  .superRefine((window, context) => {
    const problem = windowShapeProblem(window);
    if (problem)
      context.addIssue({ code: "custom", path: ["to"], message: SHAPE_MESSAGES[problem] });
  });

export const visitWindowsSchema = z
  .array(visitWindowSchema, { error: invalid("visitWindowCount") })
  .min(MIN_WINDOWS, { error: invalid("visitWindowCount") })
  .max(MAX_WINDOWS, { error: invalid("visitWindowCount") })
  .superRefine((windows, context) => {
    // Only windows that are whole and well formed are compared.
    if (windows.some((window) => !visitWindowSchema.safeParse(window).success)) return;
    const problem = windowsProblem(windows, new Date());
    if (problem) context.addIssue({ code: "custom", message: SET_MESSAGES[problem] });
  });

const reason = requiredText(REASON_MAX_LENGTH, invalid("visitReasonRequired"), {
  multiline: true,
});

// POST /api/projects/{rowId}/visits
export const requestVisitSchema = z.object({
  name: personName(NAME_MAX_LENGTH, invalid("visitNameRequired")),
  windows: visitWindowsSchema,
  note: optionalText(NOTE_MAX_LENGTH, { multiline: true }),
});
export type RequestVisitInput = z.input<typeof requestVisitSchema>;

// POST /api/projects/{rowId}/visits/{visitId}: one change, by its action
export const confirmVisitSchema = z
  .object({
    action: z.literal("confirm"),
    window: z
      .number({ error: invalid("visitWindowChoice") })
      .int({ error: invalid("visitWindowChoice") })
      .min(0, { error: invalid("visitWindowChoice") })
      .max(MAX_WINDOWS - 1, { error: invalid("visitWindowChoice") }),
    shareAddress: z.boolean().default(false),
    address: optionalText(ADDRESS_MAX_LENGTH),
  })
  .superRefine((body, context) => {
    if (body.shareAddress && !body.address) {
      context.addIssue({
        code: "custom",
        path: ["address"],
        message: invalid("visitAddressRequired"),
      });
    }
  });
export const otherTimesSchema = z.object({
  action: z.literal("other-times"),
  reason: optionalText(REASON_MAX_LENGTH, { multiline: true }),
});
export const offerWindowsSchema = z.object({
  action: z.literal("offer"),
  windows: visitWindowsSchema,
  reason: optionalText(REASON_MAX_LENGTH, { multiline: true }),
});
export const cancelVisitSchema = z.object({ action: z.literal("cancel"), reason });
export const missedVisitSchema = z.object({
  action: z.literal("missed"),
  reason: optionalText(REASON_MAX_LENGTH, { multiline: true }),
});

export const changeVisitSchema = z.discriminatedUnion(
  "action",
  [confirmVisitSchema, otherTimesSchema, offerWindowsSchema, cancelVisitSchema, missedVisitSchema],
  { error: invalid("invalidInput") },
);
export type ChangeVisitInput = z.input<typeof changeVisitSchema>;
export type ChangeVisit = z.output<typeof changeVisitSchema>;

// The forms' reason field (cancel, move, other times, missed): the UI always asks for one.
export const visitReasonSchema = z.object({ reason });

// The homeowner's choice, as the confirm form holds it (radio values are strings).
export const chooseWindowSchema = z
  .object({
    window: z.string({ error: invalid("visitWindowChoice") }).regex(/^[0-2]$/, {
      error: invalid("visitWindowChoice"),
    }),
    shareAddress: z.boolean(),
    address: optionalText(ADDRESS_MAX_LENGTH),
  })
  .superRefine((body, context) => {
    if (body.shareAddress && !body.address) {
      context.addIssue({
        code: "custom",
        path: ["address"],
        message: invalid("visitAddressRequired"),
      });
    }
  });
