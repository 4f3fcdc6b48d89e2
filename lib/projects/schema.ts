import { z } from "zod";

import { decodeCursor } from "@/lib/projects/cursor";
import {
  emailSchema,
  honeypot,
  isoDate,
  optionalText,
  requiredText,
} from "@/lib/validation/common";
import {
  BUDGET_OPTIONS,
  CATEGORY_NAMES,
  PROJECT_STATUSES,
  TIMELINE_OPTIONS,
  URGENCY_OPTIONS,
} from "@/lib/validation/options";

// Each required text names itself, under its field in the form and in the API's issues; the
// form's "Missing Information" toast says that something is missing at all.
export const REQUIRED_MESSAGES = {
  title: "Project title is required",
  description: "Description is required",
  homeowner: "Your name is required",
  location: "Location is required",
} as const;
const OPTIONAL_EMAIL = "Enter a valid email address, or leave it empty";

/** An uploaded photo's path as returned by the upload call, or a catalogue image. */
export const imagePathSchema = z
  .string()
  .max(300)
  .regex(/^\/(api\/uploads\/[a-f0-9-]{36}\.jpg|images\/[a-z0-9/_-]+\.svg)$/, {
    error: "Not an uploaded image",
  });

// POST /api/projects. Unknown fields (status among them) are dropped: a new project is always open.
export const createProjectSchema = z.object({
  title: requiredText(120, REQUIRED_MESSAGES.title),
  description: requiredText(5_000, REQUIRED_MESSAGES.description, { multiline: true }),
  category: z.enum(CATEGORY_NAMES, { error: "Choose a category from the list" }),
  budget: z.enum(BUDGET_OPTIONS, { error: "Choose a budget from the list" }),
  timeline: z.enum(TIMELINE_OPTIONS, { error: "Choose a timeline from the list" }),
  urgency: z.enum(URGENCY_OPTIONS, { error: "Choose low, medium or high" }).default("medium"),
  homeowner: requiredText(100, REQUIRED_MESSAGES.homeowner),
  // Optional, so clients that never sent it keep working; without it, no mail is sent.
  homeownerEmail: z
    .string({ error: OPTIONAL_EMAIL })
    .trim()
    .refine((value) => value === "" || emailSchema.safeParse(value).success, {
      error: OPTIONAL_EMAIL,
    })
    .optional()
    .transform((value) => value || undefined),
  // Express consent to occasional news (never assumed): recorded with its time.
  newsConsent: z.boolean({ error: "newsConsent must be true or false" }).default(false),
  location: requiredText(120, REQUIRED_MESSAGES.location),
  images: z.array(imagePathSchema).max(10, { error: "At most 10 photos" }).default([]),
  requirements: z
    .array(requiredText(200, "A requirement cannot be empty"))
    .max(20, { error: "At most 20 requirements" })
    .default([]),
  website: honeypot,
});
export type CreateProjectInput = z.input<typeof createProjectSchema>;
export type CreateProject = z.output<typeof createProjectSchema>;

export const COMPLETION_BEFORE_START = "The completion date cannot be before the start date";
export const START_AFTER_COMPLETION = "The start date cannot be after the completion date";

// PUT /api/projects/{id}: a partial update. The edit dialog's fields stay free text, bounded in
// length only.
export const updateProjectSchema = z
  .object({
    status: z.enum(PROJECT_STATUSES, { error: "Not a project status" }).optional(),
    estimatedCost: optionalText(100),
    timeline: optionalText(100),
    contractorNotes: optionalText(2_000, { multiline: true }),
    startDate: isoDate.optional(),
    completionDate: isoDate.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: "Nothing to update",
  })
  // Both in one body; against the stored dates, lib/projects/transitions.ts checks it (InvalidFieldError).
  .refine(
    (value) =>
      !value.startDate ||
      !value.completionDate ||
      Date.parse(value.completionDate) >= Date.parse(value.startDate),
    { error: COMPLETION_BEFORE_START, path: ["completionDate"] },
  );
export type UpdateProjectInput = z.input<typeof updateProjectSchema>;
export type UpdateProject = z.output<typeof updateProjectSchema>;

export const PROJECT_PAGE_DEFAULT = 50;
const AFTER_MESSAGE = "after must be a cursor this list gave (X-Next-Cursor)";
export const PROJECT_PAGE_MAX = 100;
// Skipped rows are read and thrown away: past this, a page costs more than a list should. Pages
// further on are asked for by cursor (`after`), which costs the same at any depth.
export const PROJECT_OFFSET_MAX = 10_000;

/** A query-string number: plain digits only ("1e2", "+5", "5.0", " 5" are refused), in range. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }));

// GET /api/projects?limit=&offset=&after=&category=&status=: one page of posted projects, newest
// first; `after` and `offset` are not given together (the route refuses that).
export const listProjectsQuerySchema = z.object({
  limit: wholeNumber(
    1,
    PROJECT_PAGE_MAX,
    `limit must be a whole number from 1 to ${PROJECT_PAGE_MAX}`,
  ).default(PROJECT_PAGE_DEFAULT),
  offset: wholeNumber(
    0,
    PROJECT_OFFSET_MAX,
    `offset must be a whole number from 0 to ${PROJECT_OFFSET_MAX}; page further with the after cursor (X-Next-Cursor)`,
  ).default(0),
  after: z
    .string()
    .transform((value, context) => {
      const cursor = decodeCursor(value);
      if (cursor) return cursor;
      context.addIssue({ code: "custom", message: AFTER_MESSAGE });
      return z.NEVER;
    })
    .optional(),
  category: z.enum(CATEGORY_NAMES, { error: "Choose a category from the list" }).optional(),
  status: z.enum(PROJECT_STATUSES, { error: "Not a project status" }).optional(),
});
export type ListProjectsQuery = z.output<typeof listProjectsQuerySchema>;
