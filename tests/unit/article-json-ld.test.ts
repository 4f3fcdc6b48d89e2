import { describe, expect, it } from "vitest";

import { getArticle } from "@/content/lookups";
import { wordCount } from "@/lib/articles";
import { siteUrl } from "@/lib/env";
import { articleJsonLd } from "@/lib/seo";

describe("articleJsonLd", () => {
  it("describes the article with absolute URLs, its author and the business as publisher", () => {
    const article = getArticle(4)!;
    const data = articleJsonLd(article);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description: article.excerpt,
      datePublished: "2025-05-22",
      articleSection: "Electrical",
      url: `${siteUrl}/article/4`,
      image: `${siteUrl}/images/articles/4.svg`,
      mainEntityOfPage: { "@id": `${siteUrl}/article/4` },
      author: {
        "@type": "Person",
        name: "Jason Whitfield",
        jobTitle: "Electrical Contractor",
      },
      publisher: { "@id": `${siteUrl}/#business`, name: "TorontoPros" },
    });
    expect(data.wordCount).toBe(wordCount(article.body));
    expect(data.wordCount).toBeGreaterThanOrEqual(600);
  });
});
