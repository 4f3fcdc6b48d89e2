import { z } from "zod";

import { defineMailTemplate } from "./define";
import { url } from "./fields";

const alertedProject = z.object({
  project: z.number().int().positive(),
  title: z.string(),
  category: z.string(),
  /** The municipality's name as the list gives it ("Etobicoke (Toronto)"). */
  place: z.string(),
  budget: z.string(),
  urgent: z.boolean(),
  projectUrl: url,
});

/**
 * To a signed-in contractor who turned alerts on: listed projects that match their trades, areas
 * and budget, one at once or several in the daily digest, each with what it matched on. Never
 * the homeowner's name or contact details; the subject names the count and the trade only.
 */
export const projectAlerts = defineMailTemplate({
  schema: z.object({
    contractor: z.string(),
    delivery: z.enum(["instant", "daily"]),
    projects: z.array(alertedProject).min(1),
    settingsUrl: url,
  }),
  notice: true,
  subject: (p, { t }) =>
    t("projectAlerts.subject", {
      count: p.projects.length,
      category: p.projects[0]!.category,
      place: p.projects[0]!.place,
    }),
  body: (p, { t }) => [
    { text: t("projectAlerts.greeting", { contractor: p.contractor }) },
    { text: t("projectAlerts.intro", { count: p.projects.length, delivery: p.delivery }) },
    ...p.projects.flatMap((item) => [
      {
        text: t("projectAlerts.item", {
          title: item.title,
          category: item.category,
          place: item.place,
          budget: item.budget,
          urgent: item.urgent ? "yes" : "no",
        }),
      },
      { label: t("projectAlerts.projectLabel", { project: item.project }), url: item.projectUrl },
    ]),
    { text: t("projectAlerts.why") },
    { label: t("projectAlerts.settingsLabel"), url: p.settingsUrl },
  ],
});
