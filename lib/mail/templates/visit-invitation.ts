import { z } from "zod";

import { invitationAttachment, invitationSchema } from "@/lib/visits/calendar";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";
import { invitationText, visitSide, visitWindow, windowText } from "./visit-fields";

/**
 * To each side of a confirmed visit: when, where, and the calendar invitation (METHOD:REQUEST,
 * its SEQUENCE one more when the visit moved). The contractor's carries the street address only
 * when the homeowner let them see it; it is kept with the message until it is sent.
 */
export const visitInvitation = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    title: z.string(),
    role: visitSide,
    /** The other side as the recipient knows them: the visitor's name, or "the homeowner". */
    other: z.string(),
    window: visitWindow,
    /** The area; the street address, when shared, is in `private`. */
    area: z.string(),
    time: z.enum(["first", "moved"]),
    projectUrl: url,
    invitation: invitationSchema,
    private: z.object({ address: z.string().optional(), manageUrl: url.optional() }),
  }),
  subject: (p, { t }) =>
    t(p.time === "moved" ? "visitInvitation.subjectMoved" : "visitInvitation.subject", {
      project: subjectProject(p.project),
    }),
  body: (p, context) => {
    const { t } = context;
    const where = p.private.address ?? p.area;
    return [
      { text: t("visitInvitation.greeting") },
      {
        text: t(
          p.role === "homeowner"
            ? "visitInvitation.bodyHomeowner"
            : "visitInvitation.bodyContractor",
          { other: p.other, title: p.title, moved: p.time === "moved" ? "yes" : "no" },
        ),
      },
      { pre: `${windowText(p.window, context)}\n${where}` },
      {
        text: t(
          p.role === "homeowner"
            ? "visitInvitation.addressHomeowner"
            : p.private.address
              ? "visitInvitation.addressShared"
              : "visitInvitation.addressKept",
        ),
      },
      { text: t("visitInvitation.calendar") },
      p.private.manageUrl
        ? { label: t("visitInvitation.manageLabel"), url: p.private.manageUrl }
        : { label: t("visitInvitation.projectLabel"), url: p.projectUrl },
      { text: t("visitInvitation.change") },
    ];
  },
  attachments: (p, context) => [
    invitationAttachment(
      { ...p.invitation, location: p.private.address ?? p.invitation.location },
      invitationText(p, context),
    ),
  ],
});
