import { z } from "zod";

import { CITY_NAMES } from "@/content/city-names";
import { isInToronto, MUNICIPALITY_SLUGS } from "@/content/municipalities";
import { municipalityOfPostalCode, parsePostalCode } from "@/lib/matching/places";
import { decodeCursor } from "@/lib/projects/cursor";
import { honeypot, isoDate, optionalText, personName, requiredText } from "@/lib/validation/common";
import {
  BUDGET_OPTIONS,
  CATEGORY_NAMES,
  PROJECT_STATUSES,
  TIMELINE_OPTIONS,
  URGENCY_OPTIONS,
} from "@/lib/validation/options";
import { invalid } from "@/lib/validation/messages";

// Each required text names itself, under its field in the form and in the API's issues; the
// form's "Missing Information" toast says that something is missing at all.
export const REQUIRED_MESSAGES = {
  title: invalid("projectTitleRequired"),
  description: invalid("descriptionRequired"),
  homeowner: invalid("yourNameRequired"),
  location: invalid("locationRequired"),
} as const;
const CHOOSE_CATEGORY = invalid("chooseCategory");
const PROJECT_STATUS = invalid("projectStatus");
const UPLOADED_IMAGE = invalid("uploadedImage");

/** An uploaded photo's path as returned by the upload call, or a catalogue image. */
export const imagePathSchema = z
  .string({ error: UPLOADED_IMAGE })
  .max(300, { error: UPLOADED_IMAGE })
  .regex(/^\/(api\/uploads\/[a-f0-9-]{36}\.jpg|images\/[a-z0-9/_-]+\.svg)$/, {
    error: UPLOADED_IMAGE,
  });

const photosSchema = z
  .array(imagePathSchema)
  .max(10, { error: invalid("tooManyPhotos", { max: 10 }) });
const requirementsSchema = z
  .array(requiredText(200, invalid("requirementEmpty")))
  .max(20, { error: invalid("tooManyRequirements", { max: 20 }) });

/** Where a project is: a municipality of the list, or elsewhere in Ontario. */
export const PROJECT_PLACES = [...MUNICIPALITY_SLUGS, "elsewhere"] as const;
const CHOOSE_MUNICIPALITY = invalid("chooseMunicipality");
const POSTAL_CODE = invalid("ontarioPostalCode");

/** An Ontario postal code, whole or its first three characters: stored as those three (the FSA). */
const postalFsa = z
  .string({ error: POSTAL_CODE })
  .max(10, { error: POSTAL_CODE })
  .transform((value, context) => {
    if (value.trim() === "") return undefined;
    const parsed = parsePostalCode(value);
    if (parsed) return parsed.fsa;
    context.addIssue({ code: "custom", message: POSTAL_CODE });
    return z.NEVER;
  });

/**
 * The place as posted: an M postal code is Toronto, so it fills in a missing municipality and
 * refuses one outside Toronto. Optional for API clients that never sent it; the form asks for it.
 */
const placeFields = {
  municipality: z.enum(PROJECT_PLACES, { error: CHOOSE_MUNICIPALITY }).optional(),
  postalCode: postalFsa.optional(),
};
const placeAgrees = (value: { municipality?: string; postalCode?: string }) =>
  !value.postalCode ||
  municipalityOfPostalCode(value.postalCode) !== "toronto" ||
  value.municipality === undefined ||
  isInToronto(value.municipality);
const withImpliedPlace = <T extends { municipality?: string; postalCode?: string }>(value: T): T =>
  value.municipality === undefined && value.postalCode
    ? { ...value, municipality: municipalityOfPostalCode(value.postalCode) ?? undefined }
    : value;

// POST /api/projects. Unknown fields (status among them) are dropped: a new project is always open.
export const createProjectFields = z.object({
  title: requiredText(120, REQUIRED_MESSAGES.title),
  description: requiredText(5_000, REQUIRED_MESSAGES.description, { multiline: true }),
  category: z.enum(CATEGORY_NAMES, { error: CHOOSE_CATEGORY }),
  budget: z.enum(BUDGET_OPTIONS, { error: invalid("chooseBudget") }),
  timeline: z.enum(TIMELINE_OPTIONS, { error: invalid("chooseTimeline") }),
  urgency: z.enum(URGENCY_OPTIONS, { error: invalid("chooseUrgency") }).default("medium"),
  homeowner: personName(100, REQUIRED_MESSAGES.homeowner),
  // Required: the project is listed once its homeowner opens the link e-mailed here.
  homeownerEmail: z
    .string({ error: invalid("homeownerEmailRequired") })
    .trim()
    .max(254, { error: invalid("homeownerEmailRequired") })
    .pipe(z.email({ error: invalid("homeownerEmailRequired") })),
  // Whether the work is for the homeowner's own home or household use (a consumer under the
  // Consumer Protection Act, 2002, s. 1). Optional here so clients that never sent it keep working;
  // the post form requires it, and accepting an itemised proposal asks for it when missing.
  householdUse: z.boolean({ error: invalid("householdUse") }).optional(),
  // Express consent to occasional news (never assumed): recorded with its time.
  newsConsent: z.boolean({ error: invalid("newsConsent") }).default(false),
  location: requiredText(120, REQUIRED_MESSAGES.location),
  ...placeFields,
  images: photosSchema.default([]),
  requirements: requirementsSchema.default([]),
  website: honeypot,
});
export const createProjectSchema = createProjectFields
  .refine(placeAgrees, { error: invalid("postalCodeOutsideToronto"), path: ["municipality"] })
  .transform(withImpliedPlace);
export type CreateProjectInput = z.input<typeof createProjectSchema>;

/** The post form's schema: the household-use question and the municipality are required there. */
export const postProjectFormSchema = createProjectFields
  .extend({
    householdUse: z.boolean({ error: invalid("householdUseRequired") }),
    municipality: z.enum(PROJECT_PLACES, { error: CHOOSE_MUNICIPALITY }),
  })
  .refine(placeAgrees, { error: invalid("postalCodeOutsideToronto"), path: ["municipality"] });
export type CreateProject = z.output<typeof createProjectSchema>;

export const COMPLETION_BEFORE_START = invalid("completionBeforeStart");
export const START_AFTER_COMPLETION = invalid("startAfterCompletion");

// PUT /api/projects/{id}: a partial update. What the homeowner wrote (title, description, budget,
// photos, requirements) is checked as when posted; the timeline, estimate and notes stay free
// text, bounded in length only.
export const updateProjectSchema = z
  .object({
    title: createProjectFields.shape.title.optional(),
    description: createProjectFields.shape.description.optional(),
    budget: createProjectFields.shape.budget.optional(),
    images: photosSchema.optional(),
    requirements: requirementsSchema.optional(),
    status: z.enum(PROJECT_STATUSES, { error: PROJECT_STATUS }).optional(),
    estimatedCost: optionalText(100),
    timeline: optionalText(100),
    contractorNotes: optionalText(2_000, { multiline: true }),
    startDate: isoDate.optional(),
    completionDate: isoDate.optional(),
    // The owner pauses new proposals (true) or takes them again (false).
    proposalsPaused: z.boolean({ error: invalid("proposalsPaused") }).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    error: invalid("nothingToUpdate"),
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
const AFTER_MESSAGE = invalid("afterCursor");
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

// GET /api/projects?limit=&offset=&after=&category=&status=&city=&budget=&urgency=: one page of
// posted projects, newest first; `after` and `offset` are not given together (the route refuses
// that). Each filter takes one value of its fixed list, as the forms show it.
export const listProjectsQuerySchema = z.object({
  limit: wholeNumber(1, PROJECT_PAGE_MAX, invalid("limitRange", { max: PROJECT_PAGE_MAX })).default(
    PROJECT_PAGE_DEFAULT,
  ),
  offset: wholeNumber(
    0,
    PROJECT_OFFSET_MAX,
    invalid("offsetRange", { max: PROJECT_OFFSET_MAX }),
  ).default(0),
  after: z
    .string({ error: AFTER_MESSAGE })
    .transform((value, context) => {
      const cursor = decodeCursor(value);
      if (cursor) return cursor;
      context.addIssue({ code: "custom", message: AFTER_MESSAGE });
      return z.NEVER;
    })
    .optional(),
  category: z.enum(CATEGORY_NAMES, { error: CHOOSE_CATEGORY }).optional(),
  status: z.enum(PROJECT_STATUSES, { error: PROJECT_STATUS }).optional(),
  city: z.enum(CITY_NAMES, { error: invalid("chooseCity") }).optional(),
  budget: createProjectFields.shape.budget.optional(),
  urgency: z.enum(URGENCY_OPTIONS, { error: invalid("chooseUrgency") }).optional(),
});
export type ListProjectsQuery = z.output<typeof listProjectsQuerySchema>;
