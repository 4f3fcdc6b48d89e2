import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { ServiceDetail } from "@/components/services/service-detail";
import { getService } from "@/content/lookups";
import { services } from "@/content/services";
import { serviceMetadata } from "@/lib/service-metadata";

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return services.map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = getService((await params).slug);
  // An unknown service answers 404, which Next.js marks noindex itself.
  return service
    ? serviceMetadata(service)
    : { title: (await getTranslations("service"))("notFoundTitle") };
}

export default async function ServicePage({ params }: Props) {
  const service = getService((await params).slug);
  if (!service) notFound();
  return <ServiceDetail service={service} />;
}
