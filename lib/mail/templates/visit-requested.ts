import { z } from "zod";

import { maskContactDetails } from "@/lib/contact-details";
import { invitationAttachment, invitationSchema } from "@/lib/visits/calendar";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";
import { invitationText, visitWindow, windowText } from "./visit-fields";

/**
 * To a homeowner: a contractor asks to see the project before quoting and offers two or three
 * windows (again, after the homeowner asked for others or when they move a visit). A manage link
 * opens the visit on the project's page, to pick one or ask for other times.
 */
export const visitRequested = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    name: z.string(),
    title: z.string(),
    visitor: z.string(),
    windows: z.array(visitWindow).min(1),
    note: z.string().optional(),
    /** New windows for a visit already asked for (after "other times", or moving a confirmed one). */
    offer: z.enum(["first", "again"]),
    reason: z.string().optional(),
    projectUrl: url,
    /** Moving a confirmed visit: the calendar entry, tentative until a new time is chosen. */
    invitation: invitationSchema.optional(),
    private: z.object({ manageUrl: url }),
  }),
  subject: (p, { t }) =>
    t(p.offer === "again" ? "visitRequested.subjectAgain" : "visitRequested.subject", {
      project: subjectProject(p.project),
    }),
  body: (p, context) => {
    const { t } = context;
    const mask = (text: string) => maskContactDetails(text, t("questions.hidden"));
    return [
      { text: t("visitRequested.greeting", { name: p.name }) },
      {
        text: t(p.offer === "again" ? "visitRequested.bodyAgain" : "visitRequested.body", {
          visitor: p.visitor,
          title: p.title,
        }),
      },
      ...(p.reason ? [{ text: t("visitRequested.reason") }, { pre: mask(p.reason) }] : []),
      { pre: p.windows.map((window) => `• ${windowText(window, context)}`).join("\n") },
      ...(p.note ? [{ text: t("visitRequested.note") }, { pre: mask(p.note) }] : []),
      { label: t("visitRequested.chooseLabel"), url: p.private.manageUrl },
      ...(p.invitation ? [{ text: t("visitChanged.calendar.REQUEST") }] : []),
      { text: t("visitRequested.address") },
    ];
  },
  attachments: (p, context) =>
    p.invitation
      ? [
          invitationAttachment(
            p.invitation,
            invitationText({ ...p, other: p.visitor, role: "homeowner" }, context),
          ),
        ]
      : [],
});
