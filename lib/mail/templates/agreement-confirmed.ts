import { z } from "zod";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/** To each party once both confirmed: the agreement's full text and a private link to it. */
export const agreementConfirmed = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    title: z.string(),
    homeowner: z.string(),
    contractor: z.string(),
    /** The agreed total with tax, as formatted when queued (all that rows queued before the cents have). */
    total: z.string(),
    /** The agreed total with tax in cents, stored with the agreement; formatted in the reader's locale. */
    totalCents: z.number().int().optional(),
    confirmedAt: z.iso.datetime(),
    private: z.object({ agreementUrl: url, agreement: z.string() }),
  }),
  subject: (p, { t }) => t("agreementConfirmed.subject", { project: subjectProject(p.project) }),
  body: (p, { t, money, dateTime }) => [
    {
      text: t("agreementConfirmed.body", {
        title: p.title,
        homeowner: p.homeowner,
        contractor: p.contractor,
        total: p.totalCents === undefined ? p.total : money(p.totalCents),
      }),
    },
    { text: t("agreementConfirmed.dated", { date: dateTime(p.confirmedAt) }) },
    { text: t("agreementConfirmed.keep") },
    { label: t("agreementConfirmed.label"), url: p.private.agreementUrl },
    { pre: p.private.agreement },
  ],
});
