import { z } from "zod";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/** To the other party when one has confirmed the agreement: it binds nobody until they do too. */
export const agreementPartyConfirmed = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    /** The party the e-mail goes to. */
    party: z.enum(["homeowner", "contractor"]),
    name: z.string(),
    title: z.string(),
    /** The name the other party typed, and when. */
    by: z.string(),
    at: z.iso.datetime(),
    private: z.object({ agreementUrl: url }),
  }),
  subject: (p, { t }) =>
    t("agreementPartyConfirmed.subject", { project: subjectProject(p.project) }),
  body: (p, { t, dateTime }) => [
    { text: t("agreementPartyConfirmed.greeting", { name: p.name }) },
    { text: t("agreementPartyConfirmed.body", { by: p.by, title: p.title, at: dateTime(p.at) }) },
    { text: t(`agreementPartyConfirmed.${p.party}`) },
    { label: t("agreementPartyConfirmed.label"), url: p.private.agreementUrl },
  ],
});
