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
    /** Each party's name as typed and the time (absent from rows queued before they were sent). */
    confirmations: z
      .object({
        homeowner: z.object({ name: z.string(), at: z.iso.datetime() }),
        contractor: z.object({ name: z.string(), at: z.iso.datetime() }),
      })
      .optional(),
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
    ...(p.confirmations
      ? (["homeowner", "contractor"] as const).map((party) => ({
          text: t(`agreementConfirmed.by.${party}`, {
            name: p.confirmations![party].name,
            at: dateTime(p.confirmations![party].at),
          }),
        }))
      : []),
    { text: t("agreementConfirmed.dated", { date: dateTime(p.confirmedAt) }) },
    { text: t("agreementConfirmed.keep") },
    { label: t("agreementConfirmed.label"), url: p.private.agreementUrl },
    { pre: p.private.agreement },
  ],
});
