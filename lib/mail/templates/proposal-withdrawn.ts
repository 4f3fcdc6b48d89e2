import { z } from "zod";

import { defineMailTemplate } from "./define";
import { priceOf, projectRef, proposalSummarySchema, subjectProject, url } from "./fields";

/** To the homeowner: a contractor took back a pending proposal. */
export const proposalWithdrawn = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    name: z.string(),
    title: z.string(),
    proposal: proposalSummarySchema,
    projectUrl: url,
  }),
  notice: true,
  subject: (p, { t }) => t("proposalWithdrawn.subject", { project: subjectProject(p.project) }),
  body: (p, context) => {
    const { t } = context;
    return [
      { text: t("proposalWithdrawn.greeting", { name: p.name }) },
      {
        text: t("proposalWithdrawn.body", {
          contractor: p.proposal.contractor,
          bid: priceOf(p.proposal, context),
          timeline: p.proposal.timeline,
          title: p.title,
        }),
      },
      { label: t("proposalWithdrawn.manageLabel"), url: p.projectUrl },
    ];
  },
});
