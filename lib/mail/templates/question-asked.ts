import { z } from "zod";

import { maskContactDetails } from "@/lib/contact-details";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/**
 * To a homeowner: a contractor asked a question about their listed project. The question as the
 * page shows it (contact details masked), and a manage link that opens the answer form.
 */
export const questionAsked = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    name: z.string(),
    title: z.string(),
    question: z.string(),
    private: z.object({ manageUrl: url }),
  }),
  notice: true,
  subject: (p, { t }) => t("questionAsked.subject", { project: subjectProject(p.project) }),
  body: (p, { t }) => [
    { text: t("questionAsked.greeting", { name: p.name }) },
    { text: t("questionAsked.body", { title: p.title }) },
    { pre: maskContactDetails(p.question, t("questions.hidden")) },
    { text: t("questionAsked.public") },
    { label: t("questionAsked.answerLabel"), url: p.private.manageUrl },
    { text: t("questionAsked.unanswered") },
  ],
});
