import { z } from "zod";

import { defineMailTemplate } from "./define";
import { exactTotal, priceOf, projectRef, subjectProject, url } from "./fields";

/** To the contractor: accepted, with the homeowner's contact details released. */
export const proposalAccepted = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    contractor: z.string(),
    title: z.string(),
    bid: z.string(),
    total: exactTotal,
    timeline: z.string(),
    projectUrl: url,
    homeowner: z.object({ name: z.string(), email: z.string().nullable() }),
  }),
  subject: (p, { t }) => t("proposalAccepted.subject", { project: subjectProject(p.project) }),
  body: (p, context) => {
    const { t } = context;
    return [
      { text: t("proposalAccepted.greeting", { contractor: p.contractor }) },
      {
        text: t("proposalAccepted.body", {
          title: p.title,
          bid: priceOf(p, context),
          timeline: p.timeline,
        }),
      },
      {
        text: p.homeowner.email
          ? t("proposalAccepted.contact", { name: p.homeowner.name, email: p.homeowner.email })
          : t("proposalAccepted.noEmail", { name: p.homeowner.name }),
      },
      { text: t("proposalAccepted.project", { url: p.projectUrl }) },
    ];
  },
});
