import { createTranslator } from "next-intl";
import { getTranslations } from "next-intl/server";

import { site } from "@/content/site";
import { DEFAULT_LOCALE } from "@/i18n/config.mjs";
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from "@/lib/og-image";
import messages from "@/messages/en.json";

// Read when the module loads: Next.js takes `alt` as a constant, not from a request.
export const alt = createTranslator({ locale: DEFAULT_LOCALE, messages, namespace: "seo" })(
  "ogProjectsAlt",
  {
    brand: site.brand,
  },
);
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default async function Image() {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: "seo" });
  return ogImage({
    eyebrow: site.brand,
    title: t("ogProjectsTitle"),
    body: t("ogProjectsBody"),
  });
}
