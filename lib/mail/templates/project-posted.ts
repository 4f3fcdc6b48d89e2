import { z } from "zod";

import { site } from "@/content/site";
import { maskContactDetails } from "@/lib/contact-details";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/**
 * To the homeowner's address given with a new project: the link that publishes it (until it is
 * opened nobody else sees the project), and its private manage link. The title is echoed with any
 * contact details in it masked: a stranger's address typed in gets no one's telephone number.
 */
export const projectPosted = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    name: z.string(),
    title: z.string(),
    projectUrl: url,
    /** How long the publishing link works. */
    hours: z.number().int().positive().optional(),
    private: z.object({ manageUrl: url, publishUrl: url.optional() }),
  }),
  firstContact: true,
  subject: (p, { t }) =>
    t("projectPosted.subject", { project: subjectProject(p.project), brand: site.brand }),
  body: (p, { t }) => {
    const title = maskContactDetails(p.title, "[…]");
    if (!p.private.publishUrl) {
      return [
        { text: t("projectPosted.greeting", { name: p.name }) },
        { text: t("projectPosted.body", { title, brand: site.brand }) },
        { text: t("projectPosted.manage") },
        { label: t("projectPosted.manageLabel"), url: p.private.manageUrl },
        { text: t("projectPosted.public", { url: p.projectUrl }) },
      ];
    }
    return [
      { text: t("projectPosted.greeting", { name: p.name }) },
      { text: t("projectPosted.confirm", { title, brand: site.brand, hours: p.hours ?? 72 }) },
      { label: t("projectPosted.publishLabel"), url: p.private.publishUrl },
      { text: t("projectPosted.manage") },
      { label: t("projectPosted.manageLabel"), url: p.private.manageUrl },
      { text: t("projectPosted.notYou") },
    ];
  },
});
