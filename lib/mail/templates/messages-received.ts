import { z } from "zod";

import { defineMailTemplate } from "./define";
import { projectRef, subjectProject, url } from "./fields";

/**
 * To one party of a proposal's conversation: the other wrote. Sent once the sender has been quiet
 * for a while, however many messages they sent meanwhile; the messages themselves stay on the
 * site (a link opens the conversation), so no mail carries what the two wrote to each other.
 */
export const messagesReceived = defineMailTemplate({
  schema: z.object({
    project: projectRef,
    title: z.string(),
    from: z.enum(["homeowner", "contractor"]),
    contractorName: z.string(),
    count: z.number().int().positive(),
    private: z.object({ conversationUrl: url }),
  }),
  notice: true,
  subject: (p, { t }) =>
    t("messagesReceived.subject", {
      from: p.from,
      name: p.contractorName,
      project: subjectProject(p.project),
    }),
  body: (p, { t }) => [
    { text: t("messagesReceived.greeting") },
    {
      text: t("messagesReceived.body", {
        from: p.from,
        name: p.contractorName,
        count: p.count,
        title: p.title,
      }),
    },
    { label: t("messagesReceived.openLabel"), url: p.private.conversationUrl },
    { text: t("messagesReceived.private") },
  ],
});
