import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { PageIntro } from "@/components/common/page-intro";
import { PublicProfileView } from "@/components/pros/public-profile";
import { JsonLd } from "@/components/seo/json-ld";
import type { PublicProfile } from "@/lib/pros/shapes";
import { findPublicProfile } from "@/lib/pros/store";
import { profileStructuredData } from "@/lib/pros/structured-data";
import { pageSeo } from "@/lib/seo";

type Props = { params: Promise<{ slug: string }> };

// Rendered on a profile's first request and kept (no database at build time, so no profile is
// prerendered then). Every write that changes what the page shows marks it stale on the
// writer's instance (lib/pros/revalidate.ts); `revalidate` bounds how long any other instance,
// or a review whose double-blind period ended, waits (docs/decisions/0022-public-profiles.md).
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

async function load(slug: string): Promise<PublicProfile | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
  return findPublicProfile(slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const profile = await load(slug).catch(() => null);
  const t = await getTranslations("pros");
  if (!profile) return { title: t("notFound") };
  return pageSeo({
    title: profile.businessName,
    description: t("metaDescription", {
      name: profile.businessName,
      trades: profile.trades.join(", "),
      areas: profile.serviceAreas.join(", "),
    }),
    keywords: profile.trades.join(", "),
    path: `/pros/${profile.slug}`,
  });
}

export default async function ProfilePage({ params }: Props) {
  const { slug } = await params;
  const profile = await load(slug);
  if (!profile) notFound();
  const t = await getTranslations("pros");
  return (
    <>
      <PageIntro
        title={profile.businessName}
        description={t("intro", { trades: profile.trades.join(", ") })}
      />
      <PublicProfileView profile={profile} />
      <JsonLd data={profileStructuredData(profile)} />
    </>
  );
}
