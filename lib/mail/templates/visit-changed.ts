import { z } from "zod";

import { maskContactDetails } from "@/lib/contact-details";
import { invitationAttachment, invitationSchema } from "@/lib/visits/calendar";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";
import { invitationText, visitSide, visitWindow, windowText } from "./visit-fields";

/**
 * To the other side of a visit: it was cancelled (with METHOD:CANCEL), is being moved (the
 * calendar entry updated as tentative until a new time is chosen), the homeowner asked for other
 * times, or the visit was marked as missed.
 */
export const visitChanged = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    title: z.string(),
    change: z.enum(["cancelled", "moving", "other-times", "missed"]),
    /** The recipient's side. */
    role: visitSide,
    /** The recipient made the change themselves (their own calendar is updated too). */
    by: z.enum(["you", "other"]),
    other: z.string(),
    window: visitWindow.optional(),
    reason: z.string().optional(),
    projectUrl: url,
    invitation: invitationSchema.optional(),
    private: z.object({ manageUrl: url.optional() }),
  }),
  subject: (p, { t }) =>
    t(`visitChanged.subject.${p.change}`, { project: subjectProject(p.project) }),
  body: (p, context) => {
    const { t } = context;
    const mask = (text: string) => maskContactDetails(text, t("questions.hidden"));
    return [
      { text: t("visitChanged.greeting") },
      {
        text: t(`visitChanged.${p.by === "you" ? "bodySelf" : "body"}.${p.change}`, {
          other: p.other,
          title: p.title,
        }),
      },
      ...(p.window ? [{ pre: windowText(p.window, context) }] : []),
      ...(p.reason ? [{ text: t("visitChanged.reason") }, { pre: mask(p.reason) }] : []),
      ...(p.invitation ? [{ text: t(`visitChanged.calendar.${p.invitation.method}`) }] : []),
      p.private.manageUrl
        ? { label: t("visitChanged.manageLabel"), url: p.private.manageUrl }
        : { label: t("visitChanged.projectLabel"), url: p.projectUrl },
    ];
  },
  attachments: (p, context) =>
    p.invitation ? [invitationAttachment(p.invitation, invitationText(p, context))] : [],
});
