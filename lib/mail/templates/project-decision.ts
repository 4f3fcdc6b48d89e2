import { z } from "zod";

import { site } from "@/content/site";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/** To the homeowner: the operator published, rejected or unlisted their project, and why. */
export const projectDecision = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    name: z.string(),
    decision: z.enum(["published", "rejected", "unlisted"]),
    reason: z.string().nullable(),
    projectUrl: url,
  }),
  subject: (p, { t }) =>
    t("projectDecision.subject", {
      project: subjectProject(p.project),
      decision: p.decision,
      brand: site.brand,
    }),
  body: (p, { t }) => [
    { text: t("projectDecision.greeting", { name: p.name }) },
    { text: t(`projectDecision.${p.decision}`, { brand: site.brand }) },
    ...(p.reason ? [{ text: t("projectDecision.reason", { reason: p.reason }) }] : []),
    { text: t("projectDecision.page", { url: p.projectUrl }) },
  ],
});
