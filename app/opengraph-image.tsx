import { getTranslations } from "next-intl/server";

import { site } from "@/content/site";
import { ogImage } from "@/lib/og-image";

export const alt = `${site.brand}: ${site.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The site's share image; pages without their own inherit it. */
export default async function Image() {
  const t = await getTranslations({ locale: "en", namespace: "seo" });
  return ogImage({ eyebrow: site.tagline, title: t("ogHomeTitle") });
}
