import { z } from "zod";

import { site } from "@/content/site";
import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/** To a review's author: the operator hid it, with the reason shown in its place. */
export const reviewHidden = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    title: z.string(),
    review: z.number().int().positive(),
    reason: z.string().min(1),
    rulesUrl: url,
    contactUrl: url,
  }),
  subject: (p, { t }) => t("reviewHidden.subject", { project: subjectProject(p.project) }),
  body: (p, { t }) => [
    { text: t("reviewHidden.body", { title: p.title, brand: site.brand }) },
    { text: t("reviewHidden.reason", { reason: p.reason }) },
    { label: t("reviewHidden.rulesLabel"), url: p.rulesUrl },
    { text: t("reviewHidden.mistake", { review: p.review }) },
    { label: t("reviewHidden.contactLabel"), url: p.contactUrl },
  ],
});
