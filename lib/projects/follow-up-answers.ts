// The answers a homeowner gives a reminder of their project (lib/projects/follow-up.ts), shared
// by the e-mail, the API's schema and the page: plain data.
import { z } from "zod";

import { invalid } from "@/lib/validation/messages";

export const REMINDER_ANSWERS = [
  "deciding",
  "hired-elsewhere",
  "postponed",
  "not-going-ahead",
] as const;
export type ReminderAnswer = (typeof REMINDER_ANSWERS)[number];

/** The answers that close the project (the rest keep it open). */
export const CLOSING_ANSWERS: readonly ReminderAnswer[] = [
  "hired-elsewhere",
  "postponed",
  "not-going-ahead",
];

// POST /api/projects/{rowId}/answer
export const reminderAnswerSchema = z.object({
  answer: z.enum(REMINDER_ANSWERS, { error: invalid("reminderAnswer") }),
});
