import { z } from "zod";

import { defineMailTemplate } from "./define";
import { exactTotal, priceOf, projectRef, subjectProject, url } from "./fields";

/** To the contractor: declined, and where the other open projects are. */
export const proposalDeclined = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    contractor: z.string(),
    title: z.string(),
    bid: z.string(),
    total: exactTotal,
    timeline: z.string(),
    dashboardUrl: url,
    /** The proposal's written agreement, which nobody was bound by yet, is withdrawn with it. */
    agreement: z.enum(["withdrawn"]).optional(),
  }),
  subject: (p, { t }) => t("proposalDeclined.subject", { project: subjectProject(p.project) }),
  body: (p, context) => {
    const { t } = context;
    return [
      { text: t("proposalDeclined.greeting", { contractor: p.contractor }) },
      {
        text: t("proposalDeclined.body", {
          title: p.title,
          bid: priceOf(p, context),
          timeline: p.timeline,
        }),
      },
      ...(p.agreement === "withdrawn" ? [{ text: t("proposalDeclined.agreementWithdrawn") }] : []),
      { text: t("proposalDeclined.dashboard", { url: p.dashboardUrl }) },
    ];
  },
});
