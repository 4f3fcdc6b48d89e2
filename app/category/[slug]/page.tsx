import type { Metadata } from "next";
import Image from "next/image";
import { notFound } from "next/navigation";
import { createTranslator } from "next-intl";
import { getTranslations } from "next-intl/server";

import { CatalogueIcon } from "@/components/common/catalogue-icon";
import Link from "@/components/common/link";
import { ProjectGrid } from "@/components/projects/project-grid";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { categories } from "@/content/categories";
import { getCategory, getService } from "@/content/lookups";
import { DEFAULT_LOCALE } from "@/i18n/config.mjs";
import { completedDisplayId } from "@/lib/projects/ids";
import { categoryProjects } from "@/content/related";
import { tradeForCategory } from "@/content/trades";
import { TopicLinks } from "@/components/services/topic-links";
import { breadcrumbJsonLd, itemListJsonLd, pageSeo } from "@/lib/seo";
import { completedProject } from "@/lib/projects/catalogue";
import { toCardView } from "@/lib/projects/views";
import messages from "@/messages/en.json";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return categories.filter((c) => c.slug !== "all").map((c) => ({ slug: c.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = getCategory((await params).slug);
  if (!category) return {};
  // The one locale's messages, read directly: metadata is also worked out outside a request.
  const t = createTranslator({ locale: DEFAULT_LOCALE, messages, namespace: "category" });
  // A category with a trade page of its own (Plumbing: /plumbing-services) is the same intent,
  // browsing that trade's projects, so search engines are pointed at the trade page.
  const canonical = tradeForCategory(category.name)?.path ?? `/category/${category.slug}`;
  return pageSeo({
    title: t("metaTitle", { name: category.name }),
    description: `${category.description} ${category.detailedDescription}`,
    keywords: t("metaKeywords", { name: category.name }),
    path: canonical,
    image: `/category/${category.slug}/opengraph-image`,
  });
}

export default async function CategoryPage({ params }: Props) {
  const category = getCategory((await params).slug);
  if (!category) notFound();
  const t = await getTranslations("category");
  const seo = await getTranslations("seo");
  const service = category.serviceSlug ? getService(category.serviceSlug) : undefined;
  const projects = categoryProjects(category);
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: seo("home"), path: "/" },
          { name: category.name, path: `/category/${category.slug}` },
        ])}
      />
      {projects.length > 0 ? (
        <JsonLd
          data={itemListJsonLd(
            t("projects", { name: category.name }),
            projects.map((project) => ({
              name: project.title,
              path: `/project/${completedDisplayId(project)}`,
            })),
          )}
        />
      ) : null}
      <section className="border-border bg-secondary/60 border-b">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 lg:grid-cols-2">
          <div className="space-y-4">
            <span className="bg-primary/10 text-primary grid size-12 place-items-center rounded-lg">
              <CatalogueIcon name={category.icon} className="size-6" />
            </span>
            <h1 className="text-4xl font-extrabold tracking-tight">{category.name}</h1>
            <p className="text-lg font-medium">{category.description}</p>
            <p className="text-muted-foreground">{category.detailedDescription}</p>
            <div className="flex flex-wrap gap-3">
              {service ? (
                <Button asChild>
                  <Link href={`/services/${service.slug}`}>
                    {t("viewService", { name: service.name })}
                  </Link>
                </Button>
              ) : null}
              <Button asChild variant="outline">
                <Link href="/projects">{t("allProjects")}</Link>
              </Button>
            </div>
          </div>
          <Image
            src={category.image}
            alt=""
            width={1200}
            height={800}
            priority
            unoptimized
            className="w-full rounded-xl shadow-lg"
          />
        </div>
      </section>
      <section aria-labelledby="category-projects" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="category-projects" className="text-2xl font-bold tracking-tight">
          {t("projects", { name: category.name })}
        </h2>
        <div className="mt-6">
          {projects.length > 0 ? (
            <ProjectGrid
              projects={projects.map((sample) => toCardView(completedProject(sample)))}
            />
          ) : (
            <p className="text-muted-foreground">{t("noProjects")}</p>
          )}
        </div>
      </section>
      {category.serviceSlug ? (
        <TopicLinks serviceSlug={category.serviceSlug} current="category" />
      ) : null}
    </>
  );
}
