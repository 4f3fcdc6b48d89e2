import { z } from "zod";

import { defineMailTemplate } from "./define";
import { priceOf, projectRef, proposalSummarySchema, subjectProject, url } from "./fields";

/** To the homeowner: the first new proposal; later ones within the window go in a digest. */
export const proposalReceived = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    name: z.string(),
    title: z.string(),
    proposal: proposalSummarySchema,
    private: z.object({ manageUrl: url }),
  }),
  notice: true,
  subject: (p, { t }) => t("proposalReceived.subject", { project: subjectProject(p.project) }),
  body: (p, context) => {
    const { t } = context;
    return [
      { text: t("proposalReceived.greeting", { name: p.name }) },
      { text: t("proposalReceived.body", { contractor: p.proposal.contractor, title: p.title }) },
      {
        text: [
          t("proposalReceived.bid", { bid: priceOf(p.proposal, context) }),
          t("proposalReceived.timeline", { timeline: p.proposal.timeline }),
        ].join("\n"),
      },
      { text: t("proposalReceived.manage") },
      { label: t("proposalReceived.manageLabel"), url: p.private.manageUrl },
    ];
  },
});
