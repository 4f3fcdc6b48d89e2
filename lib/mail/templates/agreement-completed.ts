import { z } from "zod";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/**
 * To the other party: one party recorded how the agreement's work ended (done, or ended without
 * being done), to acknowledge or dispute; unanswered, it stands on `standsOn`.
 */
export const agreementCompleted = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    title: z.string(),
    // Messages queued before either party could record named the homeowner only.
    by: z.enum(["homeowner", "contractor"]).default("homeowner"),
    /** The name the recording party confirmed the agreement with. */
    name: z.string().optional(),
    homeowner: z.string().optional(),
    kind: z.enum(["substantial-performance", "completion", "abandonment", "termination"]),
    /** The day recorded, at noon UTC: the same day in Toronto whatever the reader's zone. */
    completedOn: z.iso.datetime(),
    /** When the record stands if it is not answered (absent: it stood when recorded). */
    standsOn: z.iso.datetime().optional(),
    private: z.object({ agreementUrl: url }),
  }),
  subject: (p, { t }) => t("agreementCompleted.subject", { project: subjectProject(p.project) }),
  body: (p, { t, date }) => [
    {
      text: t("agreementCompleted.recorded", {
        by: p.by,
        name: p.name ?? p.homeowner ?? "",
        what: t(`agreementCompleted.kind.${p.kind}`),
        title: p.title,
        day: date(p.completedOn),
      }),
    },
    ...(p.standsOn ? [{ text: t("agreementCompleted.answer", { stands: date(p.standsOn) }) }] : []),
    { label: t("agreementCompleted.label"), url: p.private.agreementUrl },
    { text: t("agreementCompleted.notAdvice") },
  ],
});
