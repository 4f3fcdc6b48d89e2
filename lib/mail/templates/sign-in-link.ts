import { z } from "zod";

import { site } from "@/content/site";

import { defineMailTemplate } from "./define";
import { url } from "./fields";

/** A contractor's one-time sign-in link (lib/accounts/auth.ts): single use, 15 minutes. */
export const signInLink = defineMailTemplate({
  schema: z.object({
    minutes: z.number().int().positive(),
    private: z.object({ url }),
  }),
  subject: (_p, { t }) => t("signInLink.subject", { brand: site.brand }),
  body: (p, { t }) => [
    { text: t("signInLink.greeting") },
    { text: t("signInLink.body", { brand: site.brand, minutes: p.minutes }) },
    { label: t("signInLink.label"), url: p.private.url },
    { text: t("signInLink.ignore") },
  ],
});
