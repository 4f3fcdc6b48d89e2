import { z } from "zod";

import { REMINDER_ANSWERS } from "@/lib/projects/follow-up-answers";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/**
 * To a homeowner 3, 7 and 14 days after their project's first proposal, while it still takes
 * proposals: where it stands, and one link per answer (each opens the project's page, which asks
 * once more before closing anything).
 */
export const projectReminder = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    name: z.string(),
    title: z.string(),
    proposals: z.number().int().nonnegative(),
    private: z.object({
      answers: z.object({
        deciding: url,
        "hired-elsewhere": url,
        postponed: url,
        "not-going-ahead": url,
      }),
    }),
  }),
  subject: (p, { t }) => t("projectReminder.subject", { project: subjectProject(p.project) }),
  body: (p, { t }) => [
    { text: t("projectReminder.greeting", { name: p.name }) },
    { text: t("projectReminder.body", { title: p.title, count: p.proposals }) },
    ...REMINDER_ANSWERS.map((answer) => ({
      label: t(`projectReminder.answers.${answer}`),
      url: p.private.answers[answer],
    })),
    { text: t("projectReminder.closing") },
  ],
});
