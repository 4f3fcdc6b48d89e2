"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";

/**
 * "Load more projects" under a paged list. While the next page loads the button stays focusable
 * (aria-disabled, not disabled), so a keyboard user keeps their place in the page.
 */
export function LoadMoreButton({
  pending,
  failed,
  onLoadMore,
}: {
  pending: boolean;
  failed: boolean;
  onLoadMore: () => void;
}) {
  const t = useTranslations("projectList");
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      <Button
        variant="outline"
        aria-disabled={pending}
        onClick={() => {
          if (!pending) onLoadMore();
        }}
      >
        {pending ? t("loadingMore") : t("loadMore")}
      </Button>
      {failed ? (
        <p role="alert" className="text-destructive text-sm">
          {t("loadMoreError")}
        </p>
      ) : null}
    </div>
  );
}
