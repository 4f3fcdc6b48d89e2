import { z } from "zod";

import { defineMailTemplate } from "./define";
import { url } from "./fields";

/** To the operator's own inbox (never to a stranger): a contact form message; replies go to its
 * sender. */
export const contactMessage = defineMailTemplate({
  schema: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    inboxUrl: url,
  }),
  subject: (p, { t }) => t("contactMessage.subject", { subject: p.subject }),
  body: (p, { t }) => [
    { text: t("contactMessage.body", { name: p.name }) },
    {
      text: [
        t("contactMessage.from", { name: p.name, email: p.email }),
        ...(p.phone ? [t("contactMessage.phone", { phone: p.phone })] : []),
      ].join("\n"),
    },
    { pre: p.message },
    { text: t("contactMessage.inbox", { url: p.inboxUrl }) },
  ],
  replyTo: (p) => p.email,
});
