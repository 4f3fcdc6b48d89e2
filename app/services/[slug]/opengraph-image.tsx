import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";

import { getService } from "@/content/lookups";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { ogImage } from "@/lib/og-image";

export const alt = `${site.brand}: a home-improvement service in Ontario`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export function generateStaticParams() {
  return services.map((service) => ({ slug: service.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const service = getService((await params).slug);
  if (!service) notFound();
  const t = await getTranslations({ locale: "en", namespace: "seo" });
  return ogImage({
    eyebrow: `${service.category} - Ontario`,
    title: service.name,
    body: t("ogServiceBody"),
  });
}
