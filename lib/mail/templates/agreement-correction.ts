import { z } from "zod";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/**
 * A correction of the agreement's terms before both confirmed: proposed (to the other party),
 * accepted or declined (to the party who proposed it).
 */
export const agreementCorrection = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    kind: z.enum(["proposed", "accepted", "declined"]),
    /** The party the e-mail goes to. */
    party: z.enum(["homeowner", "contractor"]),
    /** The other party's name, as the agreement names them. */
    by: z.string(),
    title: z.string(),
    note: z.string(),
    /** The corrected total with tax, in cents. */
    totalCents: z.number().int(),
    private: z.object({ agreementUrl: url }),
  }),
  subject: (p, { t }) =>
    t(`agreementCorrection.subject.${p.kind}`, { project: subjectProject(p.project) }),
  body: (p, { t, money }) => [
    {
      text: t(`agreementCorrection.body.${p.kind}`, {
        by: p.by,
        title: p.title,
        total: money(p.totalCents),
      }),
    },
    { pre: p.note },
    { text: t(`agreementCorrection.next.${p.kind}`) },
    { label: t("agreementCorrection.label"), url: p.private.agreementUrl },
  ],
});
