import { z } from "zod";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/** To each party once the work is recorded completed: an invitation to review the other. */
export const reviewInvitation = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    party: z.enum(["homeowner", "contractor"]),
    title: z.string(),
    other: z.string(),
    private: z.object({ agreementUrl: url }),
  }),
  subject: (p, { t }) => t("reviewInvitation.subject", { project: subjectProject(p.project) }),
  body: (p, { t }) => [
    { text: t("reviewInvitation.body", { title: p.title, other: p.other }) },
    { text: t("reviewInvitation.blind") },
    { label: t("reviewInvitation.label"), url: p.private.agreementUrl },
  ],
});
