import { getTranslations } from "next-intl/server";

import { cities } from "@/content/cities";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { ogImage } from "@/lib/og-image";

export const alt = `${site.brand}: home-improvement services across Ontario`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image() {
  const t = await getTranslations({ locale: "en", namespace: "seo" });
  return ogImage({
    eyebrow: site.brand,
    title: t("ogServicesTitle"),
    body: t("ogServicesBody", { services: services.length, cities: cities.length }),
  });
}
