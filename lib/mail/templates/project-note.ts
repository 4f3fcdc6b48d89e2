import { z } from "zod";

import { maskContactDetails } from "@/lib/contact-details";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/**
 * To a contractor with a live proposal or a question on a project: the homeowner added a note.
 * Notes added within the quiet period go in one message; those removed or hidden before it goes
 * are left out (lib/mail/delivery.ts).
 */
export const projectNote = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    title: z.string(),
    notes: z.array(z.object({ id: z.number().int().positive(), note: z.string() })).min(1),
    projectUrl: url,
  }),
  notice: true,
  subject: (p, { t }) =>
    t("projectNote.subject", { project: subjectProject(p.project), count: p.notes.length }),
  body: (p, { t }) => [
    { text: t("projectNote.greeting") },
    { text: t("projectNote.body", { title: p.title, count: p.notes.length }) },
    ...p.notes.map((note) => ({ pre: maskContactDetails(note.note, t("questions.hidden")) })),
    { text: t("projectNote.why") },
    { label: t("projectNote.projectLabel"), url: p.projectUrl },
  ],
});
