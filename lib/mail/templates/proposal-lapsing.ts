import { z } from "zod";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/**
 * To a contractor whose pending proposal lapses within days: after that the homeowner cannot
 * accept it, and the link renews it for as many days as they chose.
 */
export const proposalLapsing = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    contractor: z.string(),
    title: z.string(),
    validUntil: z.iso.datetime(),
    days: z.number().int().positive(),
    private: z.object({ renewUrl: url }),
  }),
  subject: (p, { t }) => t("proposalLapsing.subject", { project: subjectProject(p.project) }),
  body: (p, { t, date }) => [
    { text: t("proposalLapsing.greeting", { contractor: p.contractor }) },
    { text: t("proposalLapsing.body", { title: p.title, day: date(p.validUntil) }) },
    { label: t("proposalLapsing.renewLabel", { days: p.days }), url: p.private.renewUrl },
    { text: t("proposalLapsing.otherwise") },
  ],
});
