import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";

import { cities } from "@/content/cities";
import { getCity, getService } from "@/content/lookups";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { ogImage } from "@/lib/og-image";

export const alt = `${site.brand}: a home-improvement service in an Ontario city`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export function generateStaticParams() {
  return services.flatMap((service) =>
    cities.map((city) => ({ slug: service.slug, location: city.slug })),
  );
}

export default async function Image({
  params,
}: {
  params: Promise<{ slug: string; location: string }>;
}) {
  const { slug, location } = await params;
  const service = getService(slug);
  if (!service) notFound();
  const city = getCity(location);
  const t = await getTranslations({ locale: "en", namespace: "seo" });
  // An unknown location gets the Ontario-wide image, as it gets the Ontario-wide page.
  if (!city) {
    return ogImage({
      eyebrow: `${service.category} - Ontario`,
      title: service.name,
      body: t("ogServiceBody"),
    });
  }
  return ogImage({
    eyebrow: `${service.category} - ${city.name}, ${city.province}`,
    title: `${service.name} in ${city.name}`,
    body: t("ogServiceCityBody", { low: city.averagePricing.low }),
  });
}
