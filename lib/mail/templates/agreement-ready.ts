import { z } from "zod";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/** To each party after an itemised proposal is accepted: their private link to the agreement. */
export const agreementReady = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    party: z.enum(["homeowner", "contractor"]),
    title: z.string(),
    homeowner: z.string(),
    contractor: z.string(),
    /** The agreed total with tax, as formatted when queued (all that rows queued before the cents have). */
    total: z.string(),
    /** The agreed total with tax in cents, stored with the agreement; formatted in the reader's locale. */
    totalCents: z.number().int().optional(),
    /** False for a business client's contract, which states no consumer law (absent before). */
    consumer: z.boolean().optional(),
    private: z.object({ agreementUrl: url }),
  }),
  subject: (p, { t }) => t("agreementReady.subject", { project: subjectProject(p.project) }),
  body: (p, { t, money }) => [
    { text: t("agreementReady.greeting", { name: p[p.party] }) },
    {
      text: t(`agreementReady.${p.party}${p.consumer === false ? "Business" : ""}`, {
        title: p.title,
        homeowner: p.homeowner,
        contractor: p.contractor,
        total: p.totalCents === undefined ? p.total : money(p.totalCents),
      }),
    },
    { text: t("agreementReady.steps") },
    { label: t("agreementReady.label"), url: p.private.agreementUrl },
    { text: t("agreementReady.notAdvice") },
  ],
});
