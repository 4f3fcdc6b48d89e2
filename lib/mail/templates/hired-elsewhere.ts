import { z } from "zod";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/**
 * To a contractor whose proposal is still pending: the homeowner accepted another contractor's
 * proposal ("hired"), or took that acceptance back so theirs can be accepted again ("reopened"),
 * or the project closed without a hire here ("closed": the homeowner's answer, or 30 quiet days).
 * Never names the other contractor or their price.
 */
export const hiredElsewhere = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    contractor: z.string(),
    title: z.string(),
    outcome: z.enum(["hired", "reopened", "closed"]),
    /** Why a closed project closed (CLOSED_REASONS of lib/projects/follow-up.ts). */
    reason: z.enum(["hired-elsewhere", "postponed", "not-going-ahead", "quiet"]).optional(),
    projectUrl: url,
  }),
  subject: (p, { t }) =>
    t("hiredElsewhere.subject", { outcome: p.outcome, project: subjectProject(p.project) }),
  body: (p, { t }) => [
    { text: t("hiredElsewhere.greeting", { contractor: p.contractor }) },
    {
      text:
        p.outcome === "closed"
          ? t(`hiredElsewhere.closed.${p.reason ?? "not-going-ahead"}`, { title: p.title })
          : t(`hiredElsewhere.${p.outcome}`, { title: p.title }),
    },
    { label: t("hiredElsewhere.projectLabel"), url: p.projectUrl },
  ],
});
