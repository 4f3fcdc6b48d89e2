import { z } from "zod";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/** To the party who proposed a change order: the other party confirmed or declined it. */
export const changeOrderAnswered = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    title: z.string(),
    number: z.number().int().positive(),
    kind: z.enum(["confirmed", "declined"]),
    /** The party who answered, and the name they typed when confirming. */
    party: z.enum(["homeowner", "contractor"]),
    name: z.string().nullable(),
    at: z.iso.datetime(),
    /** The agreement's total with tax after the answer, in cents. */
    totalCents: z.number().int(),
    /** The completion date after the answer (YYYY-MM-DD at noon UTC, as ISO), if any. */
    completionDate: z.iso.datetime().nullable(),
    /** The start date after the answer (absent from rows queued before it was sent), and, only
     * when this change order moved it, the start date before it (null: none was stated). */
    startDate: z.iso.datetime().nullable().optional(),
    startBefore: z.iso.datetime().nullable().optional(),
    private: z.object({ agreementUrl: url }),
  }),
  subject: (p, { t }) =>
    t(`changeOrderAnswered.subject.${p.kind}`, {
      project: subjectProject(p.project),
      number: p.number,
    }),
  body: (p, { t, money, date, dateTime }) => [
    {
      text: t(`changeOrderAnswered.${p.kind}`, {
        party: p.party,
        name: p.name ?? "",
        number: p.number,
        title: p.title,
        at: dateTime(p.at),
      }),
    },
    {
      text: t("changeOrderAnswered.now", {
        total: money(p.totalCents),
        completion: p.completionDate ? date(p.completionDate) : "none",
      }),
    },
    ...(p.startBefore !== undefined && p.startDate
      ? [
          {
            text: t("changeOrderAnswered.startMoved", {
              number: p.number,
              start: date(p.startDate),
              before: p.startBefore ? date(p.startBefore) : "none",
            }),
          },
        ]
      : p.startDate !== undefined
        ? [
            {
              text: t("changeOrderAnswered.start", {
                start: p.startDate ? date(p.startDate) : "none",
              }),
            },
          ]
        : []),
    { label: t("changeOrderAnswered.label"), url: p.private.agreementUrl },
  ],
});
