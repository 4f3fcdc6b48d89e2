import { Briefcase, Clock, MapPin, Star } from "lucide-react";
import type { Metadata } from "next";
import Image from "next/image";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import Link from "@/components/common/link";
import { ProjectGrid } from "@/components/projects/project-grid";
import { JsonLd } from "@/components/seo/json-ld";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { contractors } from "@/content/contractors";
import { getContractor } from "@/content/lookups";
import { sampleProjects } from "@/content/projects";
import { absoluteUrl, breadcrumbJsonLd, pageSeo } from "@/lib/seo";
import { completedProject } from "@/lib/projects/catalogue";
import { toCardView } from "@/lib/projects/views";

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return contractors.map((contractor) => ({ id: String(contractor.id) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const contractor = getContractor(Number((await params).id));
  if (!contractor) return {};
  const t = await getTranslations("contractor");
  return pageSeo({
    title: t("metaTitle", {
      name: contractor.name,
      specialty: contractor.specialties[0] ?? "",
      location: contractor.location,
    }),
    description: contractor.bio,
    keywords: [
      contractor.name,
      ...contractor.specialties.map((specialty) => `${specialty} ${contractor.location}`),
    ].join(", "),
    path: `/contractor/${contractor.id}`,
    image: `/contractor/${contractor.id}/opengraph-image`,
  });
}

export default async function ContractorPage({ params }: Props) {
  const contractor = getContractor(Number((await params).id));
  if (!contractor) notFound();
  const t = await getTranslations("contractor");
  const seo = await getTranslations("seo");
  const projects = sampleProjects.filter((project) => project.contractorId === contractor.id);
  const path = `/contractor/${contractor.id}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: seo("home"), path: "/" },
          { name: seo("projects"), path: "/projects" },
          { name: contractor.name, path },
        ])}
      />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "HomeAndConstructionBusiness",
          name: contractor.name,
          url: absoluteUrl(path),
          image: absoluteUrl(contractor.image),
          address: {
            "@type": "PostalAddress",
            addressLocality: contractor.location.split(",")[0],
            addressRegion: "ON",
            addressCountry: "CA",
          },
        }}
      />
      <section className="border-border bg-card flex flex-col gap-6 rounded-xl border p-6 shadow-sm sm:flex-row sm:items-center">
        <Image
          src={contractor.image}
          alt=""
          width={128}
          height={128}
          priority
          unoptimized
          className="border-border size-28 rounded-full border"
        />
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-3xl font-bold tracking-tight">{contractor.name}</h1>
            <Badge variant={contractor.availability === "available" ? "default" : "outline"}>
              {t(contractor.availability)}
            </Badge>
          </div>
          <ul className="text-muted-foreground flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <li className="flex items-center gap-1">
              <Star className="fill-accent text-accent size-4" aria-hidden />
              <span className="text-foreground font-medium">{contractor.rating.toFixed(1)}</span>
              {t("reviews", { count: contractor.reviews })}
            </li>
            <li className="flex items-center gap-1">
              <MapPin className="size-4" aria-hidden />
              {contractor.location}
            </li>
            <li className="flex items-center gap-1">
              <Briefcase className="size-4" aria-hidden />
              {t("years", { count: contractor.yearsExperience })} ·{" "}
              {t("completed", { count: contractor.completedProjects })}
            </li>
            <li className="flex items-center gap-1">
              <Clock className="size-4" aria-hidden />
              {t("response", { value: contractor.responseTime })}
            </li>
          </ul>
          <p className="max-w-3xl">{contractor.bio}</p>
          <div>
            <h2 className="text-sm font-semibold">{t("specialties")}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {contractor.specialties.map((specialty) => (
                <li key={specialty}>
                  <Badge variant="secondary">{specialty}</Badge>
                </li>
              ))}
            </ul>
          </div>
          <Button asChild variant="accent">
            <Link href="/post-project">{t("contact")}</Link>
          </Button>
        </div>
      </section>
      {projects.length > 0 ? (
        <section aria-labelledby="contractor-projects" className="mt-12">
          <h2 id="contractor-projects" className="text-2xl font-bold tracking-tight">
            {t("projects", { name: contractor.name })}
          </h2>
          <div className="mt-6">
            <ProjectGrid
              projects={projects.map((sample) => toCardView(completedProject(sample)))}
            />
          </div>
        </section>
      ) : null}
    </div>
  );
}
