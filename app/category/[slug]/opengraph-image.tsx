import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";

import { categories } from "@/content/categories";
import { getCategory } from "@/content/lookups";
import { site } from "@/content/site";
import { DEFAULT_LOCALE } from "@/i18n/config.mjs";
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from "@/lib/og-image";

export const alt = `${site.brand}: a service category`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export function generateStaticParams() {
  return categories.filter((c) => c.slug !== "all").map((c) => ({ slug: c.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const category = getCategory((await params).slug);
  if (!category) notFound();
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: "seo" });
  return ogImage({ eyebrow: site.brand, title: category.name, body: t("ogCategoryBody") });
}
