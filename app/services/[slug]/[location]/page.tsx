import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { ServiceDetail } from "@/components/services/service-detail";
import { cities } from "@/content/cities";
import { getCity, getService } from "@/content/lookups";
import { services } from "@/content/services";
import { serviceMetadata } from "@/lib/service-metadata";

type Props = { params: Promise<{ slug: string; location: string }> };

// Only the prerendered pairs: any other is answered by proxy.ts (unknown place) or is a 404,
// never rendered on demand into Next's page cache on disk.
export const dynamicParams = false;

export function generateStaticParams() {
  return services.flatMap((service) =>
    cities.map((city) => ({ slug: service.slug, location: city.slug })),
  );
}

// An unknown location slug shows the Ontario-wide page.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, location } = await params;
  const service = getService(slug);
  if (!service) return { title: (await getTranslations("service"))("notFoundTitle") };
  return serviceMetadata(service, getCity(location));
}

export default async function ServiceCityPage({ params }: Props) {
  const { slug, location } = await params;
  const service = getService(slug);
  if (!service) notFound();
  // An unknown location slug is treated as no location; the canonical URL is the Ontario page.
  return <ServiceDetail service={service} city={getCity(location)} />;
}
