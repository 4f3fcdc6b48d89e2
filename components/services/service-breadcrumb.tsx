import { ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";

import Link from "@/components/common/link";

/** The trail from home to this page, the last crumb being the page itself. */
export function ServiceBreadcrumb({ crumbs }: { crumbs: { name: string; path: string }[] }) {
  const t = useTranslations("service");
  return (
    <nav aria-label={t("breadcrumb")} className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
      <ol className="text-muted-foreground flex flex-wrap items-center gap-1 text-sm">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 ? <ChevronRight className="size-4" aria-hidden /> : null}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="text-foreground font-medium">
                {crumb.name}
              </span>
            ) : (
              <Link href={crumb.path} className="hover:text-foreground hover:underline">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
