import { MapPin } from "lucide-react";
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
import { getContractorAt } from "@/content/lookups";
import { sampleProjects } from "@/content/projects";
import { site } from "@/content/site";
import { breadcrumbJsonLd, pageSeo } from "@/lib/seo";
import { completedProject } from "@/lib/projects/catalogue";
import { toCardView } from "@/lib/projects/views";

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return contractors.map((contractor) => ({ id: String(contractor.id) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const contractor = getContractorAt((await params).id);
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
  const contractor = getContractorAt((await params).id);
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
            <Badge variant="outline" data-testid="example-badge">
              {t("example")}
            </Badge>
          </div>
          <p className="text-muted-foreground flex items-center gap-1 text-sm">
            <MapPin className="size-4" aria-hidden />
            {contractor.location}
          </p>
          <p
            className="border-border bg-muted/40 max-w-prose rounded-md border p-3 text-sm"
            data-testid="example-note"
          >
            {t("exampleNote", { brand: site.brand })}
          </p>
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
