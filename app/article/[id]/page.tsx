import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Image from "next/image";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { CallToAction } from "@/components/common/call-to-action";
import Link from "@/components/common/link";
import { ArticleCard } from "@/components/magazine/article-card";
import { ArticleMeta } from "@/components/magazine/article-meta";
import { JsonLd } from "@/components/seo/json-ld";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { articles } from "@/content/articles";
import { site } from "@/content/site";
import { getArticleAt } from "@/content/lookups";
import { relatedArticles } from "@/content/related";
import { DEFAULT_LOCALE, LOCALE_TAGS } from "@/i18n/config.mjs";
import { articleBlocks, splitByline } from "@/lib/articles";
import { absoluteUrl, articleJsonLd, breadcrumbJsonLd } from "@/lib/seo";

type Props = { params: Promise<{ id: string }> };

// Unknown ids get the prebuilt 404 page. Rendering them on demand instead would store every
// requested id's 404 in the page cache on disk, which any crawler could grow without limit.
// getArticleAt takes only the id as the site writes it ("1", never "01").
export const dynamicParams = false;

export function generateStaticParams() {
  return articles.map((article) => ({ id: String(article.id) }));
}

const findArticle = async (params: Props["params"]) =>
  getArticleAt((await params).id) ?? notFound();

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await findArticle(params);
  const path = `/article/${article.id}`;
  const t = await getTranslations("article");
  // The PNG beside the page (./opengraph-image.tsx), with the article's title as its alt text.
  const image = { url: `${path}/opengraph-image`, width: 1200, height: 630, alt: article.title };
  return {
    title: article.title,
    description: article.excerpt,
    keywords: t("metaKeywords", { category: article.category }),
    authors: [{ name: splitByline(article.author).name }],
    alternates: { canonical: absoluteUrl(path) },
    openGraph: {
      type: "article",
      title: article.title,
      description: article.excerpt,
      url: absoluteUrl(path),
      siteName: site.brand,
      locale: LOCALE_TAGS[DEFAULT_LOCALE].openGraph,
      publishedTime: article.date,
      section: article.category,
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title: article.title,
      description: article.excerpt,
      images: [image],
    },
  };
}

export default async function ArticlePage({ params }: Props) {
  const article = await findArticle(params);
  const t = await getTranslations("article");
  const common = await getTranslations("common");
  const related = relatedArticles(article);
  return (
    <>
      <JsonLd data={articleJsonLd(article)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t("breadcrumbHome"), path: "/" },
          { name: t("breadcrumbMagazine"), path: "/magazine" },
          { name: article.title, path: `/article/${article.id}` },
        ])}
      />
      <article className="mx-auto max-w-3xl px-4 pt-6 pb-4 sm:px-6">
        <Link
          href="/magazine"
          className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1.5 text-sm font-medium hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t("back")}
        </Link>
        <header className="mt-6 space-y-4">
          <Badge variant="secondary">{article.category}</Badge>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {article.title}
          </h1>
          <p className="text-muted-foreground text-lg">{article.excerpt}</p>
          <ArticleMeta article={article} withRole />
        </header>
        <Image
          src={article.image}
          alt=""
          width={1200}
          height={800}
          priority
          unoptimized
          className="border-border mt-8 w-full rounded-xl border"
        />
        <div className="mt-8 space-y-5 text-base leading-7 sm:text-lg sm:leading-8">
          {articleBlocks(article.body).map((block, index) =>
            block.kind === "heading" ? (
              <h2
                key={index}
                id={block.id}
                className="scroll-mt-24 pt-4 text-2xl font-bold tracking-tight"
              >
                {block.text}
              </h2>
            ) : (
              <p key={index}>{block.text}</p>
            ),
          )}
        </div>
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="related-articles" className="bg-muted/50 mt-10 py-12">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <h2 id="related-articles" className="text-2xl font-bold tracking-tight">
              {t("relatedTitle")}
            </h2>
            <p className="text-muted-foreground mt-2">{t("relatedBody")}</p>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((other) => (
                <li key={other.id}>
                  <ArticleCard article={other} headingLevel={3} />
                </li>
              ))}
            </ul>
            <Button asChild variant="outline" className="mt-8">
              <Link href="/magazine">
                <ArrowLeft aria-hidden />
                {t("back")}
              </Link>
            </Button>
          </div>
        </section>
      ) : null}

      <CallToAction id="article-cta" title={t("ctaTitle")} body={t("ctaBody")}>
        <Button asChild size="lg" variant="accent">
          <Link href="/post-project">{common("getFreeQuote")}</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link href="/services">{t("browseServices")}</Link>
        </Button>
      </CallToAction>
    </>
  );
}
