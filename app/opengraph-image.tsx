import { getTranslations } from "next-intl/server";

import { site } from "@/content/site";
import { DEFAULT_LOCALE } from "@/i18n/config.mjs";
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from "@/lib/og-image";

export const alt = `${site.brand}: ${site.tagline}`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

/** The site's share image; pages without their own inherit it. */
export default async function Image() {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: "seo" });
  return ogImage({ eyebrow: site.tagline, title: t("ogHomeTitle") });
}
