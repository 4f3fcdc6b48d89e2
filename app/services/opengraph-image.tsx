import { getTranslations } from "next-intl/server";

import { cities } from "@/content/cities";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { DEFAULT_LOCALE } from "@/i18n/config.mjs";
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from "@/lib/og-image";

export const alt = `${site.brand}: home-improvement services across Ontario`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default async function Image() {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: "seo" });
  return ogImage({
    eyebrow: site.brand,
    title: t("ogServicesTitle"),
    body: t("ogServicesBody", { services: services.length, cities: cities.length }),
  });
}
