import { z } from "zod";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/** To the other party: a numbered change to the confirmed agreement awaits their confirmation. */
export const changeOrder = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    title: z.string(),
    number: z.number().int().positive(),
    by: z.string(),
    description: z.string(),
    /** The change to the price before tax, as formatted when queued (all that rows queued before the cents have). */
    priceChange: z.string(),
    /** The change to the price before tax in cents, stored with the agreement; formatted in the reader's locale. */
    priceChangeCents: z.number().int().optional(),
    /** The change to the HST, the agreement's total with tax once it is confirmed, and its dates
     * then (YYYY-MM-DD, at noon UTC as ISO); absent from rows queued before they were sent. */
    hstChangeCents: z.number().int().optional(),
    totalCents: z.number().int().optional(),
    startDate: z.iso.datetime().nullable().optional(),
    completionDate: z.iso.datetime().nullable().optional(),
    /** Each date this change order moves, as it stood before (null: none was stated); absent
     * when the change order leaves it as it is. */
    startBefore: z.iso.datetime().nullable().optional(),
    completionBefore: z.iso.datetime().nullable().optional(),
    private: z.object({ agreementUrl: url }),
  }),
  subject: (p, { t }) =>
    t("changeOrder.subject", { project: subjectProject(p.project), number: p.number }),
  body: (p, { t, money, moneyChange, date }) => [
    {
      text: t("changeOrder.body", {
        number: p.number,
        title: p.title,
        by: p.by,
        priceChange:
          p.priceChangeCents === undefined ? p.priceChange : moneyChange(p.priceChangeCents),
      }),
    },
    { pre: p.description },
    ...(p.hstChangeCents === undefined || p.totalCents === undefined
      ? []
      : [
          {
            text: t("changeOrder.figures", {
              hst: moneyChange(p.hstChangeCents),
              total: money(p.totalCents),
            }),
          },
        ]),
    ...(p.completionDate === undefined
      ? []
      : [
          {
            text: t("changeOrder.dates", {
              start: p.startDate ? date(p.startDate) : "none",
              completion: p.completionDate ? date(p.completionDate) : "none",
            }),
          },
        ]),
    ...(p.startBefore !== undefined && p.startDate
      ? [
          {
            text: t("changeOrder.startMoved", {
              start: date(p.startDate),
              before: p.startBefore ? date(p.startBefore) : "none",
            }),
          },
        ]
      : []),
    ...(p.completionBefore !== undefined && p.completionDate
      ? [
          {
            text: t("changeOrder.completionMoved", {
              completion: date(p.completionDate),
              before: p.completionBefore ? date(p.completionBefore) : "none",
            }),
          },
        ]
      : []),
    { text: t("changeOrder.confirm") },
    { label: t("changeOrder.label"), url: p.private.agreementUrl },
  ],
});
