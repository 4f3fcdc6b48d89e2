import { notFound } from "next/navigation";
import { createTranslator } from "next-intl";

import { articles } from "@/content/articles";
import { getArticleAt } from "@/content/lookups";
import { site } from "@/content/site";
import { DEFAULT_LOCALE } from "@/i18n/config.mjs";
import { splitByline } from "@/lib/articles";
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from "@/lib/og-image";
import messages from "@/messages/en.json";

// An article's share image: a PNG with its title (the article's own picture is an SVG, which
// share previews do not show). `alt` is read when the module loads, as Next.js requires.
export const alt = createTranslator({ locale: DEFAULT_LOCALE, messages, namespace: "seo" })(
  "ogArticleAlt",
  {
    brand: site.brand,
  },
);
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export function generateStaticParams() {
  return articles.map((article) => ({ id: String(article.id) }));
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const article = getArticleAt((await params).id);
  if (!article) notFound();
  return ogImage({
    eyebrow: article.category,
    title: article.title,
    body: splitByline(article.author).name,
  });
}
