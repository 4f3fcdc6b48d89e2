import Image from "next/image";

import Link from "@/components/common/link";
import { ArticleMeta } from "@/components/magazine/article-meta";
import { Badge } from "@/components/ui/badge";
import type { Article } from "@/content/types";

/** A magazine card; the title link stretches over the whole card (one link per card). */
export function ArticleCard({
  article,
  headingLevel = 2,
  priority = false,
}: {
  article: Article;
  /** h2 on the magazine page, h3 under the article page's Related Articles heading. */
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group border-border bg-card text-card-foreground focus-within:ring-ring relative flex h-full flex-col overflow-hidden rounded-lg border shadow-sm transition-shadow focus-within:ring-2 hover:shadow-md">
      <div className="bg-muted relative aspect-[3/2]">
        <Image
          src={article.image}
          alt=""
          fill
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="object-cover"
          priority={priority}
          unoptimized
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Badge variant="secondary" className="w-fit">
          {article.category}
        </Badge>
        <Heading className="text-lg leading-snug font-semibold text-balance">
          <Link
            href={`/article/${article.id}`}
            className="group-hover:underline after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="text-muted-foreground text-sm">{article.excerpt}</p>
        <ArticleMeta article={article} className="mt-auto pt-2" />
      </div>
    </article>
  );
}
