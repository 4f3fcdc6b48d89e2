import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { ProjectNotFound } from "@/components/projects/project-not-found";
import { ServiceNotFound } from "@/components/services/service-not-found";
import { NOT_FOUND_KINDS } from "@/lib/not-found.mjs";

type Props = { params: Promise<{ kind: string }> };

// Prerendered: the production server serves these, with status 404, for a full page load of an
// unknown project or service (server/not-found.mjs); a navigation inside the app shows the same
// components from each section's own not-found.tsx.
export const dynamicParams = false;

export function generateStaticParams() {
  return NOT_FOUND_KINDS.map((kind) => ({ kind }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  const t = await getTranslations(kind === "project" ? "project" : "service");
  return { title: t("notFoundTitle"), robots: { index: false } };
}

export default async function NotFoundPage({ params }: Props) {
  const { kind } = await params;
  if (kind === "project") return <ProjectNotFound />;
  if (kind === "service") return <ServiceNotFound />;
  notFound();
}
