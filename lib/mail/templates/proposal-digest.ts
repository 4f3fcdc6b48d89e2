import { z } from "zod";

import { defineMailTemplate } from "./define";
import { priceOf, projectRef, proposalSummarySchema, subjectProject, url } from "./fields";

/** To the homeowner: the proposals that arrived within the window after the first notice. */
export const proposalDigest = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    name: z.string(),
    title: z.string(),
    proposals: z.array(proposalSummarySchema).min(1),
    private: z.object({ manageUrl: url }),
  }),
  notice: true,
  subject: (p, { t }) =>
    t("proposalDigest.subject", {
      project: subjectProject(p.project),
      count: p.proposals.length,
    }),
  body: (p, context) => {
    const { t } = context;
    return [
      { text: t("proposalDigest.greeting", { name: p.name }) },
      { text: t("proposalDigest.body", { count: p.proposals.length, title: p.title }) },
      {
        text: p.proposals
          .map(
            (item) =>
              `- ${t("proposalDigest.item", {
                contractor: item.contractor,
                bid: priceOf(item, context),
                timeline: item.timeline,
              })}`,
          )
          .join("\n"),
      },
      { label: t("proposalDigest.manageLabel"), url: p.private.manageUrl },
    ];
  },
});
