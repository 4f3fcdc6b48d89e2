import { notFound } from "next/navigation";
import { createTranslator } from "next-intl";

import { cities } from "@/content/cities";
import { getCity, getService } from "@/content/lookups";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { DEFAULT_LOCALE } from "@/i18n/config.mjs";
import { OG_CONTENT_TYPE, OG_SIZE, serviceOgImage } from "@/lib/og-image";
import messages from "@/messages/en.json";

// Read when the module loads: Next.js takes `alt` as a constant, not from a request.
export const alt = createTranslator({ locale: DEFAULT_LOCALE, messages, namespace: "seo" })(
  "ogServiceCityAlt",
  { brand: site.brand },
);
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

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
  // An unknown location gets the Ontario-wide image, as it gets the Ontario-wide page.
  return serviceOgImage(service, getCity(location));
}
