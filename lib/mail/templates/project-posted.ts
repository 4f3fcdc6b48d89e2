import { z } from "zod";

import { site } from "@/content/site";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/** To the homeowner who gave an address with a new project: its private manage link. */
export const projectPosted = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    name: z.string(),
    title: z.string(),
    projectUrl: url,
    private: z.object({ manageUrl: url }),
  }),
  firstContact: true,
  subject: (p, { t }) =>
    t("projectPosted.subject", { project: subjectProject(p.project), brand: site.brand }),
  body: (p, { t }) => [
    { text: t("projectPosted.greeting", { name: p.name }) },
    { text: t("projectPosted.body", { title: p.title, brand: site.brand }) },
    { text: t("projectPosted.manage") },
    { label: t("projectPosted.manageLabel"), url: p.private.manageUrl },
    { text: t("projectPosted.public", { url: p.projectUrl }) },
  ],
});
