import { notFound } from "next/navigation";

import { getService } from "@/content/lookups";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { OG_CONTENT_TYPE, OG_SIZE, serviceOgImage } from "@/lib/og-image";

export const alt = `${site.brand}: a home-improvement service in Ontario`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export function generateStaticParams() {
  return services.map((service) => ({ slug: service.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const service = getService((await params).slug);
  if (!service) notFound();
  return serviceOgImage(service);
}
