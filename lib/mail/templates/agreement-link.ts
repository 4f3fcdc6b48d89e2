import { z } from "zod";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/** To a party who asked for it: a new private link to the agreement, the one that signs for them. */
export const agreementLink = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    party: z.enum(["homeowner", "contractor"]),
    title: z.string(),
    private: z.object({ agreementUrl: url }),
  }),
  subject: (p, { t }) => t("agreementLink.subject", { project: subjectProject(p.project) }),
  body: (p, { t }) => [
    { text: t("agreementLink.body", { title: p.title }) },
    { label: t("agreementLink.label"), url: p.private.agreementUrl },
    { text: t("agreementLink.notYou") },
  ],
});
