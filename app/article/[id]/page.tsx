import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { PageIntro } from "@/components/common/page-intro";
import { articles } from "@/content/articles";
import { getArticle } from "@/content/lookups";
import { absoluteUrl } from "@/lib/seo";

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return articles.map((a) => ({ id: String(a.id) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getArticle(Number((await params).id));
  if (!article) return {};
  return {
    title: article.title,
    description: article.excerpt,
    alternates: { canonical: absoluteUrl(`/article/${article.id}`) },
  };
}

export default async function ArticlePage({ params }: Props) {
  const article = getArticle(Number((await params).id));
  if (!article) notFound();
  return <PageIntro title={article.title} description={article.excerpt} />;
}
