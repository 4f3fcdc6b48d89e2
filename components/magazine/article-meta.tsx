import { CalendarDays, Clock, UserRound } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";

import type { Article } from "@/content/types";
import { splitByline } from "@/lib/articles";
import { cn } from "@/lib/utils";

/** Catalogue dates are calendar days; format them in UTC so no time zone moves them a day. */
export function useArticleDate() {
  const format = useFormatter();
  return (iso: string) => format.dateTime(new Date(iso), { dateStyle: "long", timeZone: "UTC" });
}

/** Author, publication date and reading time of an article, in one line that wraps. */
export function ArticleMeta({
  article,
  withRole = false,
  className,
}: {
  article: Article;
  /** Show the author's role after the name (the article page), or the name alone (cards). */
  withRole?: boolean;
  className?: string;
}) {
  const t = useTranslations("magazine");
  const formatDate = useArticleDate();
  const { name, role } = splitByline(article.author);
  return (
    <ul className={cn("text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-sm", className)}>
      <li className="flex items-center gap-1.5">
        <UserRound className="size-4 shrink-0" aria-hidden />
        <span>
          {t("byline", { name })}
          {withRole && role ? `, ${role}` : null}
        </span>
      </li>
      {/* Date and reading time wrap together, so "6 min read" never sits on a line alone. */}
      <li className="flex items-center gap-x-4 whitespace-nowrap">
        <span className="flex items-center gap-1.5">
          <CalendarDays className="size-4 shrink-0" aria-hidden />
          <time dateTime={article.date}>{formatDate(article.date)}</time>
        </span>
        <span className="flex items-center gap-1.5" data-testid="read-time">
          <Clock className="size-4 shrink-0" aria-hidden />
          {article.readTime}
        </span>
      </li>
    </ul>
  );
}
