import { getTranslations } from "next-intl/server";
import { useTranslations } from "next-intl";

import { PageIntro } from "@/components/common/page-intro";
import { ArticleCard } from "@/components/magazine/article-card";
import { JsonLd } from "@/components/seo/json-ld";
import { articlesNewestFirst } from "@/content/lookups";
import { itemListJsonLd, pageMetadata } from "@/lib/seo";

export async function generateMetadata() {
  const t = await getTranslations("magazine");
  return pageMetadata("magazine", "/magazine", t("keywords"));
}

export default function MagazinePage() {
  const page = useTranslations("pages.magazine");
  const t = useTranslations("magazine");
  const list = articlesNewestFirst();
  return (
    <>
      <JsonLd
        data={itemListJsonLd(
          page("title"),
          list.map((article) => ({ name: article.title, path: `/article/${article.id}` })),
        )}
      />
      <PageIntro title={page("title")} description={page("description")} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <ul aria-label={t("listLabel")} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((article, index) => (
            <li key={article.id}>
              <ArticleCard article={article} priority={index < 3} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
