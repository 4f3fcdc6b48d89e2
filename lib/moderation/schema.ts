import { z } from "zod";

import { honeypot } from "@/lib/validation/common";
import { invalid } from "@/lib/validation/messages";
import { CONTENT_REPORT_REASONS, REPORT_ACTIONS, REPORT_TEXT_MAX_LENGTH } from "./rules";

// The bodies of the report calls, shared by the forms and the route handlers.

// POST /api/projects/{rowId}/questions/{questionId}/report, …/notes/{noteId}/report
export const reportContentSchema = z.object({
  reason: z.enum(CONTENT_REPORT_REASONS, { error: invalid("contentReportReason") }),
  text: z
    .string({ error: invalid("contentReportText") })
    .trim()
    .max(REPORT_TEXT_MAX_LENGTH, { error: invalid("contentReportText") })
    .optional()
    .transform((text) => (text ? text : undefined)),
  website: honeypot,
});
export type ReportContentInput = z.input<typeof reportContentSchema>;

// POST /api/admin/content-reports/{reportId}
export const resolveReportSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: invalid("reportAction") }),
});
export type ResolveReportInput = z.input<typeof resolveReportSchema>;
