import { z } from "zod";

import { site } from "@/content/site";

import { defineMailTemplate } from "./define";
import { url } from "./fields";

/** Asked for without links; the delivery worker adds them when it sends (lib/projects/recovery.ts). */
export const manageLinks = defineMailTemplate({
  schema: z.object({
    private: z
      .object({
        links: z.array(z.object({ title: z.string(), posted: z.iso.datetime(), url })).min(1),
      })
      .optional(),
  }),
  subject: (_p, { t }) => t("manageLinks.subject", { brand: site.brand }),
  body: (p, { t, date }) => {
    // The worker adds the links before it renders (lib/mail/delivery.ts).
    if (!p.private) throw new Error("manage-links is rendered only once its links are added");
    const { links } = p.private;
    return [
      { text: t("manageLinks.greeting") },
      { text: t("manageLinks.body", { count: links.length }) },
      ...links.map((link) => ({
        label: t("manageLinks.item", { title: link.title, posted: date(link.posted) }),
        url: link.url,
      })),
      { text: t("manageLinks.ignore") },
    ];
  },
});
