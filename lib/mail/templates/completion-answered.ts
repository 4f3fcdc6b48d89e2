import { z } from "zod";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/** To the party who recorded how the work ended: the other acknowledged or disputed it. */
export const completionAnswered = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    title: z.string(),
    answer: z.enum(["acknowledged", "disputed"]),
    note: z.string().nullable(),
    private: z.object({ agreementUrl: url }),
  }),
  subject: (p, { t }) =>
    t("completionAnswered.subject", { project: subjectProject(p.project), answer: p.answer }),
  body: (p, { t }) => [
    { text: t(`completionAnswered.${p.answer}`, { title: p.title }) },
    ...(p.note ? [{ text: t("completionAnswered.note", { note: p.note }) }] : []),
    { label: t("completionAnswered.label"), url: p.private.agreementUrl },
  ],
});
