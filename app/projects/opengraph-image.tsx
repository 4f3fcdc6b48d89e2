import { getTranslations } from "next-intl/server";

import { site } from "@/content/site";
import { ogImage } from "@/lib/og-image";

export const alt = `${site.brand}: completed projects in Toronto and Ontario`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image() {
  const t = await getTranslations({ locale: "en", namespace: "seo" });
  return ogImage({
    eyebrow: site.brand,
    title: t("ogProjectsTitle"),
    body: t("ogProjectsBody"),
  });
}
