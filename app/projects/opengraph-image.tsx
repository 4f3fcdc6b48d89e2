import { getTranslations } from "next-intl/server";

import { site } from "@/content/site";
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from "@/lib/og-image";

export const alt = `${site.brand}: completed projects in Toronto and Ontario`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default async function Image() {
  const t = await getTranslations({ locale: "en", namespace: "seo" });
  return ogImage({
    eyebrow: site.brand,
    title: t("ogProjectsTitle"),
    body: t("ogProjectsBody"),
  });
}
