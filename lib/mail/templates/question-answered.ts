import { z } from "zod";

import { maskContactDetails } from "@/lib/contact-details";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/**
 * To the contractor who asked: the homeowner answered. The question and its answer as the page
 * shows them (contact details masked), and the project's page.
 */
export const questionAnswered = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    title: z.string(),
    question: z.string(),
    answer: z.string(),
    projectUrl: url,
  }),
  notice: true,
  subject: (p, { t }) => t("questionAnswered.subject", { project: subjectProject(p.project) }),
  body: (p, { t }) => {
    const mask = (text: string) => maskContactDetails(text, t("questions.hidden"));
    return [
      { text: t("questionAnswered.greeting") },
      { text: t("questionAnswered.body", { title: p.title }) },
      { text: t("questionAnswered.asked") },
      { pre: mask(p.question) },
      { text: t("questionAnswered.answered") },
      { pre: mask(p.answer) },
      { text: t("questionAnswered.public") },
      { label: t("questionAnswered.projectLabel"), url: p.projectUrl },
    ];
  },
});
