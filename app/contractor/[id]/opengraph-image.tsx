import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";

import { contractors } from "@/content/contractors";
import { getContractorAt } from "@/content/lookups";
import { site } from "@/content/site";
import { DEFAULT_LOCALE } from "@/i18n/config.mjs";
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from "@/lib/og-image";

export const alt = `${site.brand}: an example contractor profile`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export function generateStaticParams() {
  return contractors.map((contractor) => ({ id: String(contractor.id) }));
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const contractor = getContractorAt((await params).id);
  if (!contractor) notFound();
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: "seo" });
  return ogImage({
    eyebrow: contractor.specialties.slice(0, 3).join(" - "),
    title: contractor.name,
    body: t("ogContractorBody", { location: contractor.location }),
  });
}
