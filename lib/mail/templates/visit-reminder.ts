import { z } from "zod";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";
import { visitSide, visitWindow, windowText } from "./visit-fields";

/**
 * To each side, 24 hours before a confirmed visit. Sent only while the visit still stands at
 * that time (lib/mail/delivery.ts checks its state and sequence when it goes).
 */
export const visitReminder = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    title: z.string(),
    role: visitSide,
    other: z.string(),
    window: visitWindow,
    area: z.string(),
    /** The visit and the sequence it was confirmed at: a later change makes the reminder stale. */
    visit: z.number().int().positive(),
    sequence: z.number().int().nonnegative(),
    projectUrl: url,
    private: z.object({ address: z.string().optional(), manageUrl: url.optional() }),
  }),
  subject: (p, { t }) => t("visitReminder.subject", { project: subjectProject(p.project) }),
  body: (p, context) => {
    const { t } = context;
    return [
      { text: t("visitReminder.greeting") },
      {
        text: t(
          p.role === "homeowner" ? "visitReminder.bodyHomeowner" : "visitReminder.bodyContractor",
          { other: p.other, title: p.title },
        ),
      },
      { pre: `${windowText(p.window, context)}\n${p.private.address ?? p.area}` },
      { text: t("visitReminder.change") },
      p.private.manageUrl
        ? { label: t("visitReminder.manageLabel"), url: p.private.manageUrl }
        : { label: t("visitReminder.projectLabel"), url: p.projectUrl },
    ];
  },
});
