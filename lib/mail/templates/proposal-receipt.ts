import { z } from "zod";

import { site } from "@/content/site";

import { defineMailTemplate } from "./define";
import { exactTotal, priceOf, projectRef, subjectProject, url } from "./fields";

/** To the contractor who gave an address with a proposal: its private tracking link. */
export const proposalReceipt = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    contractor: z.string(),
    title: z.string(),
    bid: z.string(),
    total: exactTotal,
    /** Sent on an example request: no homeowner receives it. */
    example: z.boolean().optional(),
    timeline: z.string(),
    private: z.object({ trackUrl: url, claimUrl: url.optional() }),
  }),
  firstContact: true,
  subject: (p, { t }) => t("proposalReceipt.subject", { project: subjectProject(p.project) }),
  body: (p, context) => {
    const { t } = context;
    return [
      { text: t("proposalReceipt.greeting", { contractor: p.contractor }) },
      {
        text: t(p.example ? "proposalReceipt.exampleBody" : "proposalReceipt.body", {
          brand: site.brand,
          title: p.title,
          bid: priceOf(p, context),
          timeline: p.timeline,
        }),
      },
      { text: t("proposalReceipt.track") },
      { label: t("proposalReceipt.trackLabel"), url: p.private.trackUrl },
      ...(p.private.claimUrl
        ? [
            { text: t("proposalReceipt.claim", { brand: site.brand }) },
            { label: t("proposalReceipt.claimLabel"), url: p.private.claimUrl },
          ]
        : []),
    ];
  },
});
