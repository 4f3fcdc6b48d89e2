import { z } from "zod";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/**
 * To a contractor whose proposal is still pending: the homeowner accepted another contractor's
 * proposal ("hired"), or took that acceptance back so theirs can be accepted again ("reopened").
 * Never names the other contractor or their price.
 */
export const hiredElsewhere = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    contractor: z.string(),
    title: z.string(),
    outcome: z.enum(["hired", "reopened"]),
    projectUrl: url,
  }),
  subject: (p, { t }) =>
    t("hiredElsewhere.subject", { outcome: p.outcome, project: subjectProject(p.project) }),
  body: (p, { t }) => [
    { text: t("hiredElsewhere.greeting", { contractor: p.contractor }) },
    { text: t(`hiredElsewhere.${p.outcome}`, { title: p.title }) },
    { label: t("hiredElsewhere.projectLabel"), url: p.projectUrl },
  ],
});
