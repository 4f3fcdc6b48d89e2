import { z } from "zod";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

export const PROJECT_CHANGES = [
  "title",
  "description",
  "budget",
  "timeline",
  "requirements",
  "photos",
] as const;

/** To a contractor who bid: the homeowner changed what the proposal was written for. */
export const projectChanged = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    contractor: z.string(),
    title: z.string(),
    changed: z.array(z.enum(PROJECT_CHANGES)).min(1),
    budget: z.string(),
    timeline: z.string(),
    projectUrl: url,
  }),
  notice: true,
  subject: (p, { t }) => t("projectChanged.subject", { project: subjectProject(p.project) }),
  body: (p, { t }) => [
    { text: t("projectChanged.greeting", { contractor: p.contractor }) },
    { text: t("projectChanged.body", { title: p.title }) },
    ...p.changed.map((change) => ({
      text: t(`projectChanged.changes.${change}`, { budget: p.budget, timeline: p.timeline }),
    })),
    { text: t("projectChanged.proposalStands") },
    { label: t("projectChanged.projectLabel"), url: p.projectUrl },
  ],
});
