import { z } from "zod";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/** To the contractor: the homeowner recorded the work substantially performed or completed. */
export const agreementCompleted = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    title: z.string(),
    homeowner: z.string(),
    kind: z.enum(["substantial-performance", "completion"]),
    /** The day recorded, at noon UTC: the same day in Toronto whatever the reader's zone. */
    completedOn: z.iso.datetime(),
    /** The day the holdback falls due, 60 days after completedOn, at noon UTC. */
    releaseOn: z.iso.datetime(),
    private: z.object({ agreementUrl: url }),
  }),
  subject: (p, { t }) => t("agreementCompleted.subject", { project: subjectProject(p.project) }),
  body: (p, { t, date }) => [
    {
      text: t(`agreementCompleted.${p.kind === "completion" ? "completion" : "substantial"}`, {
        homeowner: p.homeowner,
        title: p.title,
        day: date(p.completedOn),
      }),
    },
    { text: t("agreementCompleted.holdback", { release: date(p.releaseOn) }) },
    { label: t("agreementCompleted.label"), url: p.private.agreementUrl },
    { text: t("agreementCompleted.notAdvice") },
  ],
});
