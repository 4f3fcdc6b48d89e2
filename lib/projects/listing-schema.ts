import { z } from "zod";

import { optionalText } from "@/lib/validation/common";
import { invalid } from "@/lib/validation/messages";
import { REPORT_REASONS } from "./shapes";

// The bodies of the listing's calls: publishing by the e-mailed link, a contractor's report, the
// operator's decision.

// POST /api/projects/{rowId}/publish
export const publishProjectSchema = z.object({
  token: z
    .string({ error: invalid("publishToken") })
    .min(1, { error: invalid("publishToken") })
    .max(200, { error: invalid("publishToken") }),
});

// POST /api/projects/{rowId}/report
export const reportProjectSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: invalid("reportReason") }),
  note: optionalText(1_000, { multiline: true }),
});
export type ReportProjectInput = z.input<typeof reportProjectSchema>;

// POST /api/admin/projects/{rowId}/decision: rejecting or unlisting says why, to the homeowner.
export const projectDecisionSchema = z
  .object({
    decision: z.enum(["publish", "reject", "unlist"], { error: invalid("projectDecision") }),
    reason: optionalText(500, { multiline: true }),
  })
  .refine((body) => body.decision === "publish" || body.reason !== undefined, {
    error: invalid("projectDecisionReason"),
    path: ["reason"],
  });
export type ProjectDecisionInput = z.input<typeof projectDecisionSchema>;
